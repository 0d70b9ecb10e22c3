import type pg from 'pg';
import { insertStudent, uniqueEmail } from './fixtures';
import { teacherApi } from './portal';

export const FAMILY_PASSWORD = 'family-pass-1';

/**
 * A child in class 5A with one fee paid, and a guardian who has claimed a parent login (through
 * the API, as the mailed link would). `api` is the guardian's signed-in API context.
 */
export async function familyWithLogin(db: pg.Client, baseURL: string, childName = 'Lipsa Das') {
  const child = await insertStudent(db, childName);
  await db.query(
    `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no)
     VALUES ($1, $2, 5, 1500, 'Cash', CURRENT_DATE, padded_code('R', nextval('fee_receipt_seq'), 6))`,
    [child.id, childName],
  );
  const email = uniqueEmail('guardian');
  const g = await db.query(
    `INSERT INTO guardians (name, email, mobile, notify) VALUES ('Bijay Das', $1, $2, true) RETURNING id, guardian_id`,
    [email, `8${Date.now() % 1e9}`.padEnd(10, '0')],
  );
  await db.query(`INSERT INTO student_guardians (student_id, guardian_id, relation) VALUES ($1, $2, 'father')`, [
    child.id,
    g.rows[0].id,
  ]);
  const id = g.rows[0].guardian_id as string;
  await (await teacherApi(baseURL, { id, email }, FAMILY_PASSWORD)).dispose();
  return { id, email, child };
}

/** The language an account keeps on the server (its answers and mails follow it). */
export async function accountLanguage(db: pg.Client, loginId: string): Promise<string | undefined> {
  const { rows } = await db.query('SELECT language FROM accounts WHERE lower(login_id) = lower($1)', [loginId]);
  return rows[0]?.language as string | undefined;
}
