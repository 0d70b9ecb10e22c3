import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { PASSWORD, makeStudent, signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { sessionCount } from '../../../test/people-factories';
import { makeClassOf, pastDate } from '../../../test/roster-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const admin = () => signedIn(ctx, 'admin');
const today = () => new Date().toISOString().slice(0, 10);

const ids = (rows: { student_id: string }[]) => rows.map((r) => r.student_id);

describe('withdraw and re-admit are for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students', async () => {
    const s = await makeStudent();
    const calls = [
      {
        method: 'post',
        path: '/api/admin/Students/withdraw',
        body: { student_id: s.student_id, withdrawn_on: today(), reason: 'Moved away' },
      },
      { method: 'post', path: '/api/admin/Students/readmit', body: { student_id: s.student_id } },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    expect(
      (await queryOne<{ status: string }>('SELECT status FROM students WHERE student_id = $1', [s.student_id]))!.status,
    ).toBe('active');
  });
});

describe('POST /api/admin/Students/withdraw', () => {
  it("ends the student's login at once, keeps their records and takes them off registers and default lists", async () => {
    const { agent: a } = await admin();
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    const { class: cls, section } = (await queryOne<{ class: number; section: 'A' | 'B' | 'C' }>(
      'SELECT class, section FROM students WHERE student_id = $1',
      [student.loginId],
    ))!;
    const day = pastDate();
    expect(
      (
        await teacher.agent
          .post('/api/attendance')
          .send({ student_id: student.loginId, class: cls, attendance_date: day, status: 'Present' })
      ).status,
    ).toBe(201);
    expect((await student.agent.get('/api/attendance_s')).status).toBe(200);

    const res = await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: student.loginId.toLowerCase(), withdrawn_on: today(), reason: 'Family moved to Pune' });
    expect(res.status).toBe(200);
    expect(res.body.student).toMatchObject({
      student_id: student.loginId,
      status: 'withdrawn',
      withdrawn_on: today(),
      withdraw_reason: 'Family moved to Pune',
    });

    expect((await student.agent.get('/api/attendance_s')).status).toBe(401);
    expect(await sessionCount(student.accountId)).toBe(0);
    expect(
      (await agent(ctx).post('/api/api/login').send({ roll_no: student.loginId, password: PASSWORD })).status,
    ).toBe(401);

    const register = await teacher.agent
      .get('/api/attendance/register')
      .query({ class: cls, section, date: pastDate() });
    expect(register.status).toBe(200);
    expect(JSON.stringify(register.body)).not.toContain(`"${student.loginId}"`);
    expect(ids((await teacher.agent.get('/api/attendance').query({ class: cls, section })).body)).not.toContain(
      student.loginId,
    );
    const mark = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: student.loginId, class: cls, attendance_date: pastDate(), status: 'Present' });
    expect(mark.status).toBe(400);
    expect(mark.body.error).toMatch(/withdrawn/);

    expect(
      await queryOne('SELECT 1 FROM attendance WHERE student_id = $1 AND attendance_date = $2', [student.loginId, day]),
    ).toBeDefined();
    expect(ids((await a.get('/api/admin/Students').query({ q: student.loginId })).body)).toEqual([]);
    expect(ids((await a.get('/api/admin/Students').query({ q: student.loginId, status: 'withdrawn' })).body)).toEqual([
      student.loginId,
    ]);
    expect(ids((await a.get('/api/admin/Students').query({ q: student.loginId, status: 'all' })).body)).toEqual([
      student.loginId,
    ]);
    expect(ids((await a.get('/api/admin/Students').query({ student_id: student.loginId })).body)).toEqual([
      student.loginId,
    ]);
  });

  it('answers 400 naming each bad field, 404 for an unknown student and 409 when already withdrawn', async () => {
    const { agent: a } = await admin();
    const s = await makeStudent();
    const bad = await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: s.student_id, withdrawn_on: '2999-01-01', reason: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['reason', 'withdrawn_on']);
    expect(
      (
        await a
          .post('/api/admin/Students/withdraw')
          .send({ student_id: 'S0000000', withdrawn_on: today(), reason: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (
        await a
          .post('/api/admin/Students/withdraw')
          .send({ student_id: s.student_id, withdrawn_on: today(), reason: 'Left' })
      ).status,
    ).toBe(200);
    const again = await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: s.student_id, withdrawn_on: today(), reason: 'Left' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/withdrawn, not active/);
  });

  it('refuses a whole register that names a withdrawn student, saving nothing', async () => {
    const { agent: a } = await admin();
    const teacher = await signedIn(ctx, 'teacher');
    const [stays, leaves] = await makeClassOf(2, 4, 'C');
    await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: leaves.student_id, withdrawn_on: today(), reason: 'Left' });
    const date = pastDate();
    const res = await teacher.agent.put('/api/attendance/register').send({
      class: 4,
      section: 'C',
      attendance_date: date,
      entries: [stays, leaves].map((s) => ({ student_id: s.student_id, status: 'Present' })),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(leaves.student_id);
    expect(
      await query('SELECT 1 FROM attendance WHERE student_id = ANY($1) AND attendance_date = $2', [
        ids([stays, leaves]),
        date,
      ]),
    ).toEqual([]);
  });
});

describe('POST /api/admin/Students/readmit', () => {
  it('puts a withdrawn student back on the roll, and their login works again', async () => {
    const { agent: a } = await admin();
    const student = await signedIn(ctx, 'student');
    await a
      .post('/api/admin/Students/withdraw')
      .send({ student_id: student.loginId, withdrawn_on: today(), reason: 'Left' });
    const res = await a.post('/api/admin/Students/readmit').send({ student_id: student.loginId });
    expect(res.status).toBe(200);
    expect(res.body.student).toMatchObject({ status: 'active', withdrawn_on: null, withdraw_reason: null });
    expect(ids((await a.get('/api/admin/Students').query({ q: student.loginId })).body)).toEqual([student.loginId]);
    expect(
      (await agent(ctx).post('/api/api/login').send({ roll_no: student.loginId, password: PASSWORD })).status,
    ).toBe(200);
    expect((await a.post('/api/admin/Students/readmit').send({ student_id: student.loginId })).status).toBe(409);
  });
});
