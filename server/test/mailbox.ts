import type { Express } from 'express';
import supertest from 'supertest';
import { query } from '../src/db/pool';

export interface OutboxMail {
  id: number;
  kind: string;
  subject: string;
  text: string;
  state: string;
}

/** The messages the app wrote to the outbox for an address, oldest first. */
export const mailsTo = (to: string) =>
  query<OutboxMail>(
    'SELECT id, kind, subject, body AS text, state FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id',
    [to],
  );

/** The token of the newest link mailed to an address (of a kind, if given). */
export async function tokenMailedTo(to: string, kind?: string): Promise<string> {
  const mails = (await mailsTo(to)).filter((m) => !kind || m.kind === kind);
  const link = /\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link[1];
}

/** A teacher or student claims their login the whole way: sign-up, then the mailed link. */
export async function claimLogin(app: Express, person: { id: string; email: string }, password: string): Promise<void> {
  await supertest(app)
    .post('/api/api/admin/signup')
    .send({ email: person.email, mobile_no: '9876543210', roll_no: person.id, password })
    .expect(202);
  await supertest(app)
    .post('/api/account/confirm')
    .send({ token: await tokenMailedTo(person.email, 'claim-link') })
    .expect(200);
}
