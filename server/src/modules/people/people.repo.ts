import { query, queryOne } from '../../db/pool';

export type EmailHolderKind = 'teacher' | 'student' | 'guardian' | 'account';

export interface EmailHolder {
  kind: EmailHolderKind;
  /** teacher_id, student_id, guardian_id or the account's login_id. */
  id: string;
}

/** A teacher, student or parent whose login the school created, as claiming and letters need them. */
export interface Person {
  role: 'teacher' | 'student' | 'parent';
  id: string;
  name: string;
  /** A guardian may have a mobile alone. */
  email: string | null;
  mobile: string;
}

export const peopleRepo = {
  /** The teacher, student or guardian with this ID (case-insensitive); admins are not people here. */
  findPerson(id: string): Promise<Person | undefined> {
    return queryOne<Person>(
      `SELECT 'teacher' AS role, teacher_id AS id, name, email, mobile FROM teachers WHERE lower(teacher_id) = lower($1)
       UNION ALL SELECT 'student', student_id, name, email, mobile FROM students WHERE lower(student_id) = lower($1)
       UNION ALL SELECT 'parent', guardian_id, name, email, mobile FROM guardians WHERE lower(guardian_id) = lower($1)
       LIMIT 1`,
      [id],
    );
  },

  /** Every teacher, student and login account that uses this email (case-insensitive). */
  emailHolders(email: string): Promise<EmailHolder[]> {
    return query<EmailHolder>(
      `SELECT 'teacher' AS kind, teacher_id AS id FROM teachers WHERE lower(email) = lower($1)
       UNION ALL SELECT 'student', student_id FROM students WHERE lower(email) = lower($1)
       UNION ALL SELECT 'guardian', guardian_id FROM guardians WHERE lower(email) = lower($1)
       UNION ALL SELECT 'account', login_id FROM accounts WHERE lower(email) = lower($1)`,
      [email],
    );
  },

  /** Serialises writers of the same email until the transaction ends (tables have separate unique indexes). */
  async lockEmail(email: string): Promise<void> {
    await query(`SELECT pg_advisory_xact_lock(hashtext('person-email'), hashtext(lower($1)))`, [email]);
  },
};
