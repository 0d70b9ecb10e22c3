import type { SignupInput } from '@contracts/auth';
import type { Role } from '@contracts/enums';
import { transaction } from '../../db/pool';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { studentsRepo } from '../students/students.repo';
import { teachersRepo } from '../teachers/teachers.repo';
import { accountsRepo } from './accounts.repo';
import { hashPassword, verifyPassword } from './passwords';

async function findClaimable(id: string): Promise<{ role: Role; loginId: string; email: string } | null> {
  const teacher = await teachersRepo.findIdentity(id);
  if (teacher) return { role: 'teacher', loginId: teacher.teacher_id, email: teacher.email };
  const student = await studentsRepo.findIdentity(id);
  if (student) return { role: 'student', loginId: student.student_id, email: student.email };
  return null;
}

export const authService = {
  /** A teacher or student claims the login for the ID the school office gave them. */
  async signup(input: SignupInput): Promise<Role> {
    const record = await findClaimable(input.roll_no);
    if (!record) throw new AppError(404, 'No teacher or student has this ID. Check the ID the school office gave you.');
    if (record.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new AppError(403, 'This email does not match the one the school has on record for this ID.');
    }
    const passwordHash = await hashPassword(input.password);
    return transaction(async () => {
      if (await accountsRepo.findByLoginId(record.loginId)) {
        throw new AppError(409, 'This ID is already registered. Please sign in instead.');
      }
      await accountsRepo.insert({ loginId: record.loginId, role: record.role, email: record.email, mobile: input.mobile_no, passwordHash });
      return record.role;
    });
  },

  /**
   * The user for a correct ID and password, with the session generation read alongside the
   * hash; null for anything else, whichever it was.
   */
  async authenticate(loginId: string, password: string, address: string): Promise<{ user: SessionUser; generation: number } | null> {
    const account = await accountsRepo.findByLoginId(loginId);
    const ok = await verifyPassword(password, account?.password_hash, address);
    if (!account || !ok) return null;
    return { user: { accountId: account.id, loginId: account.login_id, role: account.role, email: account.email }, generation: account.session_generation };
  },
};
