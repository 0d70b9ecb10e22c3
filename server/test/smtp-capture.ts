import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text body (quoted-printable soft breaks joined). */
  text: string;
}

// Quoted-printable as bytes, read as UTF-8 (an Odia or Hindi text is several bytes a letter).
const quotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

// RFC 2047 encoded words ("=?UTF-8?B?...?="), as a subject outside ASCII is sent; the space
// between two encoded words is not part of the text.
const encodedWords = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, how: string, text: string) =>
      how.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );

function decode(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = encodedWords(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded)) body = quotedPrintable(body);
  else if (/Content-Transfer-Encoding: base64/i.test(unfolded))
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
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
          if (address.address.startsWith('refused'))
            return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
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
