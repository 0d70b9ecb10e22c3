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

/**
 * Writes messages to the outbox in the current transaction (call it inside the transaction of
 * the change that causes it): rolled back with the change, never sent from inside a request.
 * Built by compose.ts with the channels this process delivers through; a message for any other
 * channel is kept as 'not-sent': without SMTP_URL the outbox is where an admin reads a link to
 * print or hand over.
 */
export interface Outbox {
  enqueue(m: MailInput): Promise<number>;
  /** Queues a message to a person: a mail to their email, or an SMS of `sms` to their mobile. */
  enqueueFor(r: Reach, m: PersonMessage): Promise<number>;
}

export function outboxFor(delivered: readonly string[]): Outbox {
  const enqueue = (m: MailInput): Promise<number> => {
    const channel = m.channel ?? 'email';
    return outboxRepo.insert({
      channel,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      state: delivered.includes(channel) ? 'queued' : 'not-sent',
      delayMs: m.delayMs ?? 0,
    });
  };
  const enqueueFor = (r: Reach, m: PersonMessage): Promise<number> => {
    const to = r.email ?? r.mobile;
    if (!to) throw new Error(`a ${m.kind} message for someone with neither an email nor a mobile`);
    return enqueue({
      channel: smsOnly(r) ? 'sms' : 'email',
      to,
      kind: m.kind,
      subject: m.subject,
      text: smsOnly(r) ? m.sms : m.text,
      delayMs: m.delayMs,
    });
  };
  return { enqueue, enqueueFor };
}

/** How a person is reached: by email when they have one, else by SMS to their mobile. */
export interface Reach {
  email: string | null;
  mobile: string | null;
}

export const smsOnly = (r: Reach) => !r.email;

/** A message for a person, with the short text an SMS carries (one of the provider's templates). */
export interface PersonMessage {
  kind: string;
  subject: string;
  text: string;
  sms: string;
  delayMs?: number;
}
