import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { whileLocked } from '../../../test/row-locks';
import { testApp } from '../../../test/test-app';

const ctx = testApp();

const subjects = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });
const savedFor = (students: TestStudent[], exam: string) =>
  query<{ student_id: string; marks_obtained: number; grade: string }>(
    'SELECT student_id, marks_obtained, grade FROM marks_records WHERE student_id = ANY($1) AND lower(exam_name) = lower($2) ORDER BY student_id',
    [students.map((s) => s.student_id), exam],
  );

type GridRow = { student_id: string; marks: { math: number; total_marks: number } | null };

describe('the class-and-exam marks grid', () => {
  it('saves one class from several teachers at once without a deadlock, every save whole', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(40, 3, 'C');
    const exam = `Together ${students[0].student_id}`;
    const save = (n: number) =>
      teacher.agent.put('/api/admin/marks/grid').send({
        class: 3,
        section: 'C',
        exam_name: exam,
        total_marks: 600,
        entries: students.map((s) => ({ student_id: s.student_id, ...subjects(n) })),
      });
    expect((await save(10)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => save(20 + i)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    // Each save is whole: every student carries the marks of one and the same save.
    expect(new Set((await savedFor(students, exam)).map((r) => r.marks_obtained)).size).toBe(1);
  });

  it('saved again unchanged, writes no row version; the single form saving the same marks answers the record', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 2, 'B');
    const exam = `Again ${students[0].student_id}`;
    const body = {
      class: 2,
      section: 'B',
      exam_name: exam,
      total_marks: 600,
      entries: students.map((s) => ({ student_id: s.student_id, ...subjects(50) })),
    };
    const versions = () =>
      query<{ v: string }>('SELECT xmin::text AS v FROM marks WHERE student_id = ANY($1) ORDER BY student_id', [
        students.map((s) => s.student_id),
      ]);
    expect((await teacher.agent.put('/api/admin/marks/grid').send(body)).status).toBe(200);
    const first = await versions();
    const again = await teacher.agent.put('/api/admin/marks/grid').send(body);
    expect(again.body).toEqual({ message: `Marks saved for 3 students of class 2 section B in ${exam}.`, saved: 3 });
    expect(await versions()).toEqual(first);
    const single = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: students[0].student_id, class: 2, exam_name: exam, total_marks: 600, ...subjects(50) });
    expect(single.status, single.text).toBeLessThan(300);
    expect(single.body).toMatchObject({ student_id: students[0].student_id, marks_obtained: 300 });
    expect(await versions()).toEqual(first);
  });

  it('saved again with one mark corrected, does not wait for a save in flight that holds the row of a student left unchanged', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 2, 'C');
    const exam = `Held ${students[0].student_id}`;
    const save = (third: number) =>
      teacher.agent.put('/api/admin/marks/grid').send({
        class: 2,
        section: 'C',
        exam_name: exam,
        total_marks: 600,
        entries: students.map((s, i) => ({ student_id: s.student_id, ...subjects(50), math: i === 2 ? third : 50 })),
      });
    expect((await save(50)).status).toBe(200);
    const answer = await whileLocked(
      'SELECT 1 FROM marks WHERE student_id = $1 AND exam_id = (SELECT id FROM exams WHERE name = $2)',
      [students[0].student_id, exam],
      () => save(80),
    );
    expect(answer === 'waited' ? answer : answer.status).toBe(200);
    expect((await savedFor(students, exam)).map((r) => r.marks_obtained)).toEqual([300, 300, 330]);
  });

  it('shows the class with no marks, saves the whole class in one request, then shows what was saved', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 2, 'A');
    const exam = `Grid ${students[0].name.split(' ')[1]}`;
    const empty = await teacher.agent.get(
      `/api/admin/marks/grid?class=2&section=A&exam_name=${encodeURIComponent(exam)}`,
    );
    expect(empty.status).toBe(200);
    expect(empty.body.total_marks).toBeNull();
    const mine = (rows: GridRow[]) => rows.filter((r) => students.some((s) => s.student_id === r.student_id));
    expect(mine(empty.body.rows).map((r) => r.marks)).toEqual([null, null, null]);

    const entries = students.map((s, i) => ({ student_id: s.student_id, ...subjects(30 + i * 30) }));
    const put = await teacher.agent
      .put('/api/admin/marks/grid')
      .send({ class: 2, section: 'A', exam_name: exam, total_marks: 600, entries });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: `Marks saved for 3 students of class 2 section A in ${exam}.`, saved: 3 });
    expect((await savedFor(students, exam)).map((r) => [r.marks_obtained, r.grade])).toEqual([
      [180, 'E'],
      [360, 'B2'],
      [540, 'A1'],
    ]);

    const filled = await teacher.agent.get(
      `/api/admin/marks/grid?class=2&section=A&exam_name=${encodeURIComponent(exam.toUpperCase())}`,
    );
    expect(filled.body.total_marks).toBe(600);
    expect(filled.body.exam_name).toBe(exam);
    expect(mine(filled.body.rows).map((r) => r.marks?.math)).toEqual([30, 60, 90]);
  });

  it('saves nothing when one row names a student of another class, and names it', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 2, 'A');
    const [elsewhere] = await makeClassOf(1, 3, 'A');
    const exam = `Bad ${students[0].name.split(' ')[1]}`;
    const entries = [...students, elsewhere].map((s) => ({ student_id: s.student_id, ...subjects(50) }));
    const res = await teacher.agent
      .put('/api/admin/marks/grid')
      .send({ class: 2, section: 'A', exam_name: exam, total_marks: 600, entries });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Nothing was saved. Not in class 2 section A: ${elsewhere.student_id}.`);
    expect(await savedFor([...students, elsewhere], exam)).toEqual([]);
  });

  it('refuses a row over the total, a repeated student and a zero total with 400, saving nothing', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(2, 2, 'A');
    const exam = `Limits ${students[0].name.split(' ')[1]}`;
    const put = (body: object) =>
      teacher.agent.put('/api/admin/marks/grid').send({ class: 2, exam_name: exam, total_marks: 300, ...body });
    const over = await put({
      entries: students.map((s, i) => ({ student_id: s.student_id, ...subjects(i ? 60 : 10) })),
    });
    expect(over.status).toBe(400);
    expect(over.body.fields['entries.1']).toBe(
      `Marks obtained by ${students[1].student_id} (360) cannot be more than Total Marks (300).`,
    );
    const twice = await put({
      entries: [students[0], students[0]].map((s) => ({ student_id: s.student_id, ...subjects(1) })),
    });
    expect(twice.body.fields.entries).toMatch(/Each student may appear once/);
    const zero = await put({ total_marks: 0, entries: [{ student_id: students[0].student_id, ...subjects(1) }] });
    expect(zero.body.fields.total_marks).toBe('Total Marks must be greater than zero.');
    expect(await savedFor(students, exam)).toEqual([]);
  });
});

describe('two teachers saving one class’s marks at the same moment', () => {
  it('both succeed, whatever order their rows come in', async () => {
    const [a, b] = [await signedIn(ctx, 'teacher'), await signedIn(ctx, 'teacher')];
    const students = await makeClassOf(30, 1, 'C');
    for (let round = 0; round < 4; round++) {
      const exam = `Race ${round} ${students[0].name.split(' ')[1]}`;
      const entries = students.map((s) => ({ student_id: s.student_id, ...subjects(40) }));
      const [first, second] = await Promise.all([
        a.agent
          .put('/api/admin/marks/grid')
          .send({ class: 1, section: 'C', exam_name: exam, total_marks: 600, entries }),
        b.agent
          .put('/api/admin/marks/grid')
          .send({ class: 1, section: 'C', exam_name: exam, total_marks: 600, entries: [...entries].reverse() }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await savedFor(students, exam)).toHaveLength(30);
    }
  });
});
