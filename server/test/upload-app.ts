import express, { type Request, type Response } from 'express';
import { errorHandler } from '../src/http/errors';
import { mountRoutes, route } from '../src/http/route';
import type { FileStore } from '../src/storage/file-store';
import type { TestContext } from './test-app';

/**
 * A bare app with one public upload route on the given store (and optionally a download route),
 * so a store on any backend, or one with a fault built in, can be driven through real requests.
 */
export function uploadApp(
  ctx: TestContext,
  store: FileStore,
  handler: (req: Request) => Promise<unknown>,
  download?: (req: Request, res: Response) => Promise<void>,
) {
  const router = express.Router();
  mountRoutes(
    router,
    [
      route({
        method: 'post',
        path: '/upload',
        roles: 'public',
        accepts: 'multipart',
        before: [store.receive()],
        handler: ({ req }) => handler(req),
      }),
    ],
    ctx.config,
  );
  if (download) router.get('/download/:id', (req, res, next) => download(req, res).catch(next));
  return express().use(router).use(errorHandler);
}
