import { describe, expect, it } from 'vitest';
import { query, queryOne, transaction } from '../db/pool';
import { makeGuardian, makeLogin, makeStudent, makeUser, PASSWORD, signedIn, uniqueEmail } from '../../test/factories';
import { DELIVERS_EMAIL, smtpAndWorkers } from '../../test/mail-worker';
import { agent, testApp } from '../../test/test-app';
import { type MailInput, outboxFor } from './enqueue';
import { retryDelay } from './worker';

const ctx = testApp(DELIVERS_EMAIL);
const enqueueMail = (m: MailInput) => ctx.parts.outbox.enqueue(m);
const { smtp, worker: startWorker, receivedBy } = smtpAndWorkers({ maxAttempts: 4 });
const worker = (backoffMs = 20) => startWorker({ backoffMs });
const stateOf = (id: number) =>
  queryOne<{ state: string; attempts: number; last_error: string | null }>(
    'SELECT state, attempts, last_error FROM mail_outbox WHERE id = $1',
    [id],
  );
const mail = (to: string, n = 0) => ({
  to,
  subject: `Hello ${n}`,
  text: `Message number ${n} for ${to}`,
  kind: 'test',
});

describe('the outbox', () => {
  it('writes a mail only if the transaction that caused it commits', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      transaction(async () => {
        await enqueueMail(mail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [to])).toHaveLength(0);
  });

  it('keeps a mail as not-sent, and sends nothing, when no mail server is configured', async () => {
    const to = uniqueEmail('nosmtp');
    const id = await outboxFor([]).enqueue(mail(to));
    await worker().runOnce();
    expect((await stateOf(id))!.state).toBe('not-sent');
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('sends a queued mail to the real SMTP server and marks it sent', async () => {
    const to = uniqueEmail('sent');
    const id = await enqueueMail({
      to,
      subject: 'Your link',
      text: 'Open http://localhost/x?token=abc to continue.',
      kind: 'test',
    });
    await worker().runOnce();
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    const [got] = receivedBy(to);
    expect(got.subject).toBe('Your link');
    expect(got.text).toContain('http://localhost/x?token=abc');
    expect(got.raw).toMatch(/^From: office@school\.test/m);
  });

  it('keeps mails queued through an SMTP outage and sends each once when the server is back', async () => {
    const to = uniqueEmail('outage');
    await smtp.stop();
    const ids = [await enqueueMail(mail(to, 1)), await enqueueMail(mail(to, 2))];
    // A backoff long enough that restarting the SMTP server on a busy machine stays inside it.
    const w = worker(1000);
    await w.runOnce();
    for (const id of ids) {
      const s = (await stateOf(id))!;
      expect(s.state).toBe('queued');
      expect(s.attempts).toBe(1);
      expect(s.last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    }
    await smtp.start();
    await w.runOnce(); // not due yet: the retry waits for its backoff
    expect(receivedBy(to)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 2200));
    await w.runOnce();
    await w.runOnce();
    for (const id of ids) expect((await stateOf(id))!.state).toBe('sent');
    expect(
      receivedBy(to)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Hello 1', 'Hello 2']);
  });

  it('never sends a mail twice when two workers run at once', async () => {
    const to = uniqueEmail('two-workers');
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push(await enqueueMail(mail(to, i)));
    const [a, b] = [worker(), worker()];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(24);
    const subjects = receivedBy(to).map((m) => m.subject);
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
    const states = await query<{ state: string }>('SELECT state FROM mail_outbox WHERE id = ANY($1::bigint[])', [ids]);
    expect(states.every((s) => s.state === 'sent')).toBe(true);
  });

  it('marks a mail the server refuses for good as failed, with the reason', async () => {
    const to = `refused.${uniqueEmail()}`;
    const id = await enqueueMail(mail(to));
    await worker().runOnce();
    const s = (await stateOf(id))!;
    expect(s.state).toBe('failed');
    expect(s.last_error).toMatch(/550/);
  });

  it('backs off exponentially up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30, 100))).toEqual([30, 60, 100, 100]);
  });
});

describe('mails in the recipient’s language, as the SMTP server receives them', () => {
  const signInWith = (loginId: string, language: string) =>
    agent(ctx).post('/api/api/login').send({ roll_no: loginId, password: PASSWORD, language });

  it('sends a parent’s absence notice in Odia, written from the catalogue in the language of the parent’s account', async () => {
    const child = await makeStudent({ class: 4, section: 'B' });
    const g = await makeGuardian([child.student_id], { notify: true });
    await makeLogin(g.guardian_id, 'parent', g.email);
    expect((await signInWith(g.guardian_id, 'or')).status).toBe(200);
    const teacher = await signedIn(ctx, 'teacher');
    const saved = await teacher.agent.post('/api/attendance').send({
      student_id: child.student_id,
      student_name: 'x',
      class: 4,
      attendance_date: '2026-04-07',
      status: 'Absent',
    });
    expect(saved.status).toBeLessThan(300);
    // The notice waits for a correction of the register; this test does not.
    await query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1 AND kind = 'absence'`, [g.email]);
    await worker().runOnce();
    const [got] = receivedBy(g.email);
    expect(got.subject).toContain('07 ଅପ୍ରେଲ 2026 ରେ ଅନୁପସ୍ଥିତ ଥିଲେ');
    expect(got.text).toContain('ଶ୍ରେଣୀ 4 B');
    expect(got.text).not.toMatch(/was marked absent/);
  });

  it('sends a reset link in Hindi to an account kept in Hindi, and in English to one with no language chosen', async () => {
    const hindi = await makeUser('student');
    expect((await signInWith(hindi.loginId, 'hi')).status).toBe(200);
    const english = await makeUser('student');
    for (const u of [hindi, english]) await agent(ctx).post('/api/account/forgot').send({ roll_no: u.loginId });
    await worker().runOnce();
    await worker().runOnce();
    const [hi] = receivedBy(hindi.email);
    expect(hi.subject).toContain('के लिए अपना पासवर्ड रीसेट करें');
    expect(hi.text).toContain('24 घंटे के भीतर यह लिंक खोलें');
    const [en] = receivedBy(english.email);
    expect(en.subject).toBe(`${ctx.config.schoolName}: reset your password for ${english.loginId}`);
    expect(en.text).toContain('To choose a new one, open this link within 24 hours:');
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists every message newest first, paged, with the total in X-Total-Count', async () => {
    const to = uniqueEmail('listed');
    await enqueueMail(mail(to, 1));
    await enqueueMail(mail(to, 2));
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.get('/api/admin/outbox').query({ q: to, page: 1, pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        to,
        subject: 'Hello 2',
        text: expect.stringContaining('number 2'),
        state: 'queued',
        channel: 'email',
        kind: 'test',
        created_at: expect.any(String),
      }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await agent(ctx).get('/api/admin/outbox')).status).toBe(401);
    for (const role of ['teacher', 'student'] as const)
      expect((await (await signedIn(ctx, role)).agent.get('/api/admin/outbox')).status).toBe(403);
  });
});
