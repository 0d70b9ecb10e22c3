import type { Role } from '@contracts/enums';
import { query, queryOne } from '../../db/pool';
import { dropAccountSessions } from '../../http/session-cache';

export interface AccountRow {
  id: number;
  login_id: string;
  role: Role;
  email: string;
  mobile: string | null;
  password_hash: string;
}

export const accountsRepo = {
  findByLoginId(loginId: string): Promise<AccountRow | undefined> {
    return queryOne<AccountRow>('SELECT id, login_id, role, email, mobile, password_hash FROM accounts WHERE lower(login_id) = lower($1)', [loginId]);
  },

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return queryOne<AccountRow>('SELECT id, login_id, role, email, mobile, password_hash FROM accounts WHERE lower(email) = lower($1)', [email]);
  },

  async insert(a: { loginId: string; role: Role; email: string; mobile: string | null; passwordHash: string }): Promise<AccountRow> {
    const row = await queryOne<AccountRow>(
      `INSERT INTO accounts (login_id, role, email, mobile, password_hash) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, login_id, role, email, mobile, password_hash`,
      [a.loginId, a.role, a.email, a.mobile, a.passwordHash],
    );
    return row!;
  },

  async setPassword(accountId: number, passwordHash: string): Promise<void> {
    await query('UPDATE accounts SET password_hash = $2, password_changed_at = now() WHERE id = $1', [accountId, passwordHash]);
  },

  async setContact(accountId: number, email: string, mobile: string | null): Promise<void> {
    await query('UPDATE accounts SET email = $2, mobile = $3 WHERE id = $1', [accountId, email, mobile]);
  },

  async deleteByLoginId(loginId: string): Promise<number | undefined> {
    const row = await queryOne<{ id: number }>('DELETE FROM accounts WHERE lower(login_id) = lower($1) RETURNING id', [loginId]);
    return row?.id;
  },

  count(): Promise<{ n: number } | undefined> {
    return queryOne<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
  },
};

export const sessionsRepo = {
  // Ends every session of an account, except the one given (the caller's own, after a password change).
  async endForAccount(accountId: number, exceptSid?: string): Promise<void> {
    await query(
      `DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1 AND ($2::text IS NULL OR sid <> $2)`,
      [accountId, exceptSid ?? null],
    );
    dropAccountSessions(accountId);
  },
};
