import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Config } from '../../config';

/**
 * Counts failed sign-ins per account and address. req.ip honours TRUST_PROXY, so a forged
 * X-Forwarded-For from a direct client changes nothing. Successful sign-ins are not counted.
 */
export function loginThrottle(config: Config): RequestHandler {
  return rateLimit({
    windowMs: config.loginWindowMs,
    limit: config.loginMaxFailures,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false, trustProxy: false },
    keyGenerator: (req) => {
      const id = typeof req.body?.roll_no === 'string' ? req.body.roll_no.trim().toLowerCase() : '';
      // IPv6 addresses are grouped by their /56 prefix, as one household or host would have.
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${id}`;
    },
    handler: (req, res) => {
      const resetTime = (req as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + config.loginWindowMs) - Date.now()) / 1000));
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ error: `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).` });
    },
  });
}
