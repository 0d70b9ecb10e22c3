import type { Request } from 'express';
import { LanguageInput, LoginInput, type LoginStatus } from '@contracts/auth';
import { HOME_PATH, USER_TYPE_CODE } from '@contracts/enums';
import type { Config } from '../../core/config';
import { clientAddress } from '../../http/client-address';
import { AppError } from '../../core/errors';
import { route, WITH_PARENTS } from '../../http/route';
import { SESSION_COOKIE, sessionState, startSession } from '../../http/session';
import { type SessionUser } from '../../core/request-context';
import { accountsRepo } from './accounts.repo';
import { authService } from './auth.service';
import type { PasswordHashing } from './passwords';
import { loginThrottles } from './login-throttle';
import { msg } from '@contracts/i18n/packed-text';

/** The spec's status fields, plus the role and name the signed-in shell shows and the person's language. */
function signedInStatus(user: SessionUser): LoginStatus {
  return {
    isLoggedIn: true,
    user_id: user.loginId,
    user_type: USER_TYPE_CODE[user.role],
    redirect: HOME_PATH[user.role],
    email: user.email,
    role: user.role,
    ...(user.name ? { name: user.name } : {}),
    language: user.language ?? 'en',
  };
}

/**
 * Checks the password and starts the session, the one way to sign in (the JSON call and the
 * sign-in page's own form post): 401 on a wrong ID or password.
 */
export async function signIn(
  req: Request,
  body: LoginInput,
  config: Config,
  passwords: PasswordHashing,
): Promise<SessionUser> {
  const signedIn = await authService.authenticate(body.roll_no, body.password, clientAddress(req), passwords);
  // Not started: the account's sessions were ended (password changed) since the check.
  if (!signedIn || !(await startSession(req, signedIn.user, signedIn.generation, body.remember === true, config))) {
    throw new AppError(401, msg('error.invalidLogin'));
  }
  // A language chosen on the sign-in screen becomes the account's; otherwise the account's
  // own comes back, so a person signing in on another device reads in their language.
  if (body.language && body.language !== signedIn.user.language) {
    await accountsRepo.setLanguage(signedIn.user.accountId, body.language);
    req.session.user = { ...signedIn.user, language: body.language };
  }
  return req.session.user!;
}

export const authRoutes = (config: Config, passwords: PasswordHashing) => [
  route({
    method: 'post',
    path: '/login',
    roles: 'public',
    body: LoginInput,
    before: loginThrottles(config),
    handler: async ({ body, req }) => {
      await signIn(req, body, config, passwords);
      // The spec's answer plus what the status call would say, so the client needs no status call.
      return { message: msg('auth.loginOk'), ...signedInStatus(req.session.user!) };
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
    method: 'put',
    path: '/me/language',
    roles: WITH_PARENTS,
    body: LanguageInput,
    handler: async ({ body, user, req }) => {
      await accountsRepo.setLanguage(user.accountId, body.language);
      req.session.user = { ...user, language: body.language };
      return { message: msg('language.saved'), language: body.language };
    },
  }),

  // How the school writes dates and digits: every screen and print document formats with these.
  route({
    method: 'get',
    path: '/settings/formats',
    roles: 'public',
    handler: () => ({ date_format: config.dateFormat, digits: config.digits }),
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
      return { message: msg('auth.loggedOut') };
    },
  }),
];
