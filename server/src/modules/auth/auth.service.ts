import type { SessionUser } from '../../http/session';
import { accountsRepo } from './accounts.repo';
import { verifyPassword } from './passwords';

export const authService = {
  /** Returns the user for a correct ID and password; null for anything else, whichever it was. */
  async authenticate(loginId: string, password: string): Promise<SessionUser | null> {
    const account = await accountsRepo.findByLoginId(loginId);
    const ok = await verifyPassword(password, account?.password_hash);
    if (!account || !ok) return null;
    return { accountId: account.id, loginId: account.login_id, role: account.role, email: account.email };
  },
};
