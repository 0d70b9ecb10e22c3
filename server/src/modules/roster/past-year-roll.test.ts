import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';
import { makePastYear } from '../../../test/year-factories';

const ctx = testApp();
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
/** A row of a register, grid or class list, as far as this test reads it. */
type Row = { student_id: string; status: string; saved: boolean; marks: { math: number } | null };
const six = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });

// Class 9 section C is promoted by no other test: the preview is sent whole, choosing only for our students.
async function promote(a: Agent, yearId: number, own: Record<string, { action: string; reason?: string }>) {
  const preview = await a.get('/api/admin/promotions/preview').query({ year_id: yearId, class: 9, section: 'C' });
  const students = preview.body.students.map((s: { student_id: string; action: string }) => ({
    student_id: s.student_id,
    ...(own[s.student_id] ?? { action: s.action }),
  }));
  const res = await a.post('/api/admin/promotions').send({ year_id: yearId, class: 9, section: 'C', students });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe("a past year's registers and marks grids after a promotion", () => {
  it("show that year's roll (students since promoted or withdrawn included), keep their entries, and take corrections", async () => {
    const admin = (await signedIn(ctx, 'admin')).agent;
    const teacher = (await signedIn(ctx, 'teacher')).agent;
    const past = await makePastYear();
    const [up, left] = await makeClassOf(2, 9, 'C');
    const ours = (rows: Row[]) => rows.filter((r) => [up.student_id, left.student_id].includes(r.student_id));
    const exam = `Annual ${randomUUID().slice(0, 6)}`;
    expect((await admin.post('/api/admin/exams').send({ name: exam, class: 9, starts_on: past.day })).status).toBe(201);

    const register = (cls: number, date: string) =>
      teacher.get('/api/attendance/register').query({ class: cls, section: 'C', date });
    const saveRegister = (cls: number, date: string, status: string) =>
      teacher.put('/api/attendance/register').send({
        class: cls,
        section: 'C',
        attendance_date: date,
        entries: [up, left].map((s) => ({ student_id: s.student_id, status })),
      });
    const grid = () => teacher.get('/api/admin/marks/grid').query({ class: 9, section: 'C', exam_name: exam });
    const saveGrid = (n: number) =>
      teacher.put('/api/admin/marks/grid').send({
        class: 9,
        section: 'C',
        exam_name: exam,
        total_marks: 600,
        entries: [up, left].map((s) => ({ student_id: s.student_id, ...six(n) })),
      });
    expect((await saveRegister(9, past.day, 'Present')).status).toBe(200);
    expect((await saveGrid(70)).status).toBe(200);

    await promote(admin, past.id, { [left.student_id]: { action: 'withdraw', reason: 'Moved away' } });

    const lastYear = ours((await register(9, past.day)).body.students);
    expect(
      lastYear.map((r: { student_id: string; status: string; saved: boolean }) => [r.student_id, r.status, r.saved]),
    ).toEqual([up, left].map((s) => [s.student_id, 'Present', true]));
    expect(ours((await register(10, past.day)).body.students)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ours((await register(10, today)).body.students).map((r: { student_id: string }) => r.student_id)).toEqual([
      up.student_id,
    ]);
    expect(ours((await register(9, today)).body.students)).toEqual([]);

    const rows = ours((await grid()).body.rows);
    expect(
      rows.map((r: { student_id: string; marks: { math: number } | null }) => [r.student_id, r.marks?.math]),
    ).toEqual([up, left].map((s) => [s.student_id, 70]));

    // Corrections to last year go to last year's class; this year's class is not last year's.
    expect((await saveRegister(9, past.day, 'Absent')).status).toBe(200);
    expect(ours((await register(9, past.day)).body.students).map((r: { status: string }) => r.status)).toEqual([
      'Absent',
      'Absent',
    ]);
    const wrongClass = await saveRegister(10, past.day, 'Present');
    expect(wrongClass.status).toBe(400);
    expect(wrongClass.body.error).toMatch(/Not in class 10 section C/);
    expect((await saveGrid(75)).status).toBe(200);
    expect(ours((await grid()).body.rows).map((r) => r.marks?.math)).toEqual([75, 75]);
    const list = await admin.get(`/api/admin/years/${past.id}/class-list`).query({ class: 9, section: 'C' });
    expect(ours(list.body).map((r: { student_id: string; status: string }) => [r.student_id, r.status])).toEqual([
      [up.student_id, 'active'],
      [left.student_id, 'withdrawn'],
    ]);
  });
});
