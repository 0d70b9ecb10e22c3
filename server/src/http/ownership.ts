import { familyPolicy } from '../policies/family';
import type { SessionUser } from '../core/request-context';

/** Students reach only their own records, parents their children's; teachers and admins may read any student's. */
export const assertOwnRecord = (user: SessionUser, studentId: string, message: string): Promise<void> =>
  familyPolicy.assertMayRead(user, studentId, message);
