import { randomInt, randomUUID } from 'node:crypto';
import type { Role } from '@contracts/enums';
import type { StoredTeaching, TeachingInput } from '@contracts/teaching';
import { query, queryOne } from '../src/db/pool';
import { accountsRepo } from '../src/modules/auth/accounts.repo';
import { passwordHashing } from '../src/modules/auth/passwords';
import { adminsRepo } from '../src/modules/admins/admins.repo';
import { teachingRepo } from '../src/modules/teaching/teaching.repo';
import type { TestContext } from './test-app';
import { agent } from './test-app';
import { TEST_ENV } from './test-env';

export const PASSWORD = 'correct-horse-9';
// Hashing for the accounts the tests write straight into the database, at the tests' cost
// (TEST_ENV's BCRYPT_COST) and without the app's bounds, which are for sign-in crowds.
export const testPasswords = passwordHashing({
  bcryptCost: Number(TEST_ENV.BCRYPT_COST),
  hashesPerAddress: 1000,
  hashQueueLength: 1000,
});

const unique = () => randomUUID().slice(0, 8);
export const uniqueEmail = (prefix = 'user') => `${prefix}.${unique()}@example.org`;
/** Guardians are matched by mobile too, so each test guardian gets a number of its own. */
// Never ending in 000: the tests' SMSC refuses such a number for good, as one that does not exist.
export const uniqueMobile = () => `9${Array.from({ length: 8 }, () => randomInt(10)).join('')}${randomInt(1, 10)}`;

export async function makeTeacher(
  over: Partial<Record<string, unknown>> = {},
): Promise<{ teacher_id: string; email: string }> {
  const row = await queryOne<{ teacher_id: string; email: string }>(
    `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING teacher_id, email`,
    [
      over.name ?? 'Asha Rao',
      over.email ?? uniqueEmail('teacher'),
      '9876543210',
      '2020-06-01',
      over.subject ?? 'Math',
      over.class ?? 5,
      'Female',
    ],
  );
  return row!;
}

export async function makeStudent(
  over: Partial<Record<string, unknown>> = {},
): Promise<{ student_id: string; email: string; auto_id: number }> {
  const row = await queryOne<{ student_id: string; email: string; auto_id: number }>(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING student_id, email, auto_id`,
    [
      over.name ?? 'Ravi Kumar',
      '2012-03-04',
      over.class ?? 5,
      over.section ?? 'A',
      'Male',
      'Suresh Kumar',
      'Meena Kumar',
      over.email ?? uniqueEmail('student'),
      '9123456780',
      '12 School Road',
    ],
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

/** A guardian linked to these students (as their father unless told otherwise). */
export async function makeGuardian(
  childIds: string[],
  over: { notify?: boolean; relation?: string; email?: string; name?: string } = {},
) {
  const g = (await queryOne<{ id: number; guardian_id: string; email: string; mobile: string }>(
    'INSERT INTO guardians (name, email, mobile, notify) VALUES ($1, $2, $3, $4) RETURNING id, guardian_id, email, mobile',
    [over.name ?? 'Ramesh Kumar', over.email ?? uniqueEmail('parent'), uniqueMobile(), over.notify ?? true],
  ))!;
  for (const id of childIds)
    await queryOne('INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, $3)', [
      id,
      g.id,
      over.relation ?? 'father',
    ]);
  return g;
}

/** A guardian the school knows by a mobile alone (no email), linked to these students. */
export async function makeMobileGuardian(childIds: string[], over: { notify?: boolean } = {}) {
  const g = (await queryOne<{ id: number; guardian_id: string; mobile: string }>(
    'INSERT INTO guardians (name, email, mobile, notify) VALUES ($1, NULL, $2, $3) RETURNING id, guardian_id, mobile',
    ['Sabitri Behera', uniqueMobile(), over.notify ?? true],
  ))!;
  for (const id of childIds)
    await queryOne('INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, $3)', [
      id,
      g.id,
      'mother',
    ]);
  return g;
}

/** An account that can sign in; for teachers and students the record is created too, for a parent a guardian of a new student. */
export async function makeUser(
  role: Role,
  teaching?: TeachingInput,
): Promise<{ loginId: string; accountId: number; email: string }> {
  const passwordHash = await testPasswords.hash(PASSWORD);
  if (role === 'admin') {
    const email = uniqueEmail('admin');
    const acc = await accountsRepo.insert({
      loginId: `ADM${unique()}`.replace(/-/g, ''),
      role,
      email,
      mobile: null,
      passwordHash,
    });
    await adminsRepo.insert({ accountId: acc.id, name: 'Test Admin', email, mobile: '9000000000' });
    return { loginId: acc.login_id, accountId: acc.id, email };
  }
  if (role === 'parent') {
    const g = await makeGuardian([(await makeStudent()).student_id]);
    const acc = await accountsRepo.insert({
      loginId: g.guardian_id,
      role,
      email: g.email,
      mobile: g.mobile,
      passwordHash,
    });
    return { loginId: g.guardian_id, accountId: acc.id, email: g.email };
  }
  const rec = role === 'teacher' ? await makeTeacher() : await makeStudent();
  const loginId = 'teacher_id' in rec ? rec.teacher_id : rec.student_id;
  if (role === 'teacher' && teaching) {
    // A section has one class teacher: a test's teacher takes it over from an earlier test's.
    if (teaching.class_teacher)
      await query('DELETE FROM class_teachers WHERE class = $1 AND section = $2', [
        teaching.class_teacher.class,
        teaching.class_teacher.section,
      ]);
    // Tests name classes 1-10 and sections A-C, which are stored as themselves (the setup's links).
    await teachingRepo.replace((await teachingRepo.lockTeacher(loginId))!, teaching as StoredTeaching);
  } else if (role === 'teacher') await teachEverything(loginId);
  const acc = await accountsRepo.insert({ loginId, role, email: rec.email, mobile: null, passwordHash });
  return { loginId, accountId: acc.id, email: rec.email };
}

/** A supertest agent signed in as an existing login (made with makeLogin). */
export async function signedInAs(ctx: TestContext, loginId: string) {
  const a = agent(ctx);
  const res = await a.post('/api/api/login').send({ roll_no: loginId, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed for ${loginId}: ${res.status} ${JSON.stringify(res.body)}`);
  return a;
}

/** A login with the test password for a guardian, teacher or student record that exists. */
export async function makeLogin(loginId: string, role: Role, email: string): Promise<number> {
  return (
    await accountsRepo.insert({ loginId, role, email, mobile: null, passwordHash: await testPasswords.hash(PASSWORD) })
  ).id;
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
