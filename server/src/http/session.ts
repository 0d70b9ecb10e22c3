import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Role } from '@contracts/enums';
import type { Config } from '../config';
import { clock } from '../lib/clock';
import { SessionCache, withCache } from './session-cache';

export interface SessionUser {
  accountId: number;
  loginId: string;
  role: Role;
  email: string;
}

declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    signedInAt: number;
    lastSeenAt: number;
    remember: boolean;
  }
}

export const SESSION_COOKIE = 'sms.sid';

// lastSeenAt is written at most this often, so reading pages does not write to the database.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function sessionMiddleware(config: Config, pool: pg.Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy !== false,
    store: withCache(new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      // Expired rows are removed by the store's own prune timer; touch is off (see above).
      disableTouch: true,
      ttl: Math.ceil(Math.max(config.sessionAbsoluteMs, config.rememberMeMs) / 1000),
      pruneSessionInterval: config.env === 'test' ? false : 15 * 60,
    }), new SessionCache(config.sessionCacheMs)),
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
