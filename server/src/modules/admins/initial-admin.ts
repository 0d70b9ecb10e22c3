import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config';
import { transaction } from '../../db/pool';
import { accountsRepo } from '../auth/accounts.repo';
import type { PasswordHashing } from '../auth/passwords';
import { adminsRepo } from './admins.repo';

/**
 * On an empty database, creates the first admin so someone can sign in at all. Returns the
 * generated password when none was configured, for the caller to print once.
 */
export async function ensureInitialAdmin(
  config: Config,
  passwords: PasswordHashing,
): Promise<{ id: string; generatedPassword?: string } | null> {
  const generatedPassword = config.initialAdminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.initialAdminPassword ?? generatedPassword!;
  const passwordHash = await passwords.hash(password);
  return transaction(async () => {
    await adminsRepo.lockFirstAdmin();
    if ((await adminsRepo.count())!.n > 0) return null;
    const email = `${config.initialAdminId.toLowerCase()}@school.invalid`;
    const account = await accountsRepo.insert({
      loginId: config.initialAdminId,
      role: 'admin',
      email,
      mobile: null,
      passwordHash,
    });
    await adminsRepo.insert({ accountId: account.id, name: 'Administrator', email, mobile: '0000000000' });
    return { id: account.login_id, generatedPassword };
  });
}
