import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, request, test as base } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN, e2eState } from './state';

// Direct database access for arranging data the screens under test do not create themselves.
export const test = base.extend<{ db: pg.Client }>({
  db: async ({}, use) => {
    const client = new pg.Client({ connectionString: e2eState().databaseUrl });
    await client.connect();
    await use(client);
    await client.end();
  },
});
export { expect };

export const uniqueEmail = (p: string) => `${p}.${randomUUID().slice(0, 8)}@example.org`;

/** A class teacher's section ("8C") and the subjects taught ("Math in 8B") of a teacher. */
export interface E2eTeaching {
  classTeacherOf?: { class: number; section: string };
  subjects: { class: number; section: string; subject: string }[];
}

/**
 * A teacher record. Without `teaching` the teacher teaches every subject in every section, so
 * the flows that are not about teaching need not arrange it; with it, exactly that.
 */
export async function insertTeacher(db: pg.Client, name = 'Asha Rao', teaching?: E2eTeaching) {
  const email = uniqueEmail('teacher');
  const { rows } = await db.query(
    `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
     VALUES ($1, $2, '9876543210', '2021-06-01', 'Math', 5, 'Female') RETURNING id, teacher_id`,
    [name, email],
  );
  const id = rows[0].id as number;
  await db.query('DELETE FROM teaching_subjects WHERE teacher_id = $1', [id]);
  if (teaching) {
    for (const s of teaching.subjects)
      await db.query('INSERT INTO teaching_subjects (teacher_id, class, section, subject) VALUES ($1, $2, $3, $4)', [
        id,
        s.class,
        s.section,
        s.subject,
      ]);
    const home = teaching.classTeacherOf;
    if (home) {
      // A section has one class teacher: this test's teacher takes it over.
      await db.query('DELETE FROM class_teachers WHERE class = $1 AND section = $2', [home.class, home.section]);
      await db.query('INSERT INTO class_teachers (teacher_id, class, section) VALUES ($1, $2, $3)', [
        id,
        home.class,
        home.section,
      ]);
    }
  } else {
    await db.query(
      `INSERT INTO teaching_subjects (teacher_id, class, section, subject)
       SELECT $1, c, s, subj FROM generate_series(1, 10) c, unnest(ARRAY['A', 'B', 'C']) s, unnest(ARRAY['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi']) subj`,
      [id],
    );
  }
  return { id: rows[0].teacher_id as string, email };
}

export async function insertStudent(db: pg.Client, name = 'Ravi Kumar') {
  const email = uniqueEmail('student');
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     VALUES ($1, '2012-03-04', 5, 'A', 'Male', 'Suresh Kumar', 'Meena Kumar', $2, '9123456780', '12 School Road') RETURNING student_id`,
    [name, email],
  );
  return { id: rows[0].student_id as string, email };
}

/**
 * One exam's marks of a class 5 student, written straight to the tables: the exam (found or
 * made), the record with its result, and a row per subject of the exam (the six, in order).
 */
export async function insertMarks(
  db: pg.Client,
  studentId: string,
  exam: string,
  marks: number[],
  result: { obtained: number; percentage: number; grade: string },
) {
  await db.query(
    `WITH e AS (INSERT INTO exams (name, class) VALUES ($2, 5) ON CONFLICT DO NOTHING RETURNING id),
          x AS (SELECT id FROM e UNION ALL SELECT id FROM exams WHERE class = 5 AND lower(name) = lower($2) LIMIT 1)
     INSERT INTO marks (student_id, exam_id, class, section, total_marks, marks_obtained, percentage, grade)
     SELECT $1, x.id, 5, 'A', 600, $3, $4, $5 FROM x`,
    [studentId, exam, result.obtained, result.percentage, result.grade],
  );
  await db.query(
    `INSERT INTO subject_marks (marks_id, exam_id, code, mark)
     SELECT m.marks_id, m.exam_id, u.code, u.mark FROM marks m JOIN exams e ON e.id = m.exam_id,
       unnest('{math,english,physics,chemistry,odia,hindi}'::text[], $3::smallint[]) AS u(code, mark)
     WHERE m.student_id = $1 AND e.class = 5 AND lower(e.name) = lower($2)`,
    [studentId, exam, marks],
  );
}

export async function signIn(page: Page, id: string, password: string) {
  await page.goto('/Signin');
  await page.getByLabel('User ID').fill(id);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
// Per worker (each is a process of its own, running its tests one after the other): a person's
// session as their first sign-in through the form left it, and the page it led to.
const sessions = new Map<string, { state: Session; home: string }>();

/**
 * Signed in as this person on a fresh page, landing where signing in leads. The worker's first
 * call signs in through the form and keeps the session (its cookie and the local storage the form
 * leaves); later calls give the page that session and open the home page, once the server says
 * the session is still live (a test may have logged it out). A page that is not fresh (it has
 * been somewhere or holds a cookie) is signed in through the form, as signIn does. A test about
 * signing in itself uses signIn.
 */
export async function signInOnce(page: Page, id: string, password: string): Promise<void> {
  const context = page.context();
  const fresh = page.url() === 'about:blank' && (await context.cookies()).length === 0;
  const saved = sessions.get(id);
  if (fresh && saved) {
    await context.setStorageState(saved.state);
    const status = (await (await page.request.get('/api/login/status')).json()) as { user_id?: string };
    if (status.user_id?.toLowerCase() === id.toLowerCase()) {
      // As after the form: on the way to the home page, not waiting for it.
      await page.goto(saved.home, { waitUntil: 'commit' });
      return;
    }
    sessions.delete(id);
    await context.setStorageState({ cookies: [], origins: [] });
  }
  await signIn(page, id, password);
  if (!fresh) return;
  await page.waitForURL((url) => url.pathname !== '/Signin');
  sessions.set(id, { state: await context.storageState(), home: new URL(page.url()).pathname });
}

/** The school's admin, signed in (see signInOnce: one sign-in through the form per worker). */
export const signInAsAdmin = (page: Page) => signInOnce(page, E2E_ADMIN.id, E2E_ADMIN.password);

export async function signUp(page: Page, f: { email: string; id: string; password: string; confirm?: string }) {
  await page.goto('/Signup');
  await page.getByLabel('Email').fill(f.email);
  await page.getByLabel('Mobile No').fill('9876543210');
  await page.getByLabel('ID', { exact: true }).fill(f.id);
  await page.getByLabel('Create Password').fill(f.password);
  await page.getByLabel('Confirm Password').fill(f.confirm ?? f.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The newest link the app mailed to an address (read from the outbox: the e2e server has no SMTP_URL). */
export async function mailedLink(email: string, kind: 'claim-link' | 'reset-link'): Promise<string> {
  const db = new pg.Client({ connectionString: e2eState().databaseUrl });
  await db.connect();
  const { rows } = await db
    .query('SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1) AND kind = $2 ORDER BY id DESC LIMIT 1', [
      email,
      kind,
    ])
    .finally(() => db.end());
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec((rows[0]?.body as string | undefined) ?? '');
  if (!link) throw new Error(`no ${kind} mailed to ${email}`);
  return link[0];
}

/**
 * A school-created person's login claimed as the screens would claim it (sign-up, then the mailed
 * link), through the API: for the tests about something else. The claim on the screens is
 * claimLogin's, and auth.spec.ts and identity.spec.ts test it.
 */
export async function claimLoginByApi(f: { email: string; id: string; password: string }): Promise<void> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const signUp = await api.post('/api/api/admin/signup', {
      data: { email: f.email, mobile_no: '9876543210', roll_no: f.id, password: f.password },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const token = new URL(await mailedLink(f.email, 'claim-link')).searchParams.get('token');
    const confirm = await api.post('/api/account/confirm', { data: { token } });
    expect(confirm.ok(), await confirm.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** A teacher, student or parent claims their login on the screens: SIGN UP, then the mailed link, back on LOGIN. */
export async function claimLogin(
  page: Page,
  f: { email: string; id: string; password: string },
  role?: 'Teacher' | 'Student' | 'Parent',
) {
  await signUp(page, f);
  await expect(page.getByText(/we have sent a link to that email/)).toBeVisible();
  await page.goto(await mailedLink(f.email, 'claim-link'));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page).toHaveURL(/\/Signin$/);
  if (role) await expect(page.getByText(`Registered as: ${role}`)).toBeVisible();
}
