import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../core/config';
import type { SessionUser } from '../core/request-context';
import { clock } from '../lib/clock';
import type { Precondition } from '../db/pool';
import { PgSessionStore } from './session-store';

declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    signedInAt: number;
    lastSeenAt: number;
    remember: boolean;
    /** The account's session generation at sign-in; bumping it ends every session of it. */
    generation: number;
  }
}

export const SESSION_COOKIE = 'sms.sid';

// lastSeenAt is written at most this often, so reading pages does not write to the database.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function sessionMiddleware(config: Config, pool: pg.Pool): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy !== false,
    store: new PgSessionStore(
      pool,
      Math.max(config.sessionAbsoluteMs, config.rememberMeMs),
      config.env === 'test' ? undefined : 15 * 60_000,
    ),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies ?? 'auto',
      path: '/',
    },
  });
}

export type SessionState = 'none' | 'active' | 'expired';

/**
 * Applies the idle and absolute limits on the server (express-session has no absolute limit)
 * and refreshes lastSeenAt at a coarse resolution.
 */
export function sessionState(req: Express.Request, config: Config): SessionState {
  const s = req.session;
  if (!s?.user || !s.signedInAt) return 'none';
  const now = clock.now();
  const absolute = s.remember ? config.rememberMeMs : config.sessionAbsoluteMs;
  const idle = s.remember ? config.rememberMeMs : config.sessionIdleMs;
  if (now - s.signedInAt > absolute || now - (s.lastSeenAt ?? s.signedInAt) > idle) return 'expired';
  if (now - (s.lastSeenAt ?? 0) > LAST_SEEN_RESOLUTION_MS) s.lastSeenAt = now;
  return 'active';
}

function storeOf(req: Request): PgSessionStore {
  const store: unknown = req.sessionStore;
  if (!(store instanceof PgSessionStore)) throw new Error('The session middleware is not mounted');
  return store;
}

/**
 * Signs the user in on a fresh session id (whatever id the browser had before stops working).
 * The row is created only if the account's sessions were not ended since its password was
 * checked (`generation` is the one read with the password hash); false otherwise.
 */
export function startSession(
  req: Request,
  user: SessionUser,
  generation: number,
  remember: boolean,
  config: Config,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      const now = clock.now();
      req.session.user = user;
      req.session.signedInAt = now;
      req.session.lastSeenAt = now;
      req.session.remember = remember;
      req.session.generation = generation;
      // Remember me: a persistent cookie. Otherwise the default: a cookie that ends with the browser.
      if (remember) req.session.cookie.maxAge = config.rememberMeMs;
      storeOf(req).create(req.sessionID, req.session, user.accountId, generation).then(resolve, reject);
    });
  });
}

/**
 * The request's session must still be live in each transaction it writes in (tested in the
 * transaction's first round trip, with the rows locked until it commits).
 */
export function liveSessionPrecondition(req: Request, refused: () => Error): Precondition {
  const sid = req.sessionID;
  return { sql: (literal) => PgSessionStore.liveAndLocked(sid, literal), refused, held: false };
}

/** Whether the request's session is still live in the database at this moment. */
export const sessionStillLive = (req: Request): Promise<boolean> => storeOf(req).isLive(req.sessionID);
