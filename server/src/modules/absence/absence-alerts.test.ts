import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeGuardian, makeStudent, signedIn } from '../../../test/factories';
import { mailsTo } from '../../../test/mailbox';
import { pastDate } from '../../../test/roster-factories';
import { DELIVERS_EMAIL, smtpAndWorkers } from '../../../test/mail-worker';
import { testApp } from '../../../test/test-app';

// The isolated database: this file's workers send every due queued mail they find, and the mail
// module's own tests (on the shared database) must receive theirs themselves.
const ctx = testApp(
  { ABSENCE_ALERT_DELAY_MINUTES: '15', SCHOOL_NAME: 'Sunrise School', ...DELIVERS_EMAIL },
  { database: 'isolated' },
);
const { smtp, worker, receivedBy: received } = smtpAndWorkers({ backoffMs: 10 });
// The 15 minutes pass: the notices to this address fall due now.
const delayPasses = (to: string) =>
  query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE lower(recipient) = lower($1) AND state = 'queued'`, [to]);

/** A child in class 4 B with a consenting father and a mother who did not agree to messages. */
async function family() {
  const child = await makeStudent({ name: 'Meera Nayak', class: 4, section: 'B' });
  const father = await makeGuardian([child.student_id], { name: 'Ravi Nayak', notify: true });
  const mother = await makeGuardian([child.student_id], { name: 'Lata Nayak', relation: 'mother', notify: false });
  return { child, father, mother };
}

async function staff() {
  return (await signedIn(ctx, 'admin')).agent;
}

const register = (entries: { student_id: string; status: string }[], date: string) => ({
  class: 4,
  section: 'B',
  attendance_date: date,
  entries,
});

describe('absence notices', () => {
  it('sends one mail per consenting guardian for an absence in a register, after the delay, and none to a guardian who did not agree', async () => {
    const a = await staff();
    const { child, father, mother } = await family();
    const date = pastDate();
    expect(
      (
        await a
          .put('/api/attendance/register')
          .send(register([{ student_id: child.student_id, status: 'Absent' }], date))
      ).status,
    ).toBe(200);
    // Saved again, still Absent: still one notice.
    expect(
      (
        await a
          .put('/api/attendance/register')
          .send(register([{ student_id: child.student_id, status: 'Absent' }], date))
      ).status,
    ).toBe(200);
    const queued = await mailsTo(father.email);
    expect(queued.map((m) => [m.kind, m.state])).toEqual([['absence', 'queued']]);

    const w = worker();
    await w.runOnce();
    expect(received(father.email)).toHaveLength(0);

    await delayPasses(father.email);
    await w.runOnce();
    await w.runOnce();
    const [mail, ...more] = received(father.email);
    expect(more).toHaveLength(0);
    const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail.subject).toBe(`Sunrise School: Meera Nayak was absent on ${day}`);
    expect(mail.text).toContain(`Dear Ravi Nayak,`);
    expect(mail.text).toContain(`Meera Nayak (class 4 B) was marked absent at school on ${day}.`);
    expect(await mailsTo(mother.email)).toEqual([]);
    expect(received(mother.email)).toEqual([]);
  });

  it('writes one notice per child to a guardian of two absent children', async () => {
    const a = await staff();
    const [elder, younger] = [
      await makeStudent({ class: 4, section: 'B' }),
      await makeStudent({ class: 4, section: 'B' }),
    ];
    const g = await makeGuardian([elder.student_id, younger.student_id]);
    const date = pastDate();
    const entries = [elder, younger].map((s) => ({ student_id: s.student_id, status: 'Absent' }));
    expect((await a.put('/api/attendance/register').send(register(entries, date))).status).toBe(200);
    expect((await mailsTo(g.email)).map((m) => m.kind)).toEqual(['absence', 'absence']);
  });

  it('signs with the name saved on School Setup, from the next notice on, not the SCHOOL_NAME setting', async () => {
    const a = await staff();
    const { child, father } = await family();
    const before = await queryOne<{ name: string | null }>('SELECT name FROM school_profile');
    const setup = (await a.get('/api/admin/setup')).body;
    try {
      const saved = await a
        .put('/api/admin/setup')
        .send({ ...setup, profile: { ...setup.profile, name: 'Saraswati Vidya Mandir' } });
      expect(saved.status).toBe(200);
      const date = pastDate();
      const absent = register([{ student_id: child.student_id, status: 'Absent' }], date);
      expect((await a.put('/api/attendance/register').send(absent)).status).toBe(200);
      const [mail] = await mailsTo(father.email);
      expect(mail.subject).toMatch(/^Saraswati Vidya Mandir: Meera Nayak was absent on /);
    } finally {
      await query('UPDATE school_profile SET name = $1', [before?.name ?? null]);
    }
  });

  it('sends nothing when a single record is corrected to Present before the notice went out', async () => {
    const a = await staff();
    const { child, father } = await family();
    const date = pastDate();
    const marked = await a
      .post('/api/attendance')
      .send({ student_id: child.student_id, class: 4, attendance_date: date, status: 'Absent' });
    expect(marked.status).toBe(201);
    const fixed = await a
      .put('/api/attendance')
      .send({ id: marked.body.id, student_id: child.student_id, class: 4, attendance_date: date, status: 'Present' });
    expect(fixed.status).toBe(200);
    expect((await mailsTo(father.email)).map((m) => m.state)).toEqual(['cancelled']);
    await delayPasses(father.email);
    await worker().runOnce();
    expect(received(father.email)).toHaveLength(0);
  });

  it('withdraws a waiting notice when its record is deleted, or moved to another day (which gets its own)', async () => {
    const a = await staff();
    const { child, father } = await family();
    const [day1, day2] = [pastDate(), pastDate()];
    const absent = (date: string) => ({
      student_id: child.student_id,
      class: 4,
      attendance_date: date,
      status: 'Absent',
    });
    const first = await a.post('/api/attendance').send(absent(day1));
    expect((await a.delete('/api/attendance').query({ id: first.body.id })).status).toBe(200);
    expect((await mailsTo(father.email)).map((m) => m.state)).toEqual(['cancelled']);

    const second = await a.post('/api/attendance').send(absent(day1));
    expect((await a.put('/api/attendance').send({ ...absent(day2), id: second.body.id })).status).toBe(200);
    const mails = await mailsTo(father.email);
    expect(mails.map((m) => m.state)).toEqual(['cancelled', 'cancelled', 'queued']);
    expect(mails[2].subject).toContain(
      new Date(`${day2}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  });

  it('withdraws the waiting notices of a guardian whose consent the school removes', async () => {
    const a = await staff();
    const { child, father } = await family();
    await a
      .put('/api/attendance/register')
      .send(register([{ student_id: child.student_id, status: 'Absent' }], pastDate()))
      .expect(200);
    const [row] = (await a.get('/api/admin/Students').query({ student_id: child.student_id })).body;
    const guardians = row.guardians.map(
      ({ guardian_id: _id, ...g }: { guardian_id: string; email: string; notify: boolean }) =>
        g.email === father.email ? { ...g, notify: false } : g,
    );
    const { auto_id, student_id: _sid, guardians: _g, ...student } = row;
    expect((await a.put('/api/admin/Students').send({ ...student, id: auto_id, guardians })).status).toBe(200);
    expect((await mailsTo(father.email)).map((m) => m.state)).toEqual(['cancelled']);
    await delayPasses(father.email);
    await worker().runOnce();
    expect(received(father.email)).toHaveLength(0);
  });

  it('follows a notice that was already sent with a short correction', async () => {
    const a = await staff();
    const { child, father, mother } = await family();
    const date = pastDate();
    await a
      .put('/api/attendance/register')
      .send(register([{ student_id: child.student_id, status: 'Absent' }], date))
      .expect(200);
    await delayPasses(father.email);
    const w = worker();
    await w.runOnce();
    expect(received(father.email)).toHaveLength(1);

    await a
      .put('/api/attendance/register')
      .send(register([{ student_id: child.student_id, status: 'Present' }], date))
      .expect(200);
    await a
      .put('/api/attendance/register')
      .send(register([{ student_id: child.student_id, status: 'Present' }], date))
      .expect(200);
    await w.runOnce();
    const mails = received(father.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^Sunrise School: correction, Meera Nayak was present on /);
    expect(mails[1].text).toContain('That was a mistake in the register: Meera Nayak was present.');
    expect((await mailsTo(father.email)).map((m) => [m.kind, m.state])).toEqual([
      ['absence', 'sent'],
      ['absence-correction', 'sent'],
    ]);
    expect(received(mother.email)).toEqual([]);
  });

  it('loses nothing when the process dies between the register save and the send, nor during an SMTP outage', async () => {
    const a = await staff();
    const { child, father } = await family();
    await a
      .put('/api/attendance/register')
      .send(register([{ student_id: child.student_id, status: 'Absent' }], pastDate()))
      .expect(200);
    // The process that saved the register is gone before its worker sent anything.
    const before = worker();
    await before.stop();
    await delayPasses(father.email);

    await smtp.stop();
    const after = worker();
    await after.runOnce();
    expect((await mailsTo(father.email)).map((m) => m.state)).toEqual(['queued']);
    await smtp.start();
    await delayPasses(father.email);
    await after.runOnce();
    await worker().runOnce();
    expect(received(father.email)).toHaveLength(1);
    expect((await mailsTo(father.email)).map((m) => m.state)).toEqual(['sent']);
  });
});
