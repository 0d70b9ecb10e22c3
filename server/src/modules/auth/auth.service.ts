import type { SessionUser } from '../../core/request-context';
import { accountsRepo } from './accounts.repo';
import type { PasswordHashing } from './passwords';

export const authService = {
  /**
   * The user for a correct ID and password, with the session generation read alongside the
   * hash; null for anything else, whichever it was.
   */
  async authenticate(
    loginId: string,
    password: string,
    address: string,
    passwords: PasswordHashing,
  ): Promise<{ user: SessionUser; generation: number } | null> {
    const account = await accountsRepo.findForSignIn(loginId);
    const ok = await passwords.verify(password, account?.password_hash, address);
    if (!account || !ok) return null;
    return {
      user: {
        accountId: account.id,
        loginId: account.login_id,
        role: account.role,
        email: account.email ?? undefined,
        name: account.name ?? undefined,
        language: account.language,
      },
      generation: account.session_generation,
    };
  },
};
