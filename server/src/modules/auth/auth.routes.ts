import type { Request } from 'express';
import { LoginInput } from '@contracts/auth';
import { HOME_PATH, USER_TYPE_CODE } from '@contracts/enums';
import type { Config } from '../../config';
import { clock } from '../../lib/clock';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { SESSION_COOKIE, type SessionUser, sessionState } from '../../http/session';
import { authService } from './auth.service';
import { loginThrottle } from './login-throttle';

function startSession(req: Request, user: SessionUser, remember: boolean, config: Config): Promise<void> {
  // A fresh id at sign-in: whatever id the browser had before stops working.
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      const now = clock.now();
      req.session.user = user;
      req.session.signedInAt = now;
      req.session.lastSeenAt = now;
      req.session.remember = remember;
      // Remember me: a persistent cookie. Otherwise the default: a cookie that ends with the browser.
      if (remember) req.session.cookie.maxAge = config.rememberMeMs;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

export const authRoutes = (config: Config) => [
  route({
    method: 'post',
    path: '/login',
    roles: 'public',
    body: LoginInput,
    before: [loginThrottle(config)],
    handler: async ({ body, req }) => {
      const user = await authService.authenticate(body.roll_no, body.password);
      if (!user) throw new AppError(401, 'Invalid User ID or password.');
      await startSession(req, user, body.remember === true, config);
      return { message: 'Login successful' };
    },
  }),

  route({
    method: 'get',
    path: '/login/status',
    roles: 'public',
    handler: ({ req }) => {
      if (sessionState(req, config) !== 'active') return { isLoggedIn: false };
      const user = req.session.user!;
      return {
        isLoggedIn: true,
        user_id: user.loginId,
        user_type: USER_TYPE_CODE[user.role],
        redirect: HOME_PATH[user.role],
        email: user.email,
      };
    },
  }),

  route({
    method: 'post',
    path: '/admin/logout',
    roles: 'public',
    handler: async ({ req, res }) => {
      if (req.session) {
        await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
      }
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
      return { message: 'Logged out successfully' };
    },
  }),
];
