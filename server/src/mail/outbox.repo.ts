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
}

const list = tableRepo<OutboxEntry>({
  table: 'mail_outbox',
  key: 'id',
  select: 'id, channel, kind, recipient AS "to", subject, body AS text, state, attempts, last_error AS reason, created_at, sent_at',
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
      'INSERT INTO mail_outbox (channel, kind, recipient, subject, body, state) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [m.channel, m.kind, m.to, m.subject, m.text, m.state],
    );
    return row!.id;
  },

  /**
   * The oldest due message of a channel, locked until the caller's transaction ends. SKIP LOCKED
   * lets another worker (in this or another process) take the next one instead of the same.
   */
  claimDue(channel: string): Promise<OutboxEntry | undefined> {
    return queryOne<OutboxEntry>(
      `SELECT id, channel, kind, recipient AS "to", subject, body AS text, state, attempts, last_error AS reason, created_at, sent_at
       FROM mail_outbox WHERE state = 'queued' AND channel = $1 AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [channel],
    );
  },

  async markSent(id: number): Promise<void> {
    await query(`UPDATE mail_outbox SET state = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [id]);
  },

  async markRetry(id: number, delayMs: number, reason: string): Promise<void> {
    await query(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $3, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000) WHERE id = $1`,
      [id, delayMs, reason],
    );
  },

  async markFailed(id: number, reason: string): Promise<void> {
    await query(`UPDATE mail_outbox SET state = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, reason]);
  },
};
