import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { RequestLine, RequestLog } from '../lib/log';

// An id a proxy already gave the request is kept when it is plainly an id (no way to forge
// lines into the log); otherwise one is made.
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const requestIdOf = (res: Response): string => String(res.locals.requestId ?? '');

/**
 * One line per request once it is answered (or abandoned): id, method, path without its query
 * (search words stay out of the log), status, duration, and who asked. The same id goes back in
 * `X-Request-Id`, and the error handler puts it in 500 answers.
 */
export const requestLog =
  (write: RequestLog): RequestHandler =>
  (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('close', () => {
      const user = req.session?.user;
      const line: RequestLine = {
        request_id: id,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(user ? { user: user.loginId, role: user.role } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      write(res.statusCode >= 500 ? 'error' : 'info', line);
    });
    next();
  };
