import { query } from '../../db/pool';

export type EmailHolderKind = 'teacher' | 'student' | 'account';

export interface EmailHolder {
  kind: EmailHolderKind;
  /** teacher_id, student_id or the account's login_id. */
  id: string;
}

export const peopleRepo = {
  /** Every teacher, student and login account that uses this email (case-insensitive). */
  emailHolders(email: string): Promise<EmailHolder[]> {
    return query<EmailHolder>(
      `SELECT 'teacher' AS kind, teacher_id AS id FROM teachers WHERE lower(email) = lower($1)
       UNION ALL SELECT 'student', student_id FROM students WHERE lower(email) = lower($1)
       UNION ALL SELECT 'account', login_id FROM accounts WHERE lower(email) = lower($1)`,
      [email],
    );
  },

  /** Serialises writers of the same email until the transaction ends (tables have separate unique indexes). */
  async lockEmail(email: string): Promise<void> {
    await query(`SELECT pg_advisory_xact_lock(hashtext('person-email'), hashtext(lower($1)))`, [email]);
  },
};
