import { accountsRepo } from '../src/modules/auth/accounts.repo';
import { makeStudent, PASSWORD, testPasswords } from './factories';
import { agent, type TestContext } from './test-app';

/** A signed-in student of the given class. */
export async function signedInStudentOf(ctx: TestContext, cls: number) {
  const s = await makeStudent({ class: cls });
  await accountsRepo.insert({
    loginId: s.student_id,
    role: 'student',
    email: s.email,
    mobile: null,
    passwordHash: await testPasswords.hash(PASSWORD),
  });
  const a = agent(ctx);
  const res = await a.post('/api/api/login').send({ roll_no: s.student_id, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { agent: a, studentId: s.student_id };
}
