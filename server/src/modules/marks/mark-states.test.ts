import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { signedInStudentOf } from '../../../test/assignments-factories';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// Issue 13, "marks mean what they say": a subject is a mark, not entered (null) or absent; a
// result exists only when every subject is entered or absent.
const ctx = testApp();

const PENDING = { marks_obtained: null, percentage: null, grade: null };
const stored = (id: number) =>
  query<Record<string, unknown>>(
    'SELECT math, english, physics, chemistry, odia, hindi, absent, marks_obtained, percentage, grade FROM marks_records WHERE marks_id = $1',
    [id],
  ).then((r) => r[0]);

describe('a subject not entered', () => {
  it('stays null, and the exam has no result until every subject is entered', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedInStudentOf(ctx, 7);
    const first = await teacher.agent.post('/api/admin/marks').send({
      student_id: student.studentId,
      exam_name: 'Unit Test 1',
      class: 7,
      math: 78,
      english: '',
      physics: null,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      math: 78,
      english: null,
      physics: null,
      chemistry: null,
      odia: null,
      hindi: null,
      absent: [],
      total_marks: 600,
      ...PENDING,
    });
    expect(await stored(first.body.marks_id)).toMatchObject({ math: 78, english: null, hindi: null, ...PENDING });

    const own = await student.agent.get(`/api/student/marks/${student.studentId}`);
    expect(own.body.student_marks).toEqual([
      expect.objectContaining({ exam_name: 'Unit Test 1', math: 78, english: null, ...PENDING }),
    ]);

    const all = { math: 78, english: 60, physics: 0, chemistry: 55, odia: 70, hindi: 64 };
    const done = await teacher.agent
      .put('/api/admin/marks')
      .send({ id: first.body.marks_id, exam_name: 'Unit Test 1', class: 7, ...all });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ...all, marks_obtained: 327, percentage: 54.5, grade: 'C1' });
  });

  it('keeps 0 as a mark of 0', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent.post('/api/admin/marks').send({
      student_id: s.student_id,
      exam_name: 'Zeroes',
      class: 7,
      math: 0,
      english: 0,
      physics: 0,
      chemistry: 0,
      odia: 0,
      hindi: 0,
    });
    expect(res.body).toMatchObject({ math: 0, hindi: 0, marks_obtained: 0, percentage: 0, grade: 'E' });
  });

  it('is saved as not entered by the whole-class grid, and the grid shows it so', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 3, 'C');
    const exam = `Blanks ${students[0].name.split(' ')[1]}`;
    const entries = [
      {
        student_id: students[0].student_id,
        math: 90,
        english: null,
        physics: null,
        chemistry: null,
        odia: null,
        hindi: null,
      },
      { student_id: students[1].student_id, math: 50, english: 50, physics: 50, chemistry: 50, odia: 50, hindi: 50 },
    ];
    const put = await teacher.agent
      .put('/api/admin/marks/grid')
      .send({ class: 3, section: 'C', exam_name: exam, total_marks: 600, entries });
    expect(put.status).toBe(200);
    const grid = await teacher.agent.get('/api/admin/marks/grid').query({ class: 3, section: 'C', exam_name: exam });
    const rowOf = (id: string) => grid.body.rows.find((r: { student_id: string }) => r.student_id === id).marks;
    expect(rowOf(students[0].student_id)).toMatchObject({ math: 90, english: null, absent: [] });
    const list = await teacher.agent.get('/api/admin/marks').query({ exam_name: exam, sort: 'student_id' });
    expect(list.body.map((r: { grade: string | null }) => r.grade)).toEqual([null, 'C1']);
  });
});

describe('a subject the student was absent from', () => {
  it('travels in the absent list, counts 0 towards the result and completes it', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent.post('/api/admin/marks').send({
      student_id: s.student_id,
      exam_name: 'Final',
      class: 7,
      math: 90,
      english: null,
      physics: 80,
      chemistry: 70,
      odia: 60,
      hindi: 50,
      absent: ['english'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      english: null,
      absent: ['english'],
      marks_obtained: 350,
      percentage: 58.33,
      grade: 'C1',
    });
    expect(await stored(res.body.marks_id)).toMatchObject({
      english: null,
      absent: ['english'],
      marks_obtained: 350,
      grade: 'C1',
    });
  });

  it('may be typed as AB in a subject’s field', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent.post('/api/admin/marks').send({
      student_id: s.student_id,
      exam_name: 'Final',
      class: 7,
      math: 'ab',
      english: 'AB',
      physics: 80,
      chemistry: 70,
      odia: 60,
      hindi: 50,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      math: null,
      english: null,
      absent: ['math', 'english'],
      marks_obtained: 260,
      percentage: 43.33,
      grade: 'C2',
    });
  });

  it('cannot also have a mark, and only subjects can be absent', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const both = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Final', class: 7, math: 40, absent: ['math'] });
    expect(both.status).toBe(400);
    expect(both.body.fields.math).toBe('Math has a mark, so the student cannot be absent from it.');
    const unknown = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Final', class: 7, absent: ['music'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields['absent.0']).toMatch(/Choose a subject/);
  });
});

describe('the database itself', () => {
  it('refuses half a result, a mark for an absent subject, and a subject the exam does not have', async () => {
    const [s] = await makeClassOf(1);
    const [exam] = await query<{ id: number }>(
      'INSERT INTO exams (name, class) VALUES ($1, 7) RETURNING id::int AS id',
      [`Checked ${s.student_id}`],
    );
    const record = (result: string) =>
      query<{ marks_id: number }>(
        `INSERT INTO marks (student_id, exam_id, class, section, total_marks, marks_obtained, percentage, grade) VALUES ($1, $2, 7, 'B', 600, ${result}) RETURNING marks_id::int AS marks_id`,
        [s.student_id, exam.id],
      );
    await expect(record(`250, NULL, 'C2'`)).rejects.toMatchObject({ code: '23514' });
    await expect(record(`700, 100, 'A1'`)).rejects.toMatchObject({ code: '23514' });
    const [{ marks_id }] = await record('NULL, NULL, NULL');
    const subject = (code: string, mark: string, absent: boolean) =>
      query('INSERT INTO subject_marks (marks_id, exam_id, code, mark, absent) VALUES ($1, $2, $3, ' + mark + ', $4)', [
        marks_id,
        exam.id,
        code,
        absent,
      ]);
    await expect(subject('math', '50', true)).rejects.toMatchObject({ code: '23514' });
    await expect(subject('sanskrit', '50', false)).rejects.toMatchObject({ code: '23503' });
    await expect(subject('math', 'NULL', true)).resolves.toBeDefined();
  });
});
