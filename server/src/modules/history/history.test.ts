import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@contracts/history';
import type { TeachingInput } from '@contracts/teaching';
import { queryOne } from '../../db/pool';
import { makeStudent, signedIn, signedInTeacher } from '../../../test/factories';
import { makeClassOf, pastDate } from '../../../test/roster-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const CLASS_TEACHER_6C: TeachingInput = { subjects: [], class_teacher: { class: 6, section: 'C' } };
const subjects = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
const historyOf = async (a: Agent, table: string, id: number): Promise<HistoryEntry[]> => {
  const res = await a.get('/api/history').query({ table, id });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('every change of attendance, marks and fees has a history kept by PostgreSQL', () => {
  it('records insert, update and delete of an attendance record with old and new values and who made each', async () => {
    const [s] = await makeClassOf(1, 6, 'C');
    const teacher = await signedInTeacher(ctx, CLASS_TEACHER_6C);
    const admin = await signedIn(ctx, 'admin');
    const date = pastDate();
    const made = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 6, attendance_date: date, status: 'Present' });
    const id = made.body.id as number;
    await teacher.agent
      .put('/api/attendance')
      .send({ id, student_id: s.student_id, class: 6, attendance_date: date, status: 'Absent' })
      .expect(200);
    await admin.agent.delete(`/api/attendance?id=${id}`).expect(200);

    const history = await historyOf(admin.agent, 'attendance', id);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['delete', admin.loginId],
      ['update', teacher.loginId],
      ['insert', teacher.loginId],
    ]);
    expect(history[1].changes).toEqual({ status: ['Present', 'Absent'] });
    expect(history[2].changes).toMatchObject({
      id: [null, id],
      student_id: [null, s.student_id],
      status: [null, 'Present'],
      attendance_date: [null, date],
    });
    expect(history[0].changes).toMatchObject({ status: ['Absent', null] });
    expect(new Date(history[0].at).getTime()).toBeGreaterThanOrEqual(new Date(history[2].at).getTime());
  });

  it('records the whole-class register with the teacher who saved it: who marked this child absent, and when', async () => {
    const students = await makeClassOf(3, 6, 'C');
    const teacher = await signedInTeacher(ctx, CLASS_TEACHER_6C);
    const date = pastDate();
    const entries = students.map((s, i) => ({ student_id: s.student_id, status: i === 1 ? 'Absent' : 'Present' }));
    await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 6, section: 'C', attendance_date: date, entries })
      .expect(200);
    // Saved again unchanged, then with the absent child now present: only the real change is a new entry.
    await teacher.agent
      .put('/api/attendance/register')
      .send({ class: 6, section: 'C', attendance_date: date, entries })
      .expect(200);
    const second = await signedInTeacher(ctx, CLASS_TEACHER_6C);
    await second.agent
      .put('/api/attendance/register')
      .send({
        class: 6,
        section: 'C',
        attendance_date: date,
        entries: entries.map((e) => ({ ...e, status: 'Present' })),
      })
      .expect(200);

    const row = (await queryOne<{ id: number }>(
      'SELECT id FROM attendance WHERE student_id = $1 AND attendance_date = $2',
      [students[1].student_id, date],
    ))!;
    // The second teacher took the section over (one class teacher per section): they read it.
    const history = await historyOf(second.agent, 'attendance', row.id);
    expect(history.map((h) => [h.action, h.by, h.changes.status])).toEqual([
      ['update', second.loginId, ['Absent', 'Present']],
      ['insert', teacher.loginId, [null, 'Absent']],
    ]);
  });

  it('records marks saved by the grid and by the single form, with the user', async () => {
    const [s] = await makeClassOf(1, 6, 'C');
    const teacher = await signedInTeacher(ctx, CLASS_TEACHER_6C);
    await teacher.agent
      .put('/api/admin/marks/grid')
      .send({
        class: 6,
        section: 'C',
        exam_name: 'History Grid',
        total_marks: 600,
        entries: [{ student_id: s.student_id, ...subjects(50) }],
      })
      .expect(200);
    const saved = await teacher.agent.post('/api/admin/marks').send({
      student_id: s.student_id,
      exam_name: 'History Grid',
      class: 6,
      ...subjects(50),
      math: 65,
      total_marks: 600,
    });
    expect(saved.status).toBe(200);
    const history = await historyOf(teacher.agent, 'marks', saved.body.marks_id);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['update', teacher.loginId],
      ['insert', teacher.loginId],
    ]);
    expect(history[0].changes).toMatchObject({ math: [50, 65], marks_obtained: [300, 315] });
    expect(history[0].changes).not.toHaveProperty('english');
  });

  it('records fee payments changed and deleted by an admin, even by a single statement outside a service transaction', async () => {
    const admin = await signedIn(ctx, 'admin');
    const { student_id } = await makeStudent({ class: 6, section: 'C' });
    const body = { student_id, amount: '1500.00', payment_mode: 'Cash', payment_date: '2025-04-10', receipt_no: '' };
    const fee = (await admin.agent.post('/api/admin/Fee').send(body)).body;
    await admin.agent
      .put('/api/admin/Fee')
      .send({ ...body, fee_id: fee.fee_id, amount: '1750.00' })
      .expect(200);
    await admin.agent.delete(`/api/admin/Fee?fee_id=${fee.fee_id}`).expect(200);
    const history = await historyOf(admin.agent, 'fees', fee.fee_id);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['delete', admin.loginId],
      ['update', admin.loginId],
      ['insert', admin.loginId],
    ]);
    expect(history[1].changes).toEqual({ amount: [1500, 1750] });
  });
});

describe('who may read a history', () => {
  it('refuses students (403), anonymous callers (401), a teacher outside the section and a teacher asking for fees (403)', async () => {
    const [s] = await makeClassOf(1, 6, 'C');
    const admin = await signedIn(ctx, 'admin');
    const rec = (
      await admin.agent
        .post('/api/attendance')
        .send({ student_id: s.student_id, class: 6, attendance_date: pastDate(), status: 'Present' })
    ).body;
    const path = `/api/history?table=attendance&id=${rec.id}`;
    expect((await agent(ctx).get(path)).status).toBe(401);
    expect((await (await signedIn(ctx, 'student')).agent.get(path)).status).toBe(403);
    const outsider = await signedInTeacher(ctx, {
      subjects: [{ class: 2, section: 'A', subject: 'Hindi' }],
      class_teacher: null,
    });
    const refused = await outsider.agent.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You teach Hindi in 2A; this student is in 6C.');
    expect((await outsider.agent.get('/api/history?table=fees&id=1')).status).toBe(403);
    expect((await (await signedInTeacher(ctx, CLASS_TEACHER_6C)).agent.get(path)).status).toBe(200);
  });

  it('answers 400 for an unknown table or id and 404 for a record with no history', async () => {
    const admin = await signedIn(ctx, 'admin');
    expect((await admin.agent.get('/api/history?table=students&id=1')).status).toBe(400);
    expect((await admin.agent.get('/api/history?table=marks&id=abc')).status).toBe(400);
    expect((await admin.agent.get('/api/history?table=marks&id=999999999')).status).toBe(404);
  });
});

describe('restoring a deleted record', () => {
  it('puts a deleted attendance record back with its id and values, recorded as an insert by the admin', async () => {
    const [s] = await makeClassOf(1, 6, 'C');
    const admin = await signedIn(ctx, 'admin');
    const date = pastDate();
    const rec = (
      await admin.agent
        .post('/api/attendance')
        .send({ student_id: s.student_id, class: 6, attendance_date: date, status: 'Absent' })
    ).body;
    await admin.agent.delete(`/api/attendance?id=${rec.id}`).expect(200);
    const teacher = await signedInTeacher(ctx, CLASS_TEACHER_6C);
    expect((await teacher.agent.post('/api/history/restore').send({ table: 'attendance', id: rec.id })).status).toBe(
      403,
    );

    const deleted = await admin.agent.get('/api/history/deleted?table=attendance');
    expect(deleted.body.find((d: { id: number }) => d.id === rec.id)).toMatchObject({
      by: admin.loginId,
      record: { student_id: s.student_id, status: 'Absent' },
    });
    expect((await teacher.agent.get('/api/history/deleted?table=attendance')).status).toBe(403);

    const restored = await admin.agent.post('/api/history/restore').send({ table: 'attendance', id: rec.id });
    expect(restored.status).toBe(201);
    expect(restored.body).toEqual({ message: 'Record restored.', table: 'attendance', id: rec.id });
    expect(
      await queryOne('SELECT student_id, status, attendance_date FROM attendance WHERE id = $1', [rec.id]),
    ).toEqual({ student_id: s.student_id, status: 'Absent', attendance_date: date });
    const history = await historyOf(admin.agent, 'attendance', rec.id);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['insert', admin.loginId],
      ['delete', admin.loginId],
      ['insert', admin.loginId],
    ]);
    expect((await admin.agent.post('/api/history/restore').send({ table: 'attendance', id: rec.id })).status).toBe(409);
    expect(
      (await admin.agent.get('/api/history/deleted?table=attendance')).body.map((d: { id: number }) => d.id),
    ).not.toContain(rec.id);
  });

  it('restores deleted marks, and refuses when another record now holds its place', async () => {
    const [s] = await makeClassOf(1, 6, 'C');
    const admin = await signedIn(ctx, 'admin');
    const body = { student_id: s.student_id, exam_name: 'Restore Exam', class: 6, ...subjects(70), total_marks: 600 };
    const first = (await admin.agent.post('/api/admin/marks').send(body)).body;
    await admin.agent.delete(`/api/admin/marks?id=${first.marks_id}`).expect(200);
    const again = (await admin.agent.post('/api/admin/marks').send({ ...body, ...subjects(30) })).body;
    const clash = await admin.agent.post('/api/history/restore').send({ table: 'marks', id: first.marks_id });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/another record now holds its place/);
    await admin.agent.delete(`/api/admin/marks?id=${again.marks_id}`).expect(200);
    await admin.agent.post('/api/history/restore').send({ table: 'marks', id: first.marks_id }).expect(201);
    const marks = await admin.agent.get(`/api/student/marks/${s.student_id}`);
    expect(marks.body.student_marks).toMatchObject([{ marks_id: first.marks_id, math: 70, grade: first.grade }]);
  });

  it('restores a deleted fee payment with its receipt number', async () => {
    const admin = await signedIn(ctx, 'admin');
    const { student_id } = await makeStudent({ class: 6, section: 'C' });
    const fee = (
      await admin.agent
        .post('/api/admin/Fee')
        .send({ student_id, amount: '900.00', payment_mode: 'Bank', payment_date: '2025-05-01', receipt_no: '' })
    ).body;
    await admin.agent.delete(`/api/admin/Fee?fee_id=${fee.fee_id}`).expect(200);
    await admin.agent.post('/api/history/restore').send({ table: 'fees', id: fee.fee_id }).expect(201);
    expect(await queryOne('SELECT receipt_no, amount FROM fees WHERE fee_id = $1', [fee.fee_id])).toEqual({
      receipt_no: fee.receipt_no,
      amount: '900.00',
    });
  });
});
