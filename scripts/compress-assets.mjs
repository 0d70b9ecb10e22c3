import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The built client's scripts and styles, compressed once at build time (brotli at its best,
// gzip for older clients) so the server sends a phone a third of the bytes without spending
// CPU per request (server/src/http/spa.ts picks the file).

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist/assets');
for (const name of readdirSync(assets).filter((n) => /\.(js|css|svg)$/.test(n))) {
  const file = path.join(assets, name);
  const data = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}
