import { AppError } from '../../core/errors';
import { type EmailHolderKind, peopleRepo } from './people.repo';
import { msg } from '@contracts/i18n/packed-text';

export const EMAIL_IN_USE = msg('people.emailInUse');

/**
 * One email belongs to one person across teachers, students and admins: sign-up matches a
 * record by its email, and login accounts keep emails unique. Call inside the writing
 * transaction; `self` names the record being edited (and its own login account).
 */
export async function assertEmailFree(email: string, self?: { id: string; kinds: EmailHolderKind[] }): Promise<void> {
  await peopleRepo.lockEmail(email);
  const holders = await peopleRepo.emailHolders(email);
  const others = holders.filter(
    (h) => !(self && self.kinds.includes(h.kind) && h.id.toLowerCase() === self.id.toLowerCase()),
  );
  if (others.length) throw new AppError(409, EMAIL_IN_USE, { fields: { email: EMAIL_IN_USE } });
}
