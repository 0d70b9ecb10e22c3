import { PATHS } from '@contracts/paths';
import type { AccountReady } from '@contracts/account';
import { USER_TYPE_CODE } from '@contracts/enums';
import { transaction } from '../../db/pool';
import { AppError } from '../../core/errors';
import { accountsRepo, sessionsRepo } from '../auth/accounts.repo';
import type { PasswordHashing } from '../auth/passwords';
import { peopleRepo } from '../people/people.repo';
import { issueToken, redeemToken } from './account-tokens';
import { accountMails, type Sending } from './account-mails';
import { smsOnly } from '../../mail/enqueue';
import { tokensRepo } from './tokens.repo';
import { msg } from '@contracts/i18n/packed-text';

export const FORGOT_MESSAGE = msg('account.forgotSent');

const READY: Omit<AccountReady, 'user_type' | 'login_id'> = {
  message: msg('account.passwordSet'),
  redirect: PATHS.signIn,
};

export const passwordResetService = {
  /** Sends a reset link to the account's email, or by SMS to its mobile; the same answer for any ID. */
  async forgot(loginId: string, config: Sending): Promise<void> {
    await transaction(async () => {
      const account = await accountsRepo.findByLoginId(loginId);
      if (!account) return;
      // By SMS, the link carries a short code: shorter to send, and typable from the phone.
      const { token } = await issueToken(
        { purpose: 'reset', loginId: account.login_id },
        smsOnly(account) ? 'code' : 'link',
      );
      await accountMails.resetLink(config, account, account.login_id, token, account.language);
    });
  },

  /**
   * Sets a password from a reset link or a sign-in letter's code, and ends every session of the
   * account. A letter's code also creates the login of someone who never had one.
   */
  async reset(token: string, password: string, passwords: PasswordHashing, address?: string): Promise<AccountReady> {
    const passwordHash = await passwords.hash(password, address);
    return transaction(async () => {
      const t = await redeemToken(token, ['reset', 'setup']);
      const account = await accountsRepo.findByLoginId(t.login_id);
      let role = account?.role;
      if (account) {
        await accountsRepo.setPassword(account.id, passwordHash);
        await sessionsRepo.endForAccount(account.id);
      } else if (t.purpose === 'setup') {
        const person = await peopleRepo.findPerson(t.login_id);
        if (!person) throw new AppError(400, msg('token.recordRemoved'));
        await accountsRepo.insert({
          loginId: person.id,
          role: person.role,
          email: person.email,
          mobile: person.mobile,
          passwordHash,
        });
        role = person.role;
      } else {
        throw new AppError(400, msg('token.accountRemoved'));
      }
      await tokensRepo.markUsed(t.id);
      return { ...READY, user_type: USER_TYPE_CODE[role!], login_id: account?.login_id ?? t.login_id };
    });
  },
};
