import type { OutboxEntry } from '@contracts/outbox';
import { query, queryOne } from '../db/pool';
import { tableRepo } from '../db/table-repo';

export interface NewMessage {
  channel: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  state: 'queued' | 'not-sent';
  delayMs: number;
}

const SELECT =
  'id, channel, kind, recipient AS "to", subject, body AS text, state, attempts, last_error AS reason, created_at, sent_at';

const list = tableRepo<OutboxEntry>({
  table: 'mail_outbox',
  key: 'id',
  select: SELECT,
  writable: [],
  searchable: ['recipient', 'subject', 'state', 'kind'],
  sortable: { created_at: 'created_at', state: 'state', to: 'lower(recipient)' },
  defaultOrder: 'created_at DESC, id DESC',
}).list;

export const outboxRepo = {
  list,

  /** Runs on the caller's transaction, so the message exists only if the change that caused it commits. */
  async insert(m: NewMessage): Promise<number> {
    const row = await queryOne<{ id: number }>(
      `INSERT INTO mail_outbox (channel, kind, recipient, subject, body, state, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision / 1000)) RETURNING id`,
      [m.channel, m.kind, m.to, m.subject, m.text, m.state, m.delayMs],
    );
    return row!.id;
  },

  /**
   * The oldest due messages of a channel (up to `limit`), locked until the caller's transaction
   * ends. SKIP LOCKED lets another worker (in this or another process) take the next ones instead.
   */
  claimDue(channel: string, limit = 1): Promise<OutboxEntry[]> {
    return query<OutboxEntry>(
      `SELECT ${SELECT}
       FROM mail_outbox WHERE state = 'queued' AND channel = $1 AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [channel, limit],
    );
  },

  /** One message, locked until the transaction ends (a re-send waits for a worker sending it). */
  findForUpdate(id: number): Promise<OutboxEntry | undefined> {
    return queryOne<OutboxEntry>(`SELECT ${SELECT} FROM mail_outbox WHERE id = $1 FOR UPDATE`, [id]);
  },

  async markSent(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await query(
      `UPDATE mail_outbox SET state = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  },

  /** The channel was down: the message stays due, first in line at the worker's next poll, the outage not counted against it. */
  async markWaiting(id: number, reason: string): Promise<void> {
    await query('UPDATE mail_outbox SET last_error = $2 WHERE id = $1', [id, reason]);
  },

  async markRetry(id: number, delayMs: number, reason: string): Promise<void> {
    await query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $3, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1`,
      [id, delayMs, reason],
    );
  },

  /**
   * Withdraws messages not yet sent (a cause that was corrected in time). Waits for a worker
   * that is sending one of them right now; answers the ids that were withdrawn.
   */
  async cancelUnsent(ids: number[]): Promise<number[]> {
    const rows = await query<{ id: number }>(
      `UPDATE mail_outbox SET state = 'cancelled' WHERE id = ANY($1::bigint[]) AND state IN ('queued', 'not-sent') RETURNING id`,
      [ids],
    );
    return rows.map((r) => r.id);
  },

  async markFailed(id: number, reason: string): Promise<void> {
    await query(`UPDATE mail_outbox SET state = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
      id,
      reason,
    ]);
  },
};
