import { query, queryOne } from '../../db/pool';

export type TokenPurpose = 'claim' | 'setup' | 'reset';

export interface TokenRow {
  id: number;
  purpose: TokenPurpose;
  login_id: string;
  email: string | null;
  mobile: string | null;
  pending_password_hash: string | null;
  expired: boolean;
  used_at: string | null;
  superseded_at: string | null;
  void_reason: VoidReason | null;
}

/** Why every open token of a login was voided at once (absent: a newer token, or an admin's reset). */
export type VoidReason = 'contact-changed';

export interface NewToken {
  purpose: TokenPurpose;
  hash: Buffer;
  loginId: string;
  ttlMs: number;
  email?: string;
  mobile?: string | null;
  pendingPasswordHash?: string;
}

export const tokensRepo = {
  /** Serialises the issuing and redeeming of one login's tokens until the transaction ends. */
  async lockLogin(loginId: string): Promise<void> {
    await query(`SELECT pg_advisory_xact_lock(hashtext('account-token'), hashtext(lower($1)))`, [loginId]);
  },

  /** Stores a new token; any open one of the same purpose for the same login stops working. */
  async insert(t: NewToken): Promise<void> {
    await query(
      `UPDATE account_tokens SET superseded_at = now(), pending_password_hash = NULL
       WHERE lower(login_id) = lower($1) AND purpose = $2 AND used_at IS NULL AND superseded_at IS NULL`,
      [t.loginId, t.purpose],
    );
    await query(
      `INSERT INTO account_tokens (purpose, token_hash, login_id, email, mobile, pending_password_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision / 1000))`,
      [t.purpose, t.hash, t.loginId, t.email ?? null, t.mobile ?? null, t.pendingPasswordHash ?? null, t.ttlMs],
    );
  },

  /**
   * One new token each for many logins of one purpose (a class's letters), each replacing that
   * login's open one: as insert() for each, in three statements rather than three per login.
   * The logins are locked in one order, so two printings that share people wait, never deadlock.
   */
  async insertMany(purpose: TokenPurpose, tokens: { loginId: string; hash: Buffer }[], ttlMs: number): Promise<void> {
    const ids = tokens.map((t) => t.loginId);
    await query(
      `SELECT pg_advisory_xact_lock(hashtext('account-token'), hashtext(id))
       FROM (SELECT DISTINCT lower(x) AS id FROM unnest($1::text[]) AS x) l ORDER BY id`,
      [ids],
    );
    await query(
      `UPDATE account_tokens SET superseded_at = now(), pending_password_hash = NULL
       WHERE lower(login_id) = ANY(SELECT lower(x) FROM unnest($1::text[]) AS x) AND purpose = $2
         AND used_at IS NULL AND superseded_at IS NULL`,
      [ids, purpose],
    );
    await query(
      `INSERT INTO account_tokens (purpose, token_hash, login_id, expires_at)
       SELECT $1, h, id, now() + make_interval(secs => $4::double precision / 1000)
       FROM unnest($2::text[], $3::bytea[]) AS t (id, h)`,
      [purpose, ids, tokens.map((t) => t.hash), ttlMs],
    );
  },

  /** The token with this hash, locked until the transaction ends (two redeemers queue up). */
  findForUpdate(hash: Buffer): Promise<TokenRow | undefined> {
    return queryOne<TokenRow>(
      `SELECT id, purpose, login_id, email, mobile, pending_password_hash, expires_at <= now() AS expired, used_at, superseded_at, void_reason
       FROM account_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hash],
    );
  },

  /** Single use: the pending password goes with it. */
  async markUsed(id: number): Promise<void> {
    await query('UPDATE account_tokens SET used_at = now(), pending_password_hash = NULL WHERE id = $1', [id]);
  },

  /** Every open token of a login stops working (an admin reset the login, or its contact changed). */
  async supersedeAll(loginId: string, reason?: VoidReason): Promise<void> {
    await query(
      `UPDATE account_tokens SET superseded_at = now(), pending_password_hash = NULL, void_reason = $2
       WHERE lower(login_id) = lower($1) AND used_at IS NULL AND superseded_at IS NULL`,
      [loginId, reason ?? null],
    );
  },
};
