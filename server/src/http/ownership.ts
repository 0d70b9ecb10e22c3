import { AppError } from './errors';
import type { SessionUser } from './session';

export const sameLoginId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Students reach only their own records; teachers and admins may read any student's. */
export function assertOwnRecord(user: SessionUser, studentId: string, message: string): void {
  if (user.role === 'student' && !sameLoginId(user.loginId, studentId)) throw new AppError(403, message);
}
