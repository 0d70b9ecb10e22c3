import express, { type RequestHandler, type Router } from 'express';
import { HOME_PATH } from '@contracts/enums';
import type { Config } from '../core/config';
import { SESSION_COOKIE, sessionState } from './session';

/**
 * `/` is the sign-in page, drawn by the server; someone still signed in who opens it (a bookmark,
 * the address typed) goes to their dashboard instead of seeing the form as if signed out.
 * `/Signin` stays the form: it is opened to sign in as someone else. Without the cookie no
 * session is read, so the sign-in page of a first visit costs no database round trip.
 */
export function signedInHome(config: Config, session: RequestHandler): Router {
  const router = express.Router();
  router.get('/', (req, res, next) => {
    if (!req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    session(req, res, (err?: unknown) => {
      // A session that cannot be read (the database away) still leaves the sign-in page usable.
      if (err || sessionState(req, config) !== 'active') return next();
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, HOME_PATH[req.session.user!.role]);
    });
  });
  return router;
}
