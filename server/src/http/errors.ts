import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, validationError } from '../core/errors';
import { msg } from '@contracts/i18n/packed-text';
import { log } from '../lib/log';
import { requestIdOf } from './request-log';
import { requestLanguage, writeAnswer } from '../i18n/answer-language';

// Errors that mean "the database cannot serve anyone right now", not "the request is wrong".
const UNAVAILABLE_CODES = new Set([
  '3D000',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// SQLSTATE classes of the same: 08 connection exception, 28 a login PostgreSQL refuses (a
// password changed under a running server; found by the session-store fault tests, it was a
// 500), 53 insufficient resources (too many connections), 57P the server shutting down or
// starting up. A full disk (53100) during an upload is answered 507 by the storage module.
const UNAVAILABLE_CLASSES = /^(08|28|53|57P)/;

function isDatabaseUnavailable(err: { code?: string; message?: string }): boolean {
  if (err.code && (UNAVAILABLE_CODES.has(err.code) || UNAVAILABLE_CLASSES.test(err.code))) return true;
  // pg's own messages, which carry no code; "after calling end" is a request racing shutdown.
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
    err.message ?? '',
  );
}

type PgLikeError = Error & {
  code?: string;
  status?: number;
  statusCode?: number;
  type?: string;
  constraint?: string;
  detail?: string;
};

function translate(err: PgLikeError): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  if (isDatabaseUnavailable(err)) return new AppError(503, msg('error.unavailable'));
  switch (err.code) {
    case '23505':
      return new AppError(409, msg('error.exists'));
    // 23503: foreign key (NO ACTION); 23001: the same refusal under ON DELETE RESTRICT.
    case '23503':
    case '23001':
      return new AppError(409, msg('error.linked'));
    // 22021/22P05: text PostgreSQL cannot store, such as a NUL character.
    case '23514':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22021':
    case '22P05':
    case '2201B':
      return new AppError(400, msg('error.invalidValues'));
    case '57014':
      return new AppError(503, msg('error.slow'));
    // Two writes that waited for each other (two saves of one account at once, each holding its
    // session check's share lock): PostgreSQL rolled one back whole.
    case '40P01':
    case '40001':
      return new AppError(409, msg('error.sameMoment'));
  }
  // body-parser and multer errors carry an HTTP status of their own.
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (err.type === 'entity.parse.failed') return new AppError(400, msg('error.badJson'));
    if (err.type === 'entity.too.large') return new AppError(413, msg('error.bodyTooLarge'));
    if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
      return new AppError(415, msg('error.encoding'));
    return new AppError(status, msg(status === 413 ? 'error.tooLarge' : 'error.unprocessable'));
  }
  return null;
}

// A deadlock or serialization failure is a moment's accident, not the request's answer.
const TRANSIENT = new Set(['40P01', '40001']);

/** The 4xx a request is refused with, or null for a failure that is not the request's fault. */
export function refusalOf(err: unknown): AppError | null {
  const known = translate(err as PgLikeError);
  return known && known.status < 500 && !TRANSIENT.has((err as PgLikeError).code ?? '') ? known : null;
}

export const errorHandler: ErrorRequestHandler = (err: PgLikeError, req, res, _next) => {
  const known = translate(err);
  if (res.headersSent) {
    res.end();
    return;
  }
  if (known) {
    // A database that is away is the operator's business even when the answer is a clean 503.
    if (known.status >= 500 && !(err instanceof AppError))
      log.error('request failed', {
        request_id: requestIdOf(res),
        status: known.status,
        method: req.method,
        path: req.path,
        code: err.code,
        message: err.message,
      });
    // Written here too, so an error answer is never a bare key, whatever middleware ran before.
    res
      .status(known.status)
      .set(known.headers)
      .json(writeAnswer(requestLanguage(req), { error: known.message, ...known.extra }));
    return;
  }
  // The id the request line and the X-Request-Id header carry: a user's report finds the stack.
  const requestId = requestIdOf(res);
  log.error('unhandled error', {
    request_id: requestId,
    method: req.method,
    path: req.path,
    message: err.message,
    stack: err.stack,
  });
  res.status(500).json(writeAnswer(requestLanguage(req), { error: msg('error.internal'), request_id: requestId }));
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: msg('error.noEndpoint') });
};
