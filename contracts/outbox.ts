import { z } from 'zod';
import { msg } from './i18n/packed-text';
import { listParams } from './list';

export const OUTBOX_SORTS = ['created_at', 'state', 'to'] as const;

/** What the app writes to the outbox: the Outbox screen's kind filter offers these. */
export const OUTBOX_KINDS = [
  'claim-link',
  'claim-attempt',
  'reset-link',
  'contact-changed',
  'absence',
  'absence-correction',
  'at-risk',
  'fee-reminder',
] as const;

export const OUTBOX_STATES = ['queued', 'sent', 'failed', 'not-sent', 'cancelled'] as const;
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
  /** queued: waiting or retrying; sent; failed (see reason); not-sent: no mail server configured; cancelled: withdrawn before it was sent. */
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed (kept while a retry is pending, and on a failed message). */
  reason: string | null;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/admin/outbox: search, sort and paging, and a kind and a state to show alone. */
export const OutboxQuery = listParams(OUTBOX_SORTS).extend({
  kind: z
    .string()
    .regex(/^[a-z-]{1,40}$/, msg('outbox.chooseKind'))
    .optional(),
  state: z.enum(OUTBOX_STATES, { error: msg('outbox.chooseState') }).optional(),
});
export type OutboxQuery = z.output<typeof OutboxQuery>;

export const OutboxIdParams = z.object({
  id: z.coerce
    .number({ error: msg('outbox.chooseMessage') })
    .int(msg('outbox.chooseMessage'))
    .min(1, msg('outbox.chooseMessage'))
    .max(2 ** 53 - 1, msg('outbox.chooseMessage')),
});

/** Queued: it is on its way; cancelled: withdrawn because its cause was corrected. */
export const RESENDABLE_STATES: readonly OutboxState[] = ['sent', 'failed', 'not-sent'];
