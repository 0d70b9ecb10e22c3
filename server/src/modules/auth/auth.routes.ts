import { LoginInput, type LoginStatus } from '@contracts/auth';
import { HOME_PATH, USER_TYPE_CODE } from '@contracts/enums';
import type { Config } from '../../config';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { SESSION_COOKIE, type SessionUser, sessionState, startSession } from '../../http/session';
import { authService } from './auth.service';
import { loginThrottles } from './login-throttle';

/** The spec's status fields, plus the role and name the signed-in shell shows. */
function signedInStatus(user: SessionUser): LoginStatus {
  return {
    isLoggedIn: true,
    user_id: user.loginId,
    user_type: USER_TYPE_CODE[user.role],
    redirect: HOME_PATH[user.role],
    email: user.email,
    role: user.role,
    ...(user.name ? { name: user.name } : {}),
  };
}

export const authRoutes = (config: Config) => [
  route({
    method: 'post',
    path: '/login',
    roles: 'public',
    body: LoginInput,
    before: loginThrottles(config),
    handler: async ({ body, req }) => {
      const signedIn = await authService.authenticate(body.roll_no, body.password, clientAddress(req));
      // Not started: the account's sessions were ended (password changed) since the check.
      if (!signedIn || !(await startSession(req, signedIn.user, signedIn.generation, body.remember === true, config))) {
        throw new AppError(401, 'Invalid User ID or password.');
      }
      // The spec's answer plus what the status call would say, so the client needs no status call.
      return { message: 'Login successful', ...signedInStatus(signedIn.user) };
    },
  }),

  route({
    method: 'get',
    path: '/login/status',
    roles: 'public',
    handler: ({ req }) => {
      if (sessionState(req, config) !== 'active') return { isLoggedIn: false };
      return signedInStatus(req.session.user!);
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
