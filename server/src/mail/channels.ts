import type { Transporter } from 'nodemailer';

export interface OutgoingMessage {
  /** What it is ('claim-link'...): an SMS carries the template registered for its kind. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * One way of delivering messages from the outbox (email here; SMS in sms-channel.ts). `send` resolves once
 * the far side accepted the message and throws a DeliveryError otherwise.
 */
export interface Channel {
  name: string;
  /** How many messages it may be given at once (default 1); each `send` still settles on its own. */
  window?: number;
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True when retrying cannot help (the server refused the address or the message for good). */
    public permanent: boolean,
    /**
     * True when the server could not be reached at all (refused, dropped, silent): the channel is
     * down, not the message. The message waits without losing an attempt, and the worker leaves
     * that channel until its next poll instead of running the whole queue into the outage.
     */
    public unreachable = false,
  ) {
    super(message);
  }
}

const isPermanent = (code: number | undefined) => code !== undefined && code >= 500 && code < 600 && code !== 503;

/** Email over SMTP_URL. Time-outs are short: a worker holds one message's lock while it sends. */
export function emailChannel(smtpUrl: string, from: string): Channel {
  // nodemailer (some 5 MB) is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));
  return {
    name: 'email',
    async send(m) {
      try {
        await (await open()).sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      } catch (err) {
        const e = err as Error & { responseCode?: number; code?: string };
        const reason = [e.code, e.responseCode, e.message]
          .filter((x) => x !== undefined)
          .join(' ')
          .slice(0, 500);
        throw new DeliveryError(reason, isPermanent(e.responseCode));
      }
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
