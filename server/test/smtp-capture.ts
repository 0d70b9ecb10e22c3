import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text body (quoted-printable soft breaks joined). */
  text: string;
}

function decode(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded)) {
    body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return { subject, text: body };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. stop() takes it away (an outage);
 * start() brings it back on the same port.
 */
export function smtpCapture() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // An address starting with "refused" is rejected for good, as a real server does for an unknown mailbox.
        onRcptTo(address, _session, callback) {
          if (address.address.startsWith('refused')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decode(raw) });
            callback();
          });
        },
      });
      server.on('error', () => undefined);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
      server.server.once('error', reject);
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  return { received, start, stop, url: () => `smtp://127.0.0.1:${port}` };
}
