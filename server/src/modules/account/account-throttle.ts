import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../../core/config';
import { clientAddress } from '../../http/client-address';
import { PgRateLimitStore } from '../../http/rate-limit-store';
import { typedCode } from './letter-code';
import { msg } from '@contracts/i18n/packed-text';

type ThrottleConfig = Pick<Config, 'accountMaxPerAddress' | 'accountMaxPerId' | 'accountWindowMs'>;

/** The request field that names what is being asked about: an ID, or a token. */
type IdField = 'roll_no' | 'token';

function idOf(req: Request, field: IdField): string {
  const value: unknown = req.body?.[field];
  if (typeof value !== 'string') return '';
  const normalised = field === 'token' ? (typedCode(value) ?? value.replace(/\s+/g, '')) : value.trim().toLowerCase();
  // Tokens are secrets: the shared counter table keeps only a hash of one.
  return field === 'token' ? createHash('sha256').update(normalised).digest('base64url').slice(0, 22) : normalised;
}

// The one place the express-rate-limit options of the account throttles live; the counts are kept
// in PostgreSQL, so every server process shares them. Every request counts, answered or refused:
// these routes do not say which IDs exist, so there is no "failure" to count.
function limiter(
  config: ThrottleConfig,
  limit: number,
  key: (req: Request) => string,
  what: string,
  storeName: string,
): RequestHandler {
  return rateLimit({
    store: new PgRateLimitStore(storeName),
    windowMs: config.accountWindowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // req.ip honours TRUST_PROXY only, so a forged X-Forwarded-For changes nothing.
    validate: { xForwardedForHeader: false, trustProxy: false },
    keyGenerator: key,
    handler: (req, res) => {
      const resetTime = (req as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now() + config.accountWindowMs) - Date.now()) / 1000),
      );
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ error: msg('error.tooManyRequests', { what, minutes: Math.ceil(seconds / 60) }) });
    },
  });
}

/**
 * Sign-up, forgot-password, confirm and reset: limited per address (across IDs) and per ID or
 * token (across addresses), each action counted on its own.
 */
export function accountThrottle(config: ThrottleConfig, action: string, field: IdField): RequestHandler[] {
  return [
    limiter(
      config,
      config.accountMaxPerAddress,
      (req) => `${action}|address|${clientAddress(req)}`,
      action,
      `${action}-address`,
    ),
    limiter(
      config,
      config.accountMaxPerId,
      (req) => `${action}|id|${idOf(req, field) || clientAddress(req)}`,
      action,
      `${action}-id`,
    ),
  ];
}
