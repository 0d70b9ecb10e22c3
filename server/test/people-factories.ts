import { randomUUID } from 'node:crypto';
import { query, transaction } from '../src/db/pool';
import { uniqueEmail } from './factories';

// Valid request bodies for the admin, teacher and student endpoints; override what a test varies.

export const teacherBody = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Das',
  email: uniqueEmail('teacher'),
  mobile: '9876501234',
  joining_date: '2021-07-01',
  subject: 'Physics',
  class: 8,
  gender: 'Female',
  ...over,
});

export const studentBody = (over: Record<string, unknown> = {}) => ({
  name: 'Arjun Patel',
  dob: '2011-09-15',
  class: 6,
  section: 'B',
  gender: 'Male',
  father_name: 'Raj Patel',
  mother_name: 'Sita Patel',
  email: uniqueEmail('student'),
  mobile: '9123450000',
  address: '4 Temple Street, Cuttack',
  ...over,
});

export const adminBody = (over: Record<string, unknown> = {}) => ({
  name: 'Second Admin',
  email: uniqueEmail('admin'),
  mobile_no: '9000012345',
  password: 'admin-password-2',
  ...over,
});

/** How many sessions an account has open right now. */
export async function sessionCount(accountId: number): Promise<number> {
  const rows = await query(`SELECT sid FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1`, [accountId]);
  return rows.length;
}

/**
 * Runs fn in a transaction that is always rolled back, and returns what fn returned. With a
 * REPEATABLE READ snapshot inside, tests can arrange "the whole school" without other test
 * files, which share the database, seeing it or disturbing it.
 */
export async function rolledBack<T>(fn: () => Promise<T>): Promise<T> {
  const marker = new Error('rolled back');
  let result: T | undefined;
  await transaction(async () => {
    result = await fn();
    throw marker;
  }).catch((err: unknown) => {
    if (err !== marker) throw err;
  });
  return result as T;
}

/** `count` active students in class 3 A sharing a name tag of their own, written in one statement. */
export async function taggedStudents(count: number): Promise<string> {
  const tag = `Bulk${randomUUID().slice(0, 8)}`;
  await query(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     SELECT $1 || ' ' || lpad(n::text, 5, '0'), DATE '2012-01-01', 3, 'A', 'Female', 'F', 'M', lower($1) || '.' || n || '@example.org', '9123456780', '=1+2;x'
     FROM generate_series(1, $2) AS n`,
    [tag, count],
  );
  return tag;
}
