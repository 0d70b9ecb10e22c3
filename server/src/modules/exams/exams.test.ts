import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { makeYear } from '../../../test/year-factories';
import { query } from '../../db/pool';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const PATH = '/api/admin/exams';
const uniqueName = (prefix = 'Exam') => `${prefix} ${randomUUID().slice(0, 6)}`;
const six = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });

describe('who may use exams', () => {
  it('lets admins write, teachers read, and refuses students and anonymous callers', async () => {
    const admin = await signedIn(ctx, 'admin');
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    const name = uniqueName();
    expect((await teacher.agent.post(PATH).send({ name, class: 6 })).status).toBe(403);
    const created = await admin.agent.post(PATH).send({ name, class: 6 });
    expect(created.status).toBe(201);
    expect((await teacher.agent.put(PATH).send({ id: created.body.id, name, class: 6 })).status).toBe(403);
    expect((await teacher.agent.delete(PATH).query({ id: created.body.id })).status).toBe(403);
    const read = await teacher.agent.get(PATH).query({ class: 6 });
    expect(read.status).toBe(200);
    expect(read.body.map((e: { name: string }) => e.name)).toContain(name);
    expect((await student.agent.get(PATH)).status).toBe(403);
    expect((await agent(ctx).get(PATH)).status).toBe(401);
  });
});

describe('exam records', () => {
  it('are created with a name, class, dates and maximum marks per subject (100 by default: a total of 600)', async () => {
    const admin = await signedIn(ctx, 'admin');
    const name = uniqueName('Half Yearly');
    const res = await admin.agent
      .post(PATH)
      .send({ name: `  ${name} `, class: '6', starts_on: '2026-09-14', ends_on: '2026-09-22' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Exam added successfully.',
      name,
      class: 6,
      starts_on: '2026-09-14',
      ends_on: '2026-09-22',
      subject_max: 100,
      total_marks: 600,
    });
    const small = await admin.agent.post(PATH).send({ name: uniqueName('Class test'), class: 6, subject_max: 25 });
    expect(small.body).toMatchObject({ subject_max: 25, total_marks: 150, starts_on: null, ends_on: null });
  });

  it('refuses a second exam of the same name in a class, end dates before start dates, and bad maxima', async () => {
    const admin = await signedIn(ctx, 'admin');
    const name = uniqueName();
    await admin.agent.post(PATH).send({ name, class: 4 });
    const twice = await admin.agent.post(PATH).send({ name: name.toUpperCase(), class: 4 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(`Class 4 already has an exam named ${name.toUpperCase()}.`);
    expect((await admin.agent.post(PATH).send({ name, class: 5 })).status).toBe(201);
    const dates = await admin.agent
      .post(PATH)
      .send({ name: uniqueName(), class: 4, starts_on: '2026-03-10', ends_on: '2026-03-01' });
    expect(dates.status).toBe(400);
    expect(dates.body.fields.ends_on).toBe('The last day cannot be before the first day.');
    const max = await admin.agent.post(PATH).send({ name: uniqueName(), class: 4, subject_max: 0 });
    expect(max.body.fields.subject_max).toBe('Maximum marks per subject must be between 1 and 100.');
  });

  it('are renamed with their marks, and keep their maximum above every mark entered', async () => {
    const admin = await signedIn(ctx, 'admin');
    const [s] = await makeClassOf(1, 7);
    const name = uniqueName('Term');
    const exam = (await admin.agent.post(PATH).send({ name, class: 7 })).body;
    await admin.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: name, class: 7, ...six(60) });
    const renamed = await admin.agent
      .put(PATH)
      .send({ id: exam.id, name: `${name} (final)`, class: 7, subject_max: 80 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: 'Exam updated successfully.',
      name: `${name} (final)`,
      subject_max: 80,
    });
    const marks = await admin.agent.get('/api/admin/marks').query({ student_id: s.student_id });
    expect(marks.body.map((m: { exam_name: string; exam_id: number }) => [m.exam_name, m.exam_id])).toEqual([
      [`${name} (final)`, exam.id],
    ]);
    const lower = await admin.agent.put(PATH).send({ id: exam.id, name, class: 7, subject_max: 50 });
    expect(lower.status).toBe(409);
    expect(lower.body.error).toBe('Marks above 50 are already entered in this exam. Correct them first.');
    const moved = await admin.agent.put(PATH).send({ id: exam.id, name, class: 8 });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe('This exam has marks for class 7, so its class cannot change.');
  });

  it('are deleted only while no marks are entered in them', async () => {
    const admin = await signedIn(ctx, 'admin');
    const [s] = await makeClassOf(1, 7);
    const used = (await admin.agent.post(PATH).send({ name: uniqueName(), class: 7 })).body;
    await admin.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: used.name, class: 7, ...six(10) });
    const refused = await admin.agent.delete(PATH).query({ id: used.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Marks are entered in this exam; delete them first.');
    const unused = (await admin.agent.post(PATH).send({ name: uniqueName(), class: 7 })).body;
    expect((await admin.agent.delete(PATH).query({ id: unused.id })).body.message).toBe('Exam deleted successfully.');
    expect((await admin.agent.delete(PATH).query({ id: unused.id })).status).toBe(404);
  });
});

describe('exams by year', () => {
  it('list the exams of the year their first day (or, undated, the day they were made) falls in; without year_id every year', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const last = await makeYear();
    const current = await makeYear();
    const names = { old: uniqueName('Annual'), now: uniqueName('Annual'), undated: uniqueName('Unit test') };
    expect((await a.post(PATH).send({ name: names.old, class: 9, starts_on: last.start })).status).toBe(201);
    expect(
      (await a.post(PATH).send({ name: names.now, class: 9, starts_on: current.start, ends_on: current.end })).status,
    ).toBe(201);
    await query('INSERT INTO exams (name, class, created_at) VALUES ($1, 9, $2)', [
      names.undated,
      `${last.end}T10:00:00Z`,
    ]);
    const listed = async (q: Record<string, string | number>) =>
      ((await a.get(PATH).query({ class: 9, ...q })).body as { name: string }[])
        .map((e) => e.name)
        .filter((n) => Object.values(names).includes(n));
    expect((await listed({ year_id: last.id })).sort()).toEqual([names.old, names.undated].sort());
    expect(await listed({ year_id: current.id })).toEqual([names.now]);
    expect((await listed({})).sort()).toEqual(Object.values(names).sort());
    expect((await a.get(PATH).query({ year_id: 'last' })).status).toBe(400);
  });
});

describe('marks and their exam', () => {
  it('find the exam of that name in the class, or create it: the spec’s free exam_name still works', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const admin = await signedIn(ctx, 'admin');
    const [a, b] = await makeClassOf(2, 9);
    const name = uniqueName('Annual');
    const first = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: a.student_id, exam_name: name, class: 9, ...six(50) });
    expect(first.status).toBe(201);
    const exams = (await teacher.agent.get(PATH).query({ class: 9, q: name })).body;
    expect(exams).toEqual([expect.objectContaining({ id: first.body.exam_id, name, class: 9, subject_max: 100 })]);
    const second = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: b.student_id, exam_name: name.toLowerCase(), class: 9, ...six(70) });
    expect(second.body).toMatchObject({ exam_id: first.body.exam_id, exam_name: name });
    expect((await admin.agent.get(PATH).query({ class: 9, q: name })).body).toHaveLength(1);
  });

  it('are checked against the exam’s maximum per subject, and its total is the default', async () => {
    const admin = await signedIn(ctx, 'admin');
    const [s] = await makeClassOf(1, 9);
    const name = uniqueName('Quiz');
    await admin.agent.post(PATH).send({ name, class: 9, subject_max: 20 });
    const over = await admin.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: name, class: 9, ...six(15), physics: 21 });
    expect(over.status).toBe(400);
    expect(over.body.fields.physics).toBe(`Physics must be at most 20 in ${name}.`);
    const ok = await admin.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: name, class: 9, ...six(15) });
    expect(ok.body).toMatchObject({
      subject_max: 20,
      total_marks: 120,
      marks_obtained: 90,
      percentage: 75,
      grade: 'B1',
    });
    const grid = await admin.agent.put('/api/admin/marks/grid').send({
      class: 9,
      exam_name: name,
      total_marks: 120,
      entries: [{ student_id: s.student_id, ...six(15), hindi: 30 }],
    });
    expect(grid.status).toBe(400);
    expect(grid.body.fields['entries.0.marks.hindi']).toBe(`Hindi must be at most 20 in ${name}.`);
  });
});
