import type { SignInLetter } from '@contracts/account';
import { SET_PASSWORD_PATH } from '@contracts/account-paths';
import { transaction } from '../../db/pool';
import { notFound } from '../../core/errors';
import { loginAccounts } from '../account/login-accounts';
import { peopleRepo } from '../people/people.repo';
import { issueToken } from './account-tokens';
import type { LinkConfig } from '../school/school-links';
import { linkTo } from './account-mails';
import { groupedCode } from './letter-code';
import { tokensRepo } from './tokens.repo';

async function person(loginId: string) {
  const p = await peopleRepo.findPerson(loginId);
  if (!p) throw notFound('record.person');
  return p;
}

/** What an admin does for a teacher's or student's login from the management screens. */
export const adminLoginsService = {
  /**
   * Takes a login back (a wrongly claimed one, a lost one): the account and every session of it
   * end at once, and every open link or letter for it stops working. The person claims it again.
   */
  resetLogin: (loginId: string): Promise<{ hadLogin: boolean; id: string }> =>
    transaction(async () => {
      const p = await person(loginId);
      await tokensRepo.lockLogin(p.id);
      await tokensRepo.supersedeAll(p.id);
      const hadLogin = await loginAccounts.remove(p.id);
      return { hadLogin, id: p.id };
    }),

  /** A one-time setup code (14 days) to type from paper; only the newest letter works. */
  letter: (loginId: string, config: LinkConfig): Promise<SignInLetter> =>
    transaction(async () => {
      const p = await person(loginId);
      const { token, expiresAt } = await issueToken({ purpose: 'setup', loginId: p.id }, 'code');
      return {
        school_name: config.schoolName,
        id: p.id,
        name: p.name,
        role: p.role,
        link: linkTo(config, SET_PASSWORD_PATH, token),
        code: groupedCode(token),
        expires_at: expiresAt.toISOString(),
      };
    }),
};
