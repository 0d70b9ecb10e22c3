import { accountsRepo, sessionsRepo } from '../auth/accounts.repo';

/**
 * A teacher's or student's login (made when they sign up) follows their record: an edited
 * email is the email sign-up and status know, and a deleted record can no longer sign in.
 */
export const loginAccounts = {
  async syncContact(loginId: string, email: string, mobile: string): Promise<void> {
    const account = await accountsRepo.findByLoginId(loginId);
    if (account) await accountsRepo.setContact(account.id, email, mobile);
  },

  /** Ends every session of the login, if there is one; call inside the changing transaction. */
  async endSessions(loginId: string): Promise<void> {
    const account = await accountsRepo.findByLoginId(loginId);
    if (account) await sessionsRepo.endForAccount(account.id);
  },

  /** Deletes the login and ends all its sessions; call inside the deleting transaction. True if there was one. */
  async remove(loginId: string): Promise<boolean> {
    const accountId = await accountsRepo.deleteByLoginId(loginId);
    if (accountId === undefined) return false;
    await sessionsRepo.endForAccount(accountId);
    return true;
  },
};
