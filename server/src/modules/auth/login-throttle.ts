import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../../core/config';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../core/errors';
import { PgRateLimitStore } from '../../http/rate-limit-store';
import { msg } from '@contracts/i18n/packed-text';

const REFUSAL_PAUSE_MS = 1000;

const typedId = (req: Request) => (typeof req.body?.roll_no === 'string' ? req.body.roll_no.trim().toLowerCase() : '');

/**
 * Counts failed sign-ins (any answer >= 400; successful sign-ins are taken back) in PostgreSQL,
 * three ways: per address across every ID (password spraying), per ID across every address (one
 * account attacked from many), and per ID and address (the first to bite for one person who
 * mistypes). An ID is counted whether or not it exists, and all three answer alike.
 */
export function loginThrottles(config: Config): RequestHandler[] {
  const throttle = (name: string, limit: number, key: (req: Request) => string) =>
    rateLimit({
      windowMs: config.loginWindowMs,
      limit,
      skipSuccessfulRequests: true,
      // The sign-in page's form post answers a failure with a redirect back to the page.
      requestWasSuccessful: (_req, res) => res.statusCode < 400 && res.locals.signInFailed !== true,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      store: new PgRateLimitStore(name),
      validate: { xForwardedForHeader: false, trustProxy: false },
      keyGenerator: key,
      handler: (req, res, next) => {
        const resetTime = (req as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = Math.max(
          1,
          Math.ceil(((resetTime?.getTime() ?? Date.now() + config.loginWindowMs) - Date.now()) / 1000),
        );
        res.setHeader('Retry-After', String(seconds));
        // Through the error handler, so the JSON call gets its JSON and the sign-in page's form
        // post its way back to the page.
        const refuse = () => next(new AppError(429, msg('error.tooManySignIns', { minutes: Math.ceil(seconds / 60) })));
        // A refused client is answered after a pause: a flood that would otherwise be answered
        // as fast as it arrives (thousands a second, the whole event loop) then costs a timer
        // per connection, and the sign-ins of everyone else keep their speed.
        setTimeout(refuse, REFUSAL_PAUSE_MS).unref();
      },
    });
  return [
    throttle('login-address', config.loginMaxFailuresPerAddress, clientAddress),
    throttle('login-account', config.loginMaxFailuresPerAccount, typedId),
    throttle('login-account-address', config.loginMaxFailures, (req) => `${clientAddress(req)}|${typedId(req)}`),
  ];
}
