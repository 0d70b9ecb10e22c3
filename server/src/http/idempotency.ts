import { msg } from '@contracts/i18n/packed-text';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Request, Response } from 'express';
import { AppError } from '../core/errors';
import { requestTransaction } from '../db/pool';
import { errorHandler, refusalOf } from './errors';
import { idempotencyKeysRepo, type KeptAnswer } from './idempotency-keys.repo';

export const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** Set on an answer sent again from what was kept, so a client can tell. */
export const REPLAYED = 'Idempotent-Replayed';

// The draft makes the key a structured-field string ("..."); a bare value is taken too.
const KEY = /^"?([\x21\x23-\x7e]{1,255})"?$/;
// The headers a kept answer needs to read the same; never a cookie.
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location', 'retry-after'];

/** The request's key; undefined without one; 400 for one that is not a key. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.get(IDEMPOTENCY_KEY);
  if (raw === undefined) return undefined;
  const key = KEY.exec(raw.trim())?.[1];
  if (!key) throw new AppError(400, msg('error.idempotencyKeyInvalid'));
  return key;
}

// Method, path and body: a repeat must be the same request, the uploaded file's bytes included.
async function fingerprintOf(req: Request): Promise<string> {
  const hash = createHash('sha256').update(
    JSON.stringify([req.method, req.originalUrl, req.body ?? null, req.file?.originalname ?? null]),
  );
  if (req.file?.path) for await (const chunk of createReadStream(req.file.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Holds back what the handler sends, so it goes out only after the transaction commits. */
function holdAnswer(res: Response) {
  let body: Buffer | undefined;
  res.send = function send(this: Response, chunk?: unknown) {
    // An object goes through res.json, which comes back here with its text.
    if (chunk !== null && typeof chunk === 'object' && !Buffer.isBuffer(chunk)) return this.json(chunk);
    body = Buffer.from((chunk ?? '') as string | Buffer);
    return this;
  } as Response['send'];
  return {
    answer(): KeptAnswer | undefined {
      if (!body) return undefined;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) if (res.get(name) !== undefined) headers[name] = String(res.get(name));
      return { status: res.statusCode, headers, body };
    },
    release: () => Reflect.deleteProperty(res, 'send'),
  };
}

const isLockWait = (err: unknown) => ['57014', '55P03'].includes((err as { code?: string }).code ?? '');

/**
 * Answers a write that carries an Idempotency-Key once: the handler's writes and its answer
 * (a success, or a refusal it made: the draft's "final answer") commit in one transaction with
 * the key, and a repeat of the key gets that answer again without running the handler. A
 * repeat while the first still runs waits for it (the claim waits on the first's row lock),
 * up to the request's statement limit, then 409. A 5xx keeps nothing: the retry runs again.
 * `inContext` puts the transaction in the request's context (the acting user, its checks).
 */
export async function answerOnce(
  req: Request,
  res: Response,
  scope: { accountId: number; key: string; okStatus: number },
  handler: () => unknown,
  inContext: <T>(fn: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const { accountId, key } = scope;
  const fingerprint = await fingerprintOf(req);
  const held = holdAnswer(res);
  let replay: KeptAnswer | undefined;
  try {
    replay = await inContext(() =>
      requestTransaction(async () => {
        const ours = await idempotencyKeysRepo.claim(accountId, key, fingerprint).catch((err: unknown) => {
          throw isLockWait(err) ? new AppError(409, msg('error.idempotencyKeyInFlight')) : err;
        });
        if (!ours) {
          const kept = await idempotencyKeysRepo.find(accountId, key);
          if (kept && kept.fingerprint !== fingerprint) throw new AppError(422, msg('error.idempotencyKeyReused'));
          if (kept) return kept;
        }
        let refused: unknown;
        try {
          const result = await handler();
          if (result !== undefined && !res.headersSent) res.status(scope.okStatus).json(result);
        } catch (err) {
          if (!refusalOf(err)) throw err;
          refused = err;
          errorHandler(err, req, res, () => undefined);
        }
        const answer = held.answer();
        // Sent as it was made (a stream): nothing to keep, a repeat runs again. A refusal that
        // left the transaction unusable (a failed statement outside a savepoint) is not kept
        // either: it is answered as without a key, and its retry runs again.
        const kept = answer
          ? idempotencyKeysRepo.keep(accountId, key, answer)
          : idempotencyKeysRepo.release(accountId, key);
        await kept.catch((err: unknown) => {
          throw refused ?? err;
        });
        return undefined;
      }),
    );
  } finally {
    held.release();
  }
  if (replay) {
    res.status(replay.status).set(replay.headers).set(REPLAYED, 'true').send(replay.body);
    return;
  }
  const answer = held.answer();
  if (answer && !res.headersSent) res.send(answer.body);
}
