import type { Request, RequestHandler } from 'express';
import { AppError } from '../core/errors';
import { msg } from '@contracts/i18n/packed-text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin (or at least Referer / Sec-Fetch-Site) on such requests; clients that send none of
 * them are not browsers and cannot carry a victim's cookie by accident.
 */
export function sameOriginGuard(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const isAllowed = (req: Request, origin: string | null) =>
    origin !== null && (origin === ownOrigin(req) || allowed.has(origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const refused = new AppError(403, msg('error.crossSite'));
    if (origin !== undefined) return next(isAllowed(req, originOf(origin)) ? undefined : refused);
    const referer = req.get('referer');
    if (referer !== undefined) return next(isAllowed(req, originOf(referer)) ? undefined : refused);
    if (req.get('sec-fetch-site') === 'cross-site') return next(refused);
    next();
  };
}
