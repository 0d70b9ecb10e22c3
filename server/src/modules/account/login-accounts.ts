import type { Config } from '../../core/config';
import type { Outbox } from '../../mail/enqueue';
import { accountMails } from './account-mails';
import { tokensRepo } from './tokens.repo';
import { accountsRepo, sessionsRepo } from '../auth/accounts.repo';

/** The contact of a record (teacher, student, guardian, admin) that a login follows. */
export interface PersonContact {
  email: string | null;
  mobile: string | null;
}

const sameContact = (a: PersonContact, b: PersonContact) =>
  (a.email ?? '').toLowerCase() === (b.email ?? '').toLowerCase() && (a.mobile ?? '') === (b.mobile ?? '');

/** How a record's contact reaches its login, built by compose.ts with the school's name and the outbox. */
export interface LoginContacts {
  syncContact(loginId: string, before: PersonContact, after: PersonContact): Promise<void>;
}

export function loginContacts(config: Pick<Config, 'appUrl' | 'schoolName'>, outbox: Outbox): LoginContacts {
  const sending = { appUrl: config.appUrl, schoolName: config.schoolName, outbox };
  return {
    /**
     * THE way a record's email or mobile reaches its login; every edit of a teacher, student,
     * guardian or admin comes through here, inside its transaction. A changed email or mobile
     * voids every open sign-up link, reset link and printed letter of the login (one sent to the
     * old address must not outlive the correction), and the login's owner is told at the address
     * the login had, in their language.
     */
    async syncContact(loginId: string, before: PersonContact, after: PersonContact): Promise<void> {
      const changed = !sameContact(before, after);
      if (changed) {
        await tokensRepo.lockLogin(loginId);
        await tokensRepo.supersedeAll(loginId, 'contact-changed');
      }
      const account = await accountsRepo.findByLoginId(loginId);
      if (!account) return;
      await accountsRepo.setContact(account.id, after.email, after.mobile);
      if (changed) await accountMails.contactChanged(sending, account, account.login_id, account.language);
    },
  };
}

/**
 * A login (made when someone signs up) follows its record: a deleted record can no longer sign
 * in, and a withdrawn pupil's sessions end (an edited contact follows through LoginContacts).
 */
export const loginAccounts = {
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
