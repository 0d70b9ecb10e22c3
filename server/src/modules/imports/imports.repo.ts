import type { ImportKind } from '@contracts/imports';
import { query } from '../../db/pool';
import type { GuardianRow } from '../guardians/guardians.repo';
import type { EmailHolder } from '../people/people.repo';

export const importsRepo = {
  /** Header key -> field, as admins mapped them on earlier imports. */
  async headerMaps(kind: ImportKind): Promise<Map<string, string>> {
    const rows = await query<{ header_key: string; field: string }>(
      'SELECT header_key, field FROM import_header_maps WHERE kind = $1',
      [kind],
    );
    return new Map(rows.map((r) => [r.header_key, r.field]));
  },

  async rememberHeaders(kind: ImportKind, pairs: [string, string][]): Promise<void> {
    if (!pairs.length) return;
    await query(
      `INSERT INTO import_header_maps (kind, header_key, field) SELECT $1, k, f FROM unnest($2::text[], $3::text[]) AS u (k, f)
       ON CONFLICT (kind, header_key) DO UPDATE SET field = EXCLUDED.field`,
      [kind, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
  },

  /** Every teacher, student, guardian and login account using one of these emails (lowercased), with the email. */
  emailHolders(emails: string[]): Promise<(EmailHolder & { email: string })[]> {
    return query(
      `SELECT 'teacher' AS kind, teacher_id AS id, lower(email) AS email FROM teachers WHERE lower(email) = ANY($1::text[])
       UNION ALL SELECT 'student', student_id, lower(email) FROM students WHERE lower(email) = ANY($1::text[])
       UNION ALL SELECT 'guardian', guardian_id, lower(email) FROM guardians WHERE lower(email) = ANY($1::text[])
       UNION ALL SELECT 'account', login_id, lower(email) FROM accounts WHERE lower(email) = ANY($1::text[])`,
      [emails],
    );
  },

  /** The guardians known by one of these emails (lowercased) or mobiles. */
  guardiansByContact(emails: string[], mobiles: string[]): Promise<GuardianRow[]> {
    return query<GuardianRow>(
      'SELECT id, guardian_id, name, email, mobile, notify FROM guardians WHERE lower(email) = ANY($1::text[]) OR mobile = ANY($2::text[])',
      [emails, mobiles],
    );
  },

  /** The records of a table whose ID or email (lowercased) is one of these, with every column. */
  matching<R>(
    table: 'students' | 'teachers',
    idColumn: 'student_id' | 'teacher_id',
    ids: string[],
    emails: string[],
  ): Promise<R[]> {
    return query(
      `SELECT * FROM ${table} WHERE lower(${idColumn}) = ANY($1::text[]) OR lower(email) = ANY($2::text[])`,
      [ids, emails],
    ) as Promise<R[]>;
  },
};
