import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../db/pool';
import { signedIn } from '../../test/factories';
import { filesUnder, sendMultipart, settledFiles } from '../../test/files-factories';
import { makeClassOf, pastDate } from '../../test/roster-factories';
import { minimalPdf } from '../../test/sample-files';
import { testApp } from '../../test/test-app';
import { PRUNE_EXPIRED_KEYS } from './idempotency-keys.repo';

const ctx = testApp();
const key = () => `"${crypto.randomUUID()}"`;

const attendanceOf = (studentId: string) =>
  query<{ id: number; status: string }>('SELECT id, status FROM attendance WHERE student_id = $1', [studentId]);
const noticesTitled = (title: string) => query<{ id: number }>('SELECT id FROM notices WHERE title = $1', [title]);
const keptFor = (accountId: number) =>
  query<{ key: string; status: number }>('SELECT key, status FROM idempotency_keys WHERE account_id = $1', [accountId]);

async function markingTeacher() {
  const teacher = await signedIn(ctx, 'teacher');
  const [s] = await makeClassOf(1);
  const body = { student_id: s.student_id, class: 7, attendance_date: pastDate(), status: 'Present' };
  return {
    teacher,
    s,
    body,
    mark: (k: string, b: object = body) => teacher.agent.post('/api/attendance').set('Idempotency-Key', k).send(b),
  };
}

describe('writes sent with an Idempotency-Key', () => {
  it('answers a repeat with the first answer, writing nothing again', async () => {
    const { s, body, mark } = await markingTeacher();
    const k = key();
    const first = await mark(k);
    expect(first.status).toBe(201);
    await query("UPDATE attendance SET status = 'Absent' WHERE student_id = $1", [s.student_id]);

    const again = await mark(k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The repeat did not save the register again over the later change.
    expect(await attendanceOf(s.student_id)).toEqual([{ id: first.body.id, status: 'Absent' }]);
    expect(body.status).toBe('Present');
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    const { s, body, mark } = await markingTeacher();
    const k = key();
    await mark(k);
    const other = await mark(k, { ...body, status: 'Absent' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('This Idempotency-Key was already used for a different request.');
    expect((await attendanceOf(s.student_id)).map((r) => r.status)).toEqual(['Present']);
  });

  it('answers the refusal in the language the client asked for', async () => {
    const { body, mark, teacher } = await markingTeacher();
    const k = key();
    await mark(k);
    const other = await teacher.agent
      .post('/api/attendance')
      .set('Idempotency-Key', k)
      .set('X-Language', 'hi')
      .send({ ...body, status: 'Absent' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('यह Idempotency-Key पहले ही किसी दूसरे अनुरोध के लिए उपयोग की जा चुकी है।');
  });

  it('forgets a key after 24 hours: the write runs again', async () => {
    const { s, body, mark, teacher } = await markingTeacher();
    const k = key();
    await mark(k);
    await query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE account_id = $1", [
      teacher.accountId,
    ]);
    const later = await mark(k, { ...body, status: 'Absent' });
    expect(later.status).toBe(200);
    expect(later.body.message).toBe('Attendance updated successfully.');
    expect((await attendanceOf(s.student_id)).map((r) => r.status)).toEqual(['Absent']);
  });

  it('keeps a refusal made by the write itself and answers it again', async () => {
    const { teacher, body } = await markingTeacher();
    const k = key();
    const send = () =>
      teacher.agent
        .put('/api/attendance')
        .set('Idempotency-Key', k)
        .send({ ...body, id: 2_000_000_000 });
    const first = await send();
    expect(first.status).toBe(404);
    const again = await send();
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await keptFor(teacher.accountId)).toEqual([{ key: k.slice(1, -1), status: 404 }]);
  });

  it('keeps no key for a request refused before it writes (a 400 on its fields)', async () => {
    const { teacher, mark, body } = await markingTeacher();
    const bad = await mark(key(), { ...body, status: 'Late' });
    expect(bad.status).toBe(400);
    expect(await keptFor(teacher.accountId)).toEqual([]);
  });

  it('holds keys per account: another account with the same key gets its own answer', async () => {
    const one = await markingTeacher();
    const two = await markingTeacher();
    const k = key();
    expect((await one.mark(k)).status).toBe(201);
    const other = await two.mark(k);
    expect(other.status).toBe(201);
    expect(other.body.student_id).toBe(two.s.student_id);
    expect(await attendanceOf(two.s.student_id)).toHaveLength(1);
  });

  it('refuses a key that is not one (400)', async () => {
    const { mark } = await markingTeacher();
    const res = await mark('"' + 'x'.repeat(300) + '"');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });
});

describe('uploads sent with an Idempotency-Key', () => {
  const postNotice = async (agent: Awaited<ReturnType<typeof signedIn>>['agent'], title: string, k?: string) => {
    const req = agent.post('/api/admin/notices');
    if (k) req.set('Idempotency-Key', k);
    return sendMultipart(req, { title }, { filename: 'n.pdf', content: minimalPdf() });
  };

  it('keeps one notice and one file when the upload is sent twice', async () => {
    const admin = await signedIn(ctx, 'admin');
    const title = `Sports day ${crypto.randomUUID()}`;
    const before = (await settledFiles(ctx.config.uploadDir)).length;
    const k = key();
    const first = await postNotice(admin.agent, title, k);
    const again = await postNotice(admin.agent, title, k);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await noticesTitled(title)).toHaveLength(1);
    expect(await settledFiles(ctx.config.uploadDir)).toHaveLength(before + 1);
  });

  it('writes once when two requests with one key arrive at the same moment', async () => {
    const admin = await signedIn(ctx, 'admin');
    const title = `Exam week ${crypto.randomUUID()}`;
    const before = (await settledFiles(ctx.config.uploadDir)).length;
    const k = key();
    const [a, b] = await Promise.all([postNotice(admin.agent, title, k), postNotice(admin.agent, title, k)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await noticesTitled(title)).toHaveLength(1);
    expect(await settledFiles(ctx.config.uploadDir)).toHaveLength(before + 1);
  });

  it('leaves the spec’s client, which sends no key, as it was: two posts are two notices', async () => {
    const admin = await signedIn(ctx, 'admin');
    const title = `Holiday ${crypto.randomUUID()}`;
    const [a, b] = [await postNotice(admin.agent, title), await postNotice(admin.agent, title)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(await noticesTitled(title)).toHaveLength(2);
    expect(await keptFor(admin.accountId)).toEqual([]);
    expect(filesUnder(ctx.config.uploadDir).length).toBeGreaterThan(1);
  });
});

describe('the key table', () => {
  it('is emptied of keys past 24 hours by the periodic prune', async () => {
    const { mark, teacher } = await markingTeacher();
    await mark(key());
    await mark(key());
    await query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = (SELECT key FROM idempotency_keys WHERE account_id = $1 LIMIT 1) AND account_id = $1",
      [teacher.accountId],
    );
    await query(PRUNE_EXPIRED_KEYS);
    expect(await keptFor(teacher.accountId)).toHaveLength(1);
    expect(
      await queryOne("SELECT 1 FROM idempotency_keys WHERE created_at < now() - interval '24 hours'"),
    ).toBeUndefined();
  });
});
