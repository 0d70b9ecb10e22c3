import { readAtBegin, type ReadAtBegin } from '../db/pool';
import type { SessionUser } from '../core/request-context';
import { makeFamilyPolicy } from '../policies/family';
import { makeTeachingPolicy } from '../policies/teaching-policy';
import { guardiansRepo } from './guardians/guardians.repo';
import { classLabel } from './setup/class-label';
import { type TeacherTeaching, teachingAtBegin, teachingRepo } from './teaching/teaching.repo';

// The policies, handed the data they rule over. The rules stay pure (policies/); what they
// read is loaded here, and every module's service calls them the same way.

export const familyPolicy = makeFamilyPolicy(guardiansRepo);

export const teachingPolicy = makeTeachingPolicy({
  // A teacher's write began its transaction with this read (see readsAtBegin): no round trip of its own.
  teachingOf: async (teacherId) =>
    (readAtBegin<TeacherTeaching>('teaching') ?? [await teachingRepo.ofTeacher(teacherId)])[0],
  classLabel,
});

/** What a teacher's write reads with the BEGIN of each of its transactions: their teaching. */
export const readsAtBegin = (user: SessionUser): ReadAtBegin[] =>
  user.role === 'teacher' ? [teachingAtBegin(user.loginId)] : [];
