import type { AdminInput, AdminUpdate } from '@contracts/admins';
import type { ListParams } from '@contracts/list';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import { accountsRepo, sessionsRepo } from '../auth/accounts.repo';
import type { PasswordHashing } from '../auth/passwords';
import { assertEmailFree } from '../people/email-guard';
import type { LoginContacts } from '../account/login-accounts';
import { adminsRepo } from './admins.repo';
import { msg } from '@contracts/i18n/packed-text';

/** Who is asking: their account and their own session, which a password change keeps. */
export interface Actor {
  accountId: number;
  sessionId: string;
}

export const CANNOT_DELETE_SELF = msg('admins.deleteSelf');
export const LAST_ADMIN = msg('admins.last');

const adminLoginId = (n: number) => `ADMIN${String(n).padStart(2, '0')}`;

async function freeLoginId(): Promise<string> {
  // The series skips IDs already taken (the first admin's configured ID, for one).
  for (;;) {
    const id = adminLoginId(await adminsRepo.nextNumber());
    if (!(await accountsRepo.findByLoginId(id))) return id;
  }
}

export const adminsService = {
  list: (params: ListParams) => adminsRepo.list(params),

  /** Creates the admin and their login at once: they can sign in straight away. */
  async create(input: AdminInput, passwords: PasswordHashing): Promise<string> {
    const passwordHash = await passwords.hash(input.password);
    return transaction(async () => {
      await assertEmailFree(input.email);
      const loginId = await freeLoginId();
      const account = await accountsRepo.insert({
        loginId,
        role: 'admin',
        email: input.email,
        mobile: input.mobile_no,
        passwordHash,
      });
      await adminsRepo.insert({ accountId: account.id, name: input.name, email: input.email, mobile: input.mobile_no });
      return account.login_id;
    });
  },

  /** A blank password keeps the old one; a new one ends the admin's other sessions. */
  async update(input: AdminUpdate, actor: Actor, passwords: PasswordHashing, contacts: LoginContacts): Promise<void> {
    const passwordHash = input.password ? await passwords.hash(input.password) : null;
    await transaction(async () => {
      const admin = await adminsRepo.findByLoginId(input.user_id);
      if (!admin) throw notFound('record.admin');
      await assertEmailFree(input.email, { id: admin.user_id, kinds: ['account'] });
      await adminsRepo.update(admin.account_id, { name: input.name, email: input.email, mobile: input.mobile_no });
      await contacts.syncContact(admin.user_id, admin, { email: input.email, mobile: input.mobile_no });
      if (passwordHash) {
        await accountsRepo.setPassword(admin.account_id, passwordHash);
        await sessionsRepo.endForAccount(
          admin.account_id,
          admin.account_id === actor.accountId ? actor.sessionId : undefined,
        );
      }
    });
  },

  async remove(userId: string, actor: Actor): Promise<void> {
    await transaction(async () => {
      await adminsRepo.lockAll();
      const admin = await adminsRepo.findByLoginId(userId);
      if (!admin) throw notFound('record.admin');
      if (admin.account_id === actor.accountId) throw new AppError(409, CANNOT_DELETE_SELF);
      if ((await adminsRepo.count())!.n <= 1) throw new AppError(409, LAST_ADMIN);
      // The admins row goes with its account (ON DELETE CASCADE).
      await accountsRepo.deleteByLoginId(admin.user_id);
      await sessionsRepo.endForAccount(admin.account_id);
    });
  },
};
