import { query, queryOne } from '../db/pool';

/** A write's answer as kept with its key: enough to send it again byte for byte. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** How long a key is answered from what was kept; the periodic prune removes it after. */
export const KEY_LIFETIME = "interval '24 hours'";

/** The prune the session store runs with its own (see PgSessionStore). */
export const PRUNE_EXPIRED_KEYS = `DELETE FROM idempotency_keys WHERE created_at < now() - ${KEY_LIFETIME}`;

export const idempotencyKeysRepo = {
  /**
   * Claims the key for this request inside its transaction: true when it is ours to answer (new,
   * or past its lifetime). A claim by a request still running makes this wait until that one
   * commits (then false: its answer is kept) or rolls back (then true).
   */
  async claim(accountId: number, key: string, fingerprint: string): Promise<boolean> {
    const rows = await query(
      `INSERT INTO idempotency_keys (account_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, created_at = now(), status = NULL, headers = '{}', body = NULL
         WHERE idempotency_keys.created_at < now() - ${KEY_LIFETIME}
       RETURNING 1`,
      [accountId, key, fingerprint],
    );
    return rows.length === 1;
  },

  /** The kept answer of a key claimed and committed by an earlier request. */
  find(accountId: number, key: string): Promise<(KeptAnswer & { fingerprint: string }) | undefined> {
    return queryOne<KeptAnswer & { fingerprint: string }>(
      'SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND status IS NOT NULL',
      [accountId, key],
    );
  },

  async keep(accountId: number, key: string, answer: KeptAnswer): Promise<void> {
    await query('UPDATE idempotency_keys SET status = $3, headers = $4, body = $5 WHERE account_id = $1 AND key = $2', [
      accountId,
      key,
      answer.status,
      JSON.stringify(answer.headers),
      answer.body,
    ]);
  },

  /** Gives the key up: the answer could not be kept (it was streamed), so a repeat runs again. */
  async release(accountId: number, key: string): Promise<void> {
    await query('DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2', [accountId, key]);
  },
};
