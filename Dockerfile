# The app in one image: the built client and the API in one Node process.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs the Node.js version check (preinstall) before anything else.
COPY scripts/check-node.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
# A container logs to standard output: the request lines too.
ENV NODE_ENV=production PORT=3000 UPLOAD_DIR=/data/uploads DATA_DIR=/data REQUEST_LOG=stdout
# The heap sized as `npm start` sizes it (SERVER_HEAP_MB, docs/small-machine.md); NODE_OPTIONS overrides it.
ENV NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# The compiled server under plain node: no wrapper process, signals reach it directly.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
