export const OUTBOX_SORTS = ['created_at', 'state', 'to'] as const;

export const OUTBOX_STATES = ['queued', 'sent', 'failed', 'not-sent'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A message as admins read it on the Outbox screen (GET /api/admin/outbox, newest first). */
export interface OutboxEntry {
  id: number;
  /** How it goes out: 'email' (SMS later). */
  channel: string;
  /** What it is: 'claim-link', 'claim-attempt', 'reset-link'... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** queued: waiting or retrying; sent; failed (see reason); not-sent: no mail server configured. */
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed (kept while a retry is pending, and on a failed message). */
  reason: string | null;
  created_at: string;
  sent_at: string | null;
}
