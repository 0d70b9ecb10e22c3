import { randomUUID } from 'node:crypto';
import type { Role } from '@contracts/enums';
import type { TeachingInput } from '@contracts/teaching';
import { query, queryOne } from '../src/db/pool';
import { accountsRepo } from '../src/modules/auth/accounts.repo';
import { hashPassword } from '../src/modules/auth/passwords';
import { adminsRepo } from '../src/modules/admins/admins.repo';
import { teachingRepo } from '../src/modules/teaching/teaching.repo';
import type { TestContext } from './test-app';
import { agent } from './test-app';

export const PASSWORD = 'correct-horse-9';

const unique = () => randomUUID().slice(0, 8);
export const uniqueEmail = (prefix = 'user') => `${prefix}.${unique()}@example.org`;

export async function makeTeacher(over: Partial<Record<string, unknown>> = {}): Promise<{ teacher_id: string; email: string }> {
  const row = await queryOne<{ teacher_id: string; email: string }>(
    `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING teacher_id, email`,
    [over.name ?? 'Asha Rao', over.email ?? uniqueEmail('teacher'), '9876543210', '2020-06-01', over.subject ?? 'Math', over.class ?? 5, 'Female'],
  );
  return row!;
}

export async function makeStudent(over: Partial<Record<string, unknown>> = {}): Promise<{ student_id: string; email: string; auto_id: number }> {
  const row = await queryOne<{ student_id: string; email: string; auto_id: number }>(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING student_id, email, auto_id`,
    [over.name ?? 'Ravi Kumar', '2012-03-04', over.class ?? 5, over.section ?? 'A', 'Male', 'Suresh Kumar', 'Meena Kumar', over.email ?? uniqueEmail('student'), '9123456780', '12 School Road'],
  );
  return row!;
}

/**
 * Gives a teacher every subject in every section. The suites written before teaching existed
 * test other rules with "a teacher"; the teaching rules are tested with teachers given exactly
 * the teaching a test names (signedInTeacher).
 */
async function teachEverything(teacherId: string): Promise<void> {
  await query(
    `INSERT INTO teaching_subjects (teacher_id, class, section, subject)
     SELECT t.id, c, s, subj FROM teachers t, generate_series(1, 10) c, unnest(ARRAY['A', 'B', 'C']) s,
       unnest(ARRAY['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi']) subj
     WHERE t.teacher_id = $1 ON CONFLICT DO NOTHING`,
    [teacherId],
  );
}

/** An account that can sign in; for teachers and students the record is created too. */
export async function makeUser(role: Role, teaching?: TeachingInput): Promise<{ loginId: string; accountId: number; email: string }> {
  const passwordHash = await hashPassword(PASSWORD);
  if (role === 'admin') {
    const email = uniqueEmail('admin');
    const acc = await accountsRepo.insert({ loginId: `ADM${unique()}`.replace(/-/g, ''), role, email, mobile: null, passwordHash });
    await adminsRepo.insert({ accountId: acc.id, name: 'Test Admin', email, mobile: '9000000000' });
    return { loginId: acc.login_id, accountId: acc.id, email };
  }
  const rec = role === 'teacher' ? await makeTeacher() : await makeStudent();
  const loginId = 'teacher_id' in rec ? rec.teacher_id : rec.student_id;
  if (role === 'teacher' && teaching) await teachingRepo.replace((await teachingRepo.lockTeacher(loginId))!, teaching);
  else if (role === 'teacher') await teachEverything(loginId);
  const acc = await accountsRepo.insert({ loginId, role, email: rec.email, mobile: null, passwordHash });
  return { loginId, accountId: acc.id, email: rec.email };
}

/** A supertest agent already signed in as a new user of that role (a teacher: see teachEverything). */
export async function signedIn(ctx: TestContext, role: Role, teaching?: TeachingInput) {
  const user = await makeUser(role, teaching);
  const a = agent(ctx);
  const res = await a.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed for ${role}: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent: a, ...user };
}

/** The cookie of a new signed-in user, to send to another app built with the same config. */
export async function sessionCookie(ctx: TestContext, role: Role): Promise<string> {
  const user = await makeUser(role);
  const res = await agent(ctx).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed for ${role}: ${res.status}`);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

/** A teacher who teaches exactly this, signed in. */
export const signedInTeacher = (ctx: TestContext, teaching: TeachingInput) => signedIn(ctx, 'teacher', teaching);
