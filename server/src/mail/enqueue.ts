import { outboxRepo } from './outbox.repo';

/** The school's name under a mail's text, after the signature line "-- " that mail readers know. */
export const signature = (schoolName: string) => `\n\n-- \n${schoolName}`;

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** What the message is, for the outbox (e.g. 'claim-link'). */
  kind: string;
  /** Defaults to 'email'. */
  channel?: string;
  /** Held back this long before the worker may send it (an absence notice waits for corrections). */
  delayMs?: number;
}

// The channels this process was configured to deliver through (set once at start). A message
// for any other channel is kept in the outbox as 'not-sent': without SMTP_URL the outbox is
// where an admin reads a link to print or hand over.
const delivered = new Set<string>();

export function setDeliveredChannels(channels: readonly string[]): void {
  delivered.clear();
  for (const c of channels) delivered.add(c);
}

/**
 * Writes a message to the outbox in the current transaction (call it inside the transaction of
 * the change that causes it): rolled back with the change, never sent from inside a request.
 */
export async function enqueueMail(m: MailInput): Promise<number> {
  const channel = m.channel ?? 'email';
  return outboxRepo.insert({ channel, kind: m.kind, to: m.to, subject: m.subject, text: m.text, state: delivered.has(channel) ? 'queued' : 'not-sent', delayMs: m.delayMs ?? 0 });
}
