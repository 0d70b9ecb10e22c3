import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { isSitePath, SIGN_IN_POST_PATH } from '@contracts/account-paths';
import { LoginInput } from '@contracts/auth';
import { HOME_PATH } from '@contracts/enums';
import type { Config } from '../../core/config';
import { AppError } from '../../core/errors';
import { sameOriginGuard } from '../../http/same-origin';
import { signIn } from './auth.routes';
import { loginThrottles } from './login-throttle';
import type { PasswordHashing } from './passwords';
import { msg } from '@contracts/i18n/packed-text';

// The sign-in page's form as the browser posts it before any script has taken it over (a slow
// phone: sign-in.html is usable as soon as it arrives). The same sign-in as POST /api/login, with
// the same throttles; the answer is the next page: the role's home, or the `next` address the page
// was opened with; a failure goes back to the page, which says so. The JSON API stays JSON-only;
// this path takes a form from this site's own pages only (no CORS_ORIGINS), so another site's
// page cannot sign a visitor in to an account of its choosing.

/** A path of this site from the page's `?next=`, as the client's safeNext allows it. */
function nextFrom(req: Request): string | null {
  const referer = req.get('referer');
  if (!referer) return null;
  let next: string | null;
  try {
    next = new URL(referer).searchParams.get('next');
  } catch {
    return null;
  }
  return isSitePath(next) && !/^\/signin\b/i.test(next) ? next : null;
}

const backToPage = (req: Request) => {
  const next = nextFrom(req);
  return `${SIGN_IN_POST_PATH}?failed=1${next ? `&next=${encodeURIComponent(next)}` : ''}`;
};

const formBody: RequestHandler = (req, _res, next) => {
  const raw = (req.body ?? {}) as Record<string, unknown>;
  const parsed = LoginInput.safeParse({
    roll_no: raw.roll_no,
    password: raw.password,
    remember: raw.remember === 'true',
  });
  if (!parsed.success) return next(new AppError(400, msg('auth.idAndPassword')));
  req.body = parsed.data;
  next();
};

export function signInFormPost(config: Config, session: RequestHandler, passwords: PasswordHashing): Router {
  const router = express.Router({ caseSensitive: false });
  router.post(
    SIGN_IN_POST_PATH,
    sameOriginGuard([]),
    express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 }),
    formBody,
    session,
    ...loginThrottles(config),
    async (req, res) => {
      const user = await signIn(req, req.body as LoginInput, config, passwords);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, nextFrom(req) ?? HOME_PATH[user.role]);
    },
  );
  // A wrong password, the throttle, a blank field: back to the page. A cross-site post gets the
  // API's plain refusal, and the database being away its 503.
  const back: ErrorRequestHandler = (err, req, res, next) => {
    if (!(err instanceof AppError) || err.status === 403 || err.status >= 500) return next(err);
    res.locals.signInFailed = true;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, backToPage(req));
  };
  router.use(back);
  return router;
}
