import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';
import { freeYear, makePastYear } from '../../../test/year-factories';
import { query } from '../../db/pool';
import { calendar } from '../../lib/calendar';

const ctx = testApp();
const six = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });

afterEach(() => vi.restoreAllMocks());

// No test year holds the real today (they would change every other test's current year), so the
// calendar stands on a day of a year of this test's own: "this year"; an earlier one is "last year".
describe('exams belong to an academic year', () => {
  it("hold \"Half Yearly\" of a class again next year; a free exam name reaches this year's exam, last year's marks stay on last year's", async () => {
    const admin = (await signedIn(ctx, 'admin')).agent;
    const teacher = (await signedIn(ctx, 'teacher')).agent;
    const last = await makePastYear();
    const current = await makePastYear();
    const today = vi.spyOn(calendar, 'today');
    // Y was in class 5 last year and is in class 6 now; X was in class 4 last year and is in class 5 now.
    const [x] = await makeClassOf(1, 5, 'C');
    const [y] = await makeClassOf(1, 6, 'C');
    await query(
      "INSERT INTO student_years (student_id, year_id, class, section) VALUES ($1, $3, 4, 'C'), ($2, $3, 5, 'C')",
      [x.student_id, y.student_id, last.id],
    );
    type Row = { student_id: string; marks: { math: number } | null };
    const ours = (rows: Row[]) => rows.filter((r) => [x.student_id, y.student_id].includes(r.student_id));
    const name = `Half Yearly ${randomUUID().slice(0, 6)}`;

    const lastExam = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: last.day });
    expect(lastExam.status).toBe(201);
    const thisExam = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: current.day });
    expect(thisExam.status, JSON.stringify(thisExam.body)).toBe(201);
    expect(thisExam.body.id).not.toBe(lastExam.body.id);
    const listed = async (yearId: number) =>
      (
        (await admin.get('/api/admin/exams').query({ class: 5, year_id: yearId })).body as {
          id: number;
          name: string;
        }[]
      )
        .filter((e) => e.name === name)
        .map((e) => e.id);
    expect(await listed(last.id)).toEqual([lastExam.body.id]);
    expect(await listed(current.id)).toEqual([thisExam.body.id]);

    // Last year's marks, entered while it was last year's today.
    today.mockReturnValue(last.day);
    const lastGrid = await teacher.put('/api/admin/marks/grid').send({
      class: 5,
      section: 'C',
      exam_name: name,
      total_marks: 600,
      entries: [{ student_id: y.student_id, ...six(60) }],
    });
    expect(lastGrid.status, JSON.stringify(lastGrid.body)).toBe(200);

    today.mockReturnValue(current.day);
    const posted = await teacher
      .post('/api/admin/marks')
      .send({ student_id: x.student_id, exam_name: name.toLowerCase(), class: 5, ...six(80) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body).toMatchObject({ exam_id: thisExam.body.id, exam_name: name, marks_obtained: 480 });

    // This year's grid: this year's roll (X, not Y) with X's marks.
    const grid = await teacher.get('/api/admin/marks/grid').query({ class: 5, section: 'C', exam_name: name });
    expect(grid.status).toBe(200);
    expect(ours(grid.body.rows).map((r) => [r.student_id, r.marks?.math ?? null])).toEqual([[x.student_id, 80]]);

    // Last year's result stays on last year's exam.
    const yMarks = await admin.get(`/api/student/marks/${y.student_id}`);
    expect(yMarks.body.student_marks).toEqual([
      expect.objectContaining({ exam_id: lastExam.body.id, exam_name: name, class: 5, marks_obtained: 360 }),
    ]);
    const onLast = await query<{ student_id: string }>('SELECT student_id FROM marks WHERE exam_id = $1', [
      lastExam.body.id,
    ]);
    expect(onLast.map((r) => r.student_id)).toEqual([y.student_id]);
    // Its grid, opened in its own year, still shows last year's roll and marks.
    today.mockReturnValue(last.day);
    const lastYearGrid = await teacher.get('/api/admin/marks/grid').query({ class: 5, section: 'C', exam_name: name });
    expect(ours(lastYearGrid.body.rows).map((r) => [r.student_id, r.marks?.math ?? null])).toEqual([
      [y.student_id, 60],
    ]);
  });

  it('make a free exam name of last year a new exam of this year', async () => {
    const admin = (await signedIn(ctx, 'admin')).agent;
    const last = await makePastYear();
    const current = await makePastYear();
    const [x] = await makeClassOf(1, 5, 'C');
    const name = `Unit Test ${randomUUID().slice(0, 6)}`;
    const old = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: last.day });
    expect(old.status).toBe(201);
    vi.spyOn(calendar, 'today').mockReturnValue(current.day);
    const posted = await admin
      .post('/api/admin/marks')
      .send({ student_id: x.student_id, exam_name: name, class: 5, ...six(50) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.exam_id).not.toBe(old.body.id);
    const mine = await admin.get('/api/admin/exams').query({ class: 5, year_id: current.id });
    expect((mine.body as { id: number; name: string }[]).filter((e) => e.name === name).map((e) => e.id)).toEqual([
      posted.body.exam_id,
    ]);
    // An exam made undated on the Exams screen belongs to today's year too.
    const undated = await admin.post('/api/admin/exams').send({ name: `${name} B`, class: 5 });
    expect(undated.status).toBe(201);
    const listed = await admin.get('/api/admin/exams').query({ class: 5, year_id: current.id });
    expect((listed.body as { name: string }[]).map((e) => e.name)).toContain(`${name} B`);
  });

  it('still refuse the same name twice in one class and year', async () => {
    const admin = (await signedIn(ctx, 'admin')).agent;
    const year = await makePastYear();
    const name = `Annual ${randomUUID().slice(0, 6)}`;
    expect((await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: year.day })).status).toBe(201);
    const twice = await admin
      .post('/api/admin/exams')
      .send({ name: name.toUpperCase(), class: 5, starts_on: year.end });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(
      `Class 5 already has an exam named ${name.toUpperCase()} in Past ${year.start.slice(0, 4)}.`,
    );
    expect(twice.body.fields.name).toBe('This class already has an exam of this name in this year.');
    // Undated, made on a day of that year: the same year.
    vi.spyOn(calendar, 'today').mockReturnValue(year.day);
    expect((await admin.post('/api/admin/exams').send({ name, class: 5 })).status).toBe(409);
    // Renaming another exam of that year to it is refused too.
    const other = await admin.post('/api/admin/exams').send({ name: `${name} 2`, class: 5, starts_on: year.day });
    const renamed = await admin
      .put('/api/admin/exams')
      .send({ id: other.body.id, name, class: 5, starts_on: year.day });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error).toMatch(/already has an exam named/);
  });

  it('move into a year made or widened after them, and a year that would hold one name twice is refused', async () => {
    const admin = (await signedIn(ctx, 'admin')).agent;
    const span = await freeYear();
    const name = `Mock ${randomUUID().slice(0, 6)}`;
    const early = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: span.mid });
    const late = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: span.after });
    expect([early.status, late.status]).toEqual([201, 409]);
    const year = await admin
      .post('/api/admin/years')
      .send({ name: `Year ${span.y}`, starts_on: span.start, ends_on: span.end });
    expect(year.status, JSON.stringify(year.body)).toBe(201);
    const listed = await admin.get('/api/admin/exams').query({ class: 5, year_id: year.body.year.id });
    expect((listed.body as { id: number }[]).map((e) => e.id)).toContain(early.body.id);
    // Now outside every year it is a name of its own again.
    const after = await admin.post('/api/admin/exams').send({ name, class: 5, starts_on: span.after });
    expect(after.status).toBe(201);
    const widened = await admin
      .put(`/api/admin/years/${year.body.year.id}`)
      .send({ name: `Year ${span.y}`, starts_on: span.start, ends_on: span.after });
    expect(widened.status).toBe(409);
    expect(widened.body.error).toBe(
      'These days would put two exams of one class and name in one year. Rename one of them first.',
    );
  });
});
