import { OWN_CHILDREN_ONLY } from '@contracts/guardians';
import { AppError } from '../core/errors';
import { type SessionUser, sameLoginId } from '../core/request-context';

/** What the family rules need to know, loaded by whoever builds the policy (the guardians' repo). */
export interface FamilyFacts {
  isChildOf(guardianId: string, studentId: string): Promise<boolean>;
  hasChildInClass(guardianId: string, cls: number): Promise<boolean>;
}

/**
 * Whose student records a signed-in user may read, in one place:
 *   student  their own
 *   parent   their children's (a guardian linked to the student)
 *   staff    any student's
 * Routes still declare their roles first; every service calls this for the record named.
 */
export function makeFamilyPolicy(facts: FamilyFacts) {
  const policy = {
    async mayRead(user: SessionUser, studentId: string): Promise<boolean> {
      if (user.role === 'student') return sameLoginId(user.loginId, studentId);
      if (user.role === 'parent') return facts.isChildOf(user.loginId, studentId);
      return true;
    },

    /** 403 with `message` for a student, or the parents' own sentence, when the record is not theirs. */
    async assertMayRead(user: SessionUser, studentId: string, message: string): Promise<void> {
      if (await policy.mayRead(user, studentId)) return;
      throw new AppError(403, user.role === 'parent' ? OWN_CHILDREN_ONLY : message);
    },

    /** A parent may open the class material (assignments) of a class one of their children is in. */
    async mayReadClass(user: SessionUser, cls: number): Promise<boolean> {
      return user.role !== 'parent' || facts.hasChildInClass(user.loginId, cls);
    },
  };
  return policy;
}

export type FamilyPolicy = ReturnType<typeof makeFamilyPolicy>;
