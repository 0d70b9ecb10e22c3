import { ConfirmInput, ForgotInput, LoginIdParams, ResetInput } from '@contracts/account';
import { SignupInput } from '@contracts/auth';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import type { Outbox } from '../../mail/enqueue';
import type { PasswordHashing } from '../auth/passwords';
import { accountThrottle } from './account-throttle';
import { adminLoginsService } from './admin-logins.service';
import { requestLanguage } from '../../i18n/answer-language';
import { claimService, SIGNUP_MESSAGE, SIGNUP_SMS_MESSAGE } from './claim.service';
import { FORGOT_MESSAGE, passwordResetService } from './password-reset.service';
import { clientAddress } from '../../http/client-address';
import { msg } from '@contracts/i18n/packed-text';
import { schoolLinks } from '../school/school-links';

/** Claiming a login, confirming it, forgetting and resetting a password; and the admin's side. */
export const accountRoutes = (config: Config, passwords: PasswordHashing, outbox: Outbox) => {
  // Whom a message is from and where its links lead (the school's own address once chosen).
  const sending = async () => ({ ...(await schoolLinks(config)), outbox });
  return [
    route({
      method: 'post',
      path: '/admin/signup',
      roles: 'public',
      body: SignupInput,
      before: accountThrottle(config, 'sign-up', 'roll_no'),
      status: 202,
      handler: async ({ body, req }) => {
        await claimService.signup(body, await sending(), passwords, clientAddress(req), requestLanguage(req));
        // Chosen by what was typed, not by what the school has: it tells nobody which IDs exist.
        return { message: body.email ? SIGNUP_MESSAGE : SIGNUP_SMS_MESSAGE };
      },
    }),

    route({
      method: 'post',
      path: '/account/confirm',
      roles: 'public',
      body: ConfirmInput,
      before: accountThrottle(config, 'confirm', 'token'),
      handler: ({ body, req }) => claimService.confirm(body.token, requestLanguage(req)),
    }),

    route({
      method: 'post',
      path: '/account/forgot',
      roles: 'public',
      body: ForgotInput,
      before: accountThrottle(config, 'password reset', 'roll_no'),
      status: 202,
      handler: async ({ body }) => {
        await passwordResetService.forgot(body.roll_no, await sending());
        return { message: FORGOT_MESSAGE };
      },
    }),

    route({
      method: 'post',
      path: '/account/reset',
      roles: 'public',
      body: ResetInput,
      before: accountThrottle(config, 'set-password', 'token'),
      handler: ({ body, req }) => passwordResetService.reset(body.token, body.password, passwords, clientAddress(req)),
    }),

    route({
      method: 'post',
      path: '/admin/logins/:login_id/reset',
      roles: ['admin'],
      params: LoginIdParams,
      handler: async ({ params }) => {
        const { hadLogin, id } = await adminLoginsService.resetLogin(params.login_id);
        return { message: msg(hadLogin ? 'logins.resetDone' : 'logins.resetNoLogin', { id }) };
      },
    }),

    route({
      method: 'post',
      path: '/admin/logins/:login_id/letter',
      roles: ['admin'],
      params: LoginIdParams,
      status: 201,
      handler: async ({ params }) => adminLoginsService.letter(params.login_id, await schoolLinks(config)),
    }),
  ];
};
