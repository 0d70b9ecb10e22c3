import pg from 'pg';
import type { AcademicYear } from '@contracts/years';
import { expect, uniqueEmail } from './fixtures';
import { adminApi } from './portal';
import { e2eState } from './state';

// Fee structures belong to the current school year. The browser tests' database has none: the
// fee files (the "own year" project, one at a time) make a past year current through the Years
// screen's API, as a year holding today would take the exams other tests enter marks for into it.

const YEAR = { name: 'E2E Fees 2024-25', starts_on: '2024-04-01', ends_on: '2025-03-31' };
const day = (d: string) => d.slice(0, 10);

/** The current school year's first and last days, and whether it has ended. */
export async function yearDays(baseURL: string) {
  const admin = await adminApi(baseURL);
  try {
    const years = (await (await admin.get('/api/years')).json()) as AcademicYear[];
    let current = years.find((y) => y.is_current);
    if (!current) {
      // Made current again for a file that runs after another's forgetFeeYear (or a worker started afresh).
      const ours = years.find((y) => y.name === YEAR.name);
      const data = { ...YEAR, current: true };
      const res = ours
        ? await admin.put(`/api/admin/years/${ours.id}`, { data })
        : await admin.post('/api/admin/years', { data });
      expect(res.ok(), await res.text()).toBe(true);
      current = ((await res.json()) as { year: AcademicYear }).year;
    }
    const [first, last] = [day(current.starts_on), day(current.ends_on)];
    return { first, last, ended: last < new Date().toISOString().slice(0, 10) };
  } finally {
    await admin.dispose();
  }
}

/** A date as the screens show it (DD/MM/YYYY). */
export const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * For a fee file's afterAll: the other browser tests run with no current year (their exams and fee
 * lists read every date). The app has no "no current year" to switch to (a school always has one),
 * so this one step is the database's.
 */
export async function forgetFeeYear(): Promise<void> {
  const db = new pg.Client({ connectionString: e2eState().databaseUrl });
  await db.connect();
  await db.query('UPDATE academic_years SET is_current = false WHERE name = $1', [YEAR.name]);
  await db.end();
}

/** A pupil of `cls` on the roll since `since` (so charged the whole year, not from joining). */
export async function feePupil(db: pg.Client, name: string, cls: number, section: string, since: string) {
  const email = uniqueEmail('pupil');
  const { rows } = await db.query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address, created_at)
     VALUES ($1, '2019-03-04', $2, $3, 'Female', 'F', 'M', $4, '9123456780', 'Road', $5) RETURNING student_id`,
    [name, cls, section, email, since],
  );
  return { id: rows[0].student_id as string, email };
}

/** Tuition of `amount` in two halves, due on the year's first and last days: what the office types on the screen. */
export const twoHalves = (cls: number, days: { first: string; last: string }, amount: number) => ({
  class: cls,
  heads: [
    {
      head: 'Tuition',
      amount: amount.toFixed(2),
      instalments: [
        { due_date: days.first, amount: (amount / 2).toFixed(2) },
        { due_date: days.last, amount: (amount / 2).toFixed(2) },
      ],
    },
  ],
});
