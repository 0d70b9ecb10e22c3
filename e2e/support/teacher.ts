import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { claimLoginByApi, type E2eTeaching, insertTeacher, signIn } from './fixtures';

export const TEACHER_PASSWORD = 'teacher-pass-1';

/** A teacher created by the school, who has claimed the login (claimLoginByApi) and signs in. */
export async function signedInTeacher(page: Page, db: pg.Client, teaching?: E2eTeaching): Promise<{ id: string }> {
  const teacher = await insertTeacher(db, 'Asha Rao', teaching);
  await claimLoginByApi({ email: teacher.email, id: teacher.id, password: TEACHER_PASSWORD });
  await signIn(page, teacher.id, TEACHER_PASSWORD);
  await page.waitForURL(/\/TeacherDashboard$/);
  return { id: teacher.id };
}

export interface ClassStudent {
  id: string;
  name: string;
}

/** `count` students in one class and section, named with a tag so the test finds its own. */
export async function insertClass(db: pg.Client, count: number, cls: number, section: string): Promise<ClassStudent[]> {
  const tag = randomUUID().slice(0, 6);
  const names = Array.from({ length: count }, (_, i) => `Pupil ${tag} ${String(i + 1).padStart(2, '0')}`);
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     SELECT n, '2012-03-04', $2, $3, 'Female', 'Father', 'Mother', 'pupil.' || $4 || '.' || i || '@example.org', '9123456780', 'School Road'
     FROM unnest($1::text[]) WITH ORDINALITY AS u (n, i)
     RETURNING student_id AS id, name`,
    [names, cls, section, tag],
  );
  return (rows as ClassStudent[]).sort((a, b) => a.name.localeCompare(b.name));
}

export async function attendanceOf(
  db: pg.Client,
  students: ClassStudent[],
  date: string,
): Promise<Record<string, string>> {
  const { rows } = await db.query(
    'SELECT student_id, status FROM attendance WHERE student_id = ANY($1) AND attendance_date = $2',
    [students.map((s) => s.id), date],
  );
  return Object.fromEntries(rows.map((r: { student_id: string; status: string }) => [r.student_id, r.status]));
}
