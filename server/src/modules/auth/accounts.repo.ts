import type { Role } from '@contracts/enums';
import type { Language } from '@contracts/i18n/languages';
import { afterCommit, getPool, query, queryOne } from '../../db/pool';
import { sessionChangesOf } from '../../db/session-changes';

export interface AccountRow {
  id: number;
  login_id: string;
  role: Role;
  /** A guardian reached by SMS alone has none. */
  email: string | null;
  mobile: string | null;
  password_hash: string;
  /** Bumped whenever every session of the account must end. */
  session_generation: number;
  language: Language;
}

const COLUMNS = 'id, login_id, role, email, mobile, password_hash, session_generation, language';

export const accountsRepo = {
  findByLoginId(loginId: string): Promise<AccountRow | undefined> {
    return queryOne<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(login_id) = lower($1)`, [loginId]);
  },

  /**
   * The account for a sign-in, with the person's name for the signed-in shell (each lookup is
   * one unique-index probe): a withdrawn student's login exists but may not sign in.
   */
  findForSignIn(loginId: string): Promise<(AccountRow & { name: string | null }) | undefined> {
    return queryOne<AccountRow & { name: string | null }>(
      `SELECT ${COLUMNS}, COALESCE(
         (SELECT name FROM admins WHERE account_id = a.id),
         (SELECT name FROM teachers WHERE lower(teacher_id) = lower(a.login_id)),
         (SELECT name FROM students WHERE lower(student_id) = lower(a.login_id)),
         (SELECT name FROM guardians WHERE lower(guardian_id) = lower(a.login_id))) AS name
       FROM accounts a WHERE lower(login_id) = lower($1)
       AND NOT EXISTS (SELECT 1 FROM students s WHERE s.student_id = a.login_id AND s.status = 'withdrawn')`,
      [loginId],
    );
  },

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return queryOne<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE lower(email) = lower($1)`, [email]);
  },

  async insert(a: {
    loginId: string;
    role: Role;
    email: string | null;
    mobile: string | null;
    passwordHash: string;
    language?: Language;
  }): Promise<AccountRow> {
    const row = await queryOne<AccountRow>(
      `INSERT INTO accounts (login_id, role, email, mobile, password_hash, language) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${COLUMNS}`,
      [a.loginId, a.role, a.email, a.mobile, a.passwordHash, a.language ?? 'en'],
    );
    return row!;
  },

  async setPassword(accountId: number, passwordHash: string): Promise<void> {
    await query('UPDATE accounts SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
      accountId,
      passwordHash,
    ]);
  },

  async setLanguage(accountId: number, language: Language): Promise<void> {
    await query('UPDATE accounts SET language = $2 WHERE id = $1', [accountId, language]);
  },

  /** The language of the account with this login ID, if there is one (for mails to it). */
  async languageOf(loginId: string): Promise<Language | undefined> {
    return (
      await queryOne<{ language: Language }>('SELECT language FROM accounts WHERE lower(login_id) = lower($1)', [
        loginId,
      ])
    )?.language;
  },

  /** The language a student's family reads: the first guardian's login, else the student's own, else English. */
  async familyLanguageOf(studentId: string): Promise<Language> {
    const row = await queryOne<{ language: Language }>(
      `SELECT coalesce(
         (SELECT a.language FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id
            JOIN accounts a ON lower(a.login_id) = lower(g.guardian_id)
          WHERE lower(sg.student_id) = lower($1) ORDER BY sg.position LIMIT 1),
         (SELECT language FROM accounts WHERE lower(login_id) = lower($1)),
         'en') AS language`,
      [studentId],
    );
    return row?.language ?? 'en';
  },

  async setContact(accountId: number, email: string | null, mobile: string | null): Promise<void> {
    await query('UPDATE accounts SET email = $2, mobile = $3 WHERE id = $1', [accountId, email, mobile]);
  },

  async deleteByLoginId(loginId: string): Promise<number | undefined> {
    const row = await queryOne<{ id: number }>('DELETE FROM accounts WHERE lower(login_id) = lower($1) RETURNING id', [
      loginId,
    ]);
    return row?.id;
  },

  count(): Promise<{ n: number } | undefined> {
    return queryOne<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  },
};

export const sessionsRepo = {
  /**
   * THE way an account's sessions end (password change or reset, deletion), except the one
   * given (the caller's own, after changing their own password), which moves to the new
   * generation. Bumping the generation ends every session at once, in every server process and
   * for requests already in flight; deleting the rows tidies up. Call it inside the transaction
   * of the change that causes it. Each server process's session cache hears of it when it commits
   * (migration 023); this one before the change's request answers.
   */
  async endForAccount(accountId: number, exceptSid?: string): Promise<void> {
    await query(
      `WITH bumped AS (
         UPDATE accounts SET session_generation = session_generation + 1 WHERE id = $1 RETURNING session_generation
       ), ended AS (
         DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1 AND ($2::text IS NULL OR sid <> $2)
       )
       UPDATE session SET sess = jsonb_set(sess, '{generation}', to_jsonb((SELECT session_generation FROM bumped)))
       WHERE sid = $2 AND (sess -> 'user' ->> 'accountId')::bigint = $1 AND EXISTS (SELECT 1 FROM bumped)`,
      [accountId, exceptSid ?? null],
    );
    await afterCommit(() => sessionChangesOf(getPool()).caughtUp());
  },
};
