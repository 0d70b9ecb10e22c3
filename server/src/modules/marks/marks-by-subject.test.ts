import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { signedIn } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { SANSKRIT as sanskrit } from '../../../test/marks-factories';
import { testApp } from '../../../test/test-app';

// Issue 30, marks by subject: a class's subjects are the school's (here class 9 takes Sanskrit,
// at 50 marks), and an exam keeps the subjects it was set with whatever the class does later.
// The setup is the whole school's, so this suite has the setup's database and puts it back.
const ctx = testApp({}, { database: 'setup' });
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let standard: SetupDocument;
let pupils: TestStudent[];

const SIX = { math: 60, english: 60, physics: 60, chemistry: 60, odia: 60, hindi: 60 };

/** The standard shape with class 9's subjects changed. */
function withClass9(
  subjects: (list: SetupDocument['classes'][number]['subjects']) => SetupDocument['classes'][number]['subjects'],
): SetupDocument {
  return {
    ...standard,
    classes: standard.classes.map((c) => (c.name === '9' ? { ...c, subjects: subjects(c.subjects) } : c)),
  };
}

const grid = (exam: string, entries: object[], total = 650) =>
  admin.put('/api/admin/marks/grid').send({ class: 9, section: 'A', exam_name: exam, total_marks: total, entries });
const resultsOf = async (id: string) => (await admin.get(`/api/student/marks/${id}`).expect(200)).body.student_marks;

beforeAll(async () => {
  await query('TRUNCATE students, exams, marks, teaching_subjects, class_teachers, teachers CASCADE');
  admin = (await signedIn(ctx, 'admin')).agent;
  const templates: SetupTemplate[] = (await admin.get('/api/admin/setup/templates').expect(200)).body;
  standard = templates.find((t) => t.key === 'standard')!.document;
  expect((await admin.put('/api/admin/setup').send(withClass9((s) => [...s, sanskrit]))).status).toBe(200);
  pupils = await makeClassOf(2, 9, 'A');
});

afterAll(async () => {
  await query('TRUNCATE students, exams, marks CASCADE');
  await admin.put('/api/admin/setup').send(standard).expect(200);
});

describe('marks of a class with its own subjects', () => {
  it('takes marks by subject code on the grid, and answers every subject beside the spec fields', async () => {
    const exam = 'Sanskrit Term';
    const saved = await grid(exam, [
      { student_id: pupils[0].student_id, marks: { ...SIX, sanskrit: 45 }, absent: [] },
      { student_id: pupils[1].student_id, marks: { ...SIX, hindi: null, sanskrit: 'AB' }, absent: ['hindi'] },
    ]);
    expect(saved.status, saved.text).toBe(200);

    const [first] = await resultsOf(pupils[0].student_id);
    // 6 x 60 + 45 of 650.
    expect(first).toMatchObject({
      exam_name: exam,
      ...SIX,
      absent: [],
      total_marks: 650,
      marks_obtained: 405,
      percentage: 62.31,
      grade: 'B2',
    });
    expect(first.subjects.map((s: { code: string }) => s.code)).toEqual([...Object.keys(SIX), 'sanskrit']);
    expect(first.subjects.at(-1)).toMatchObject({
      code: 'sanskrit',
      name: 'Sanskrit',
      mark: 45,
      max_marks: 50,
      absent: false,
    });
    const [second] = await resultsOf(pupils[1].student_id);
    expect(second).toMatchObject({ hindi: null, absent: ['hindi', 'sanskrit'], marks_obtained: 300 });

    const opened = (
      await admin.get('/api/admin/marks/grid').query({ class: 9, section: 'A', exam_name: exam }).expect(200)
    ).body;
    expect(opened.subjects.at(-1)).toMatchObject({ code: 'sanskrit', max_marks: 50 });
    const row = opened.rows.find((r: { student_id: string }) => r.student_id === pupils[0].student_id);
    expect(row.marks.marks).toMatchObject({ sanskrit: 45, math: 60 });
  });

  it('refuses a mark above the subject’s maximum and a subject the exam does not have, naming each', async () => {
    const res = await grid('Sanskrit Refused', [
      { student_id: pupils[0].student_id, marks: { ...SIX, sanskrit: 51, latin: 3 } },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'entries.0.marks.sanskrit': textIn(
        'en',
        msg('marks.overMax', { subject: 'Sanskrit', max: 50, exam: 'Sanskrit Refused' }),
      ),
      'entries.0.marks.latin': textIn('en', msg('marks.notASubject', { exam: 'Sanskrit Refused', subject: 'latin' })),
    });
    expect(
      await query('SELECT 1 FROM marks m JOIN exams e ON e.id = m.exam_id WHERE e.name = $1', ['Sanskrit Refused']),
    ).toEqual([]);
  });

  it('keeps a subject the spec’s body cannot name when the record is edited through the spec’s PUT', async () => {
    const exam = 'Spec Edit';
    await grid(exam, [{ student_id: pupils[0].student_id, marks: { ...SIX, sanskrit: 40 } }]).expect(200);
    const [record] = await resultsOf(pupils[0].student_id);
    const put = await admin
      .put('/api/admin/marks')
      .send({ id: record.marks_id, exam_name: exam, class: 9, ...SIX, math: 70 });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ math: 70, marks_obtained: 410 });
    expect(put.body.subjects.at(-1)).toMatchObject({ code: 'sanskrit', mark: 40 });
  });

  it('restores a deleted record with every subject, and its history names the subjects changed', async () => {
    const exam = 'Restored Term';
    await grid(exam, [{ student_id: pupils[1].student_id, marks: { ...SIX, sanskrit: 30 } }]).expect(200);
    await grid(exam, [{ student_id: pupils[1].student_id, marks: { ...SIX, sanskrit: 35 } }]).expect(200);
    const record = (await resultsOf(pupils[1].student_id)).find((r: { exam_name: string }) => r.exam_name === exam);
    const history = (await admin.get('/api/history').query({ table: 'marks', id: record.marks_id }).expect(200)).body;
    expect(history[0].changes).toMatchObject({ sanskrit: [30, 35], marks_obtained: [390, 395] });
    expect(history[1].changes).toMatchObject({ sanskrit: [null, 30], math: [null, 60] });

    await admin.delete('/api/admin/marks').query({ id: record.marks_id }).expect(200);
    const deleted = (await admin.get('/api/history/deleted').query({ table: 'marks' }).expect(200)).body;
    expect(deleted.find((d: { id: number }) => d.id === record.marks_id).record).toMatchObject({
      sanskrit: 35,
      math: 60,
    });
    await admin.post('/api/history/restore').send({ table: 'marks', id: record.marks_id }).expect(201);
    const back = (await resultsOf(pupils[1].student_id)).find((r: { exam_name: string }) => r.exam_name === exam);
    expect(back).toMatchObject({ marks_id: record.marks_id, ...SIX, marks_obtained: 395 });
    expect(back.subjects.at(-1)).toMatchObject({ code: 'sanskrit', mark: 35 });
  });
});

describe('a subject teacher of the six spec subjects in a class with Sanskrit', () => {
  it('may enter those six, but not Sanskrit, nor change the total that Sanskrit counts in', async () => {
    const exam = 'Teacher Term';
    await grid(exam, [{ student_id: pupils[0].student_id, marks: { ...SIX, sanskrit: 40 } }]).expect(200);
    const labels = ['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi'] as const;
    const { agent: teacher } = await signedIn(ctx, 'teacher', {
      subjects: labels.map((subject) => ({ class: 9, section: 'A', subject })),
      class_teacher: null,
    });
    const save = (marks: object, total = 650) =>
      teacher.put('/api/admin/marks/grid').send({
        class: 9,
        section: 'A',
        exam_name: exam,
        total_marks: total,
        entries: [{ student_id: pupils[0].student_id, marks }],
      });
    expect((await save({ ...SIX, math: 61, sanskrit: 40 })).status).toBe(200);
    const sanskritMark = await save({ ...SIX, math: 61, sanskrit: 41 });
    expect(sanskritMark.status).toBe(403);
    expect(sanskritMark.body.error).toContain('Sanskrit');
    expect((await save({ ...SIX, math: 61, sanskrit: 40 }, 700)).status).toBe(403);
  });
});

describe('an exam set before its class changes', () => {
  it('keeps its subjects and maximums; an exam set afterwards takes the class’s new ones', async () => {
    const exam = 'Before The Change';
    await grid(exam, [{ student_id: pupils[0].student_id, marks: { ...SIX, sanskrit: 50 } }]).expect(200);
    // The class gives Sanskrit 100 marks and drops Physics, which has marks now: refused (409).
    const changed = withClass9((s) => [...s.filter((x) => x.code !== 'physics'), { ...sanskrit, max_marks: 100 }]);
    const put = await admin.put('/api/admin/setup').send(changed);
    expect(put.status, put.text).toBe(409);
    // Retired instead, Physics stays on the past exam and is not on new ones.
    const retired = withClass9((s) => [
      ...s.map((x) => (x.code === 'physics' ? { ...x, retired: true as const } : x)),
      { ...sanskrit, max_marks: 100 },
    ]);
    expect((await admin.put('/api/admin/setup').send(retired)).status).toBe(200);

    const past = (
      await admin.get('/api/admin/marks/grid').query({ class: 9, section: 'A', exam_name: exam }).expect(200)
    ).body;
    expect(past.subjects.map((s: { code: string; max_marks: number }) => `${s.code} ${s.max_marks}`)).toEqual([
      'math 100',
      'english 100',
      'physics 100',
      'chemistry 100',
      'odia 100',
      'hindi 100',
      'sanskrit 50',
    ]);
    const [kept] = await resultsOf(pupils[0].student_id);
    expect(kept).toMatchObject({ exam_name: exam, physics: 60, marks_obtained: 410, total_marks: 650 });

    const next = await grid(
      'After The Change',
      [{ student_id: pupils[0].student_id, marks: { ...SIX, physics: null, sanskrit: 90 } }],
      600,
    );
    expect(next.status, next.text).toBe(200);
    const after = (
      await admin
        .get('/api/admin/marks/grid')
        .query({ class: 9, section: 'A', exam_name: 'After The Change' })
        .expect(200)
    ).body;
    expect(after.subjects.map((s: { code: string; max_marks: number }) => `${s.code} ${s.max_marks}`)).toEqual([
      'math 100',
      'english 100',
      'chemistry 100',
      'odia 100',
      'hindi 100',
      'sanskrit 100',
    ]);
    const [latest] = await resultsOf(pupils[0].student_id);
    expect(latest).toMatchObject({ exam_name: 'After The Change', physics: null, marks_obtained: 390, percentage: 65 });
  });
});
