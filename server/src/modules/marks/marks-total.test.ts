import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '@contracts/enums';
import type { TeachingInput } from '@contracts/teaching';
import { query, queryOne } from '../../db/pool';
import { signedIn, signedInTeacher } from '../../../test/factories';
import { makeClassOf, type TestStudent } from '../../../test/roster-factories';
import { testApp } from '../../../test/test-app';

// The total weighs every subject (each one's share of the percentage and grade): it is the
// class's, changed only by whoever may change every subject of the record.
const ctx = testApp();

const MATH_2C: TeachingInput = { subjects: [{ class: 2, section: 'C', subject: 'Math' }], class_teacher: null };
const CLASS_TEACHER_2C: TeachingInput = { subjects: [], class_teacher: { class: 2, section: 'C' } };
const ALL_SIX_2C: TeachingInput = {
  subjects: SUBJECTS.map((subject) => ({ class: 2, section: 'C', subject })),
  class_teacher: null,
};
const refusal = (total: number) =>
  `You teach Math in 2C; Total Marks in 2C stay ${total}: only its class teacher or a teacher of all its subjects may change them.`;

const subjects = (n: number) => ({ math: n, english: n, physics: n, chemistry: n, odia: n, hindi: n });
const stored = (id: number) =>
  queryOne<{ total_marks: number; grade: string }>('SELECT total_marks, grade FROM marks WHERE marks_id = $1', [id]);
const totalsOf = (students: TestStudent[]) =>
  query<{ total_marks: number }>('SELECT total_marks FROM marks WHERE student_id = ANY($1) ORDER BY student_id', [
    students.map((s) => s.student_id),
  ]);

/** Pupils of 2C with a record each, 40 in every subject out of 600: C2. Entered by an admin. */
async function recorded(count = 1) {
  const students = await makeClassOf(count, 2, 'C');
  const exam = `Total ${students[0].student_id}`;
  const admin = (await signedIn(ctx, 'admin')).agent;
  const ids: number[] = [];
  for (const s of students) {
    const res = await admin
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: exam, class: 2, ...subjects(40), total_marks: 600 });
    expect(res.body.grade).toBe('C2');
    ids.push(res.body.marks_id);
  }
  return { students, exam, ids, admin };
}

describe('the total of a marks record: a subject teacher may not change it', () => {
  it('refuses a PUT changing only the total, saying why; the record keeps its total and grade', async () => {
    const {
      students: [s],
      exam,
      ids: [id],
    } = await recorded();
    const t = await signedInTeacher(ctx, MATH_2C);
    const body = { id, student_id: s.student_id, exam_name: exam, class: 2, ...subjects(40), total_marks: 300 };
    const res = await t.agent.put('/api/admin/marks').send(body);
    expect(res.status, res.text).toBe(403);
    expect(res.body.error).toBe(refusal(600));
    expect(await stored(id)).toEqual({ total_marks: 600, grade: 'C2' });
    const own = await t.agent.put('/api/admin/marks').send({ ...body, math: 46, total_marks: 600 });
    expect(own.status, own.text).toBe(200);
    const left = await t.agent.put('/api/admin/marks').send({ ...body, math: 46, total_marks: undefined });
    expect(left.status, left.text).toBe(200);
    expect(await stored(id)).toEqual({ total_marks: 600, grade: 'C2' });
  });

  it('refuses a grid save with a new total, saving nothing; the grid with the stored total saves', async () => {
    const { students, exam, ids } = await recorded(2);
    const t = await signedInTeacher(ctx, MATH_2C);
    const grid = (total: number, math = 40) => ({
      class: 2,
      section: 'C',
      exam_name: exam,
      total_marks: total,
      entries: students.map((s) => ({ student_id: s.student_id, ...subjects(40), math })),
    });
    const res = await t.agent.put('/api/admin/marks/grid').send(grid(300));
    expect(res.status, res.text).toBe(403);
    expect(res.body.error).toBe(refusal(600));
    for (const id of ids) expect(await stored(id)).toEqual({ total_marks: 600, grade: 'C2' });
    const same = await t.agent.put('/api/admin/marks/grid').send(grid(600, 45));
    expect(same.status, same.text).toBe(200);
    expect(await totalsOf(students)).toEqual([{ total_marks: 600 }, { total_marks: 600 }]);
  });

  it('refuses a POST of an existing record with another total; left out, the stored total stays', async () => {
    const {
      students: [s],
      exam,
      ids: [id],
      admin,
    } = await recorded();
    await admin
      .put('/api/admin/marks')
      .send({ id, exam_name: exam, class: 2, ...subjects(40), total_marks: 500 })
      .expect(200);
    const t = await signedInTeacher(ctx, MATH_2C);
    const body = { student_id: s.student_id, exam_name: exam, class: 2, ...subjects(40) };
    const res = await t.agent.post('/api/admin/marks').send({ ...body, total_marks: 600 });
    expect(res.status, res.text).toBe(403);
    expect(res.body.error).toBe(refusal(500));
    const left = await t.agent.post('/api/admin/marks').send({ ...body, math: 45 });
    expect(left.status, left.text).toBe(200);
    expect(left.body).toMatchObject({ marks_id: id, total_marks: 500 });
  });

  it('answers the refusal in Hindi and Odia to our client', async () => {
    const {
      students: [s],
      exam,
      ids: [id],
    } = await recorded();
    const t = await signedInTeacher(ctx, MATH_2C);
    const put = (language: string) =>
      t.agent
        .put('/api/admin/marks')
        .set('X-Language', language)
        .send({ id, student_id: s.student_id, exam_name: exam, class: 2, ...subjects(40), total_marks: 300 });
    expect((await put('hi')).body.error).toBe(
      'आप 2C में गणित पढ़ाते हैं; 2C में कुल अंक 600 ही रहेंगे: इन्हें केवल कक्षा शिक्षक या वहाँ के सभी विषयों के शिक्षक बदल सकते हैं।',
    );
    expect((await put('or')).body.error).toBe(
      'ଆପଣ 2C ରେ ଗଣିତ ପଢ଼ାନ୍ତି; 2C ରେ ମୋଟ ନମ୍ବର 600 ରହିବ: କେବଳ ଶ୍ରେଣୀ ଶିକ୍ଷକ କିମ୍ବା ସେଠାର ସମସ୍ତ ବିଷୟର ଶିକ୍ଷକ ଏହାକୁ ବଦଳାଇ ପାରିବେ।',
    );
  });
});

describe('the total of a new record: the section’s', () => {
  it('gives a subject teacher’s new record the total the section’s records carry, and refuses another', async () => {
    const {
      students: [first],
      exam,
      ids: [id],
      admin,
    } = await recorded();
    await admin
      .put('/api/admin/marks')
      .send({ id, student_id: first.student_id, exam_name: exam, class: 2, ...subjects(40), total_marks: 500 })
      .expect(200);
    const [pupil, other] = await makeClassOf(2, 2, 'C');
    const t = await signedInTeacher(ctx, MATH_2C);
    const body = { student_id: pupil.student_id, exam_name: exam, class: 2, math: 50 };
    const refused = await t.agent.post('/api/admin/marks').send({ ...body, total_marks: 600 });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error).toBe(refusal(500));
    const left = await t.agent.post('/api/admin/marks').send(body);
    expect(left.status, left.text).toBe(201);
    expect(left.body.total_marks).toBe(500);
    const grid = await t.agent.put('/api/admin/marks/grid').send({
      class: 2,
      section: 'C',
      exam_name: exam,
      total_marks: 600,
      entries: [{ student_id: other.student_id, math: 50 }],
    });
    expect(grid.status, grid.text).toBe(403);
    expect(await totalsOf([other])).toEqual([]);
  });

  it('lets a subject teacher begin a section’s records at the exam’s total, and only at that', async () => {
    const [pupil] = await makeClassOf(1, 2, 'C');
    const exam = `Fresh ${pupil.student_id}`;
    const t = await signedInTeacher(ctx, MATH_2C);
    const body = { student_id: pupil.student_id, exam_name: exam, class: 2, math: 50 };
    const refused = await t.agent.post('/api/admin/marks').send({ ...body, total_marks: 300 });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error).toBe(refusal(600));
    const grid = await t.agent.put('/api/admin/marks/grid').send({
      class: 2,
      section: 'C',
      exam_name: exam,
      total_marks: 300,
      entries: [{ student_id: pupil.student_id, math: 50 }],
    });
    expect(grid.status, grid.text).toBe(403);
    expect(await totalsOf([pupil])).toEqual([]);
    const atExamTotal = await t.agent.post('/api/admin/marks').send({ ...body, total_marks: 600 });
    expect(atExamTotal.status, atExamTotal.text).toBe(201);
  });
});

describe('the total of a marks record: whoever may change every subject of it may change it', () => {
  it.each([
    ['the class teacher', CLASS_TEACHER_2C],
    ['a teacher of all six subjects there', ALL_SIX_2C],
  ] as const)('lets %s change it on a record and on the grid', async (_who, teaching) => {
    const { students, exam, ids } = await recorded(2);
    const t = await signedInTeacher(ctx, teaching);
    const put = await t.agent
      .put('/api/admin/marks')
      .send({ id: ids[0], exam_name: exam, class: 2, ...subjects(40), total_marks: 300 });
    expect(put.status, put.text).toBe(200);
    expect(await stored(ids[0])).toEqual({ total_marks: 300, grade: 'A2' });
    const grid = await t.agent.put('/api/admin/marks/grid').send({
      class: 2,
      section: 'C',
      exam_name: exam,
      total_marks: 400,
      entries: students.map((s) => ({ student_id: s.student_id, ...subjects(40) })),
    });
    expect(grid.status, grid.text).toBe(200);
    expect(await totalsOf(students)).toEqual([{ total_marks: 400 }, { total_marks: 400 }]);
  });

  it('lets an admin change it on a record and on the grid', async () => {
    const { students, exam, ids, admin } = await recorded(2);
    expect(
      (
        await admin
          .put('/api/admin/marks')
          .send({ id: ids[0], exam_name: exam, class: 2, ...subjects(40), total_marks: 300 })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.put('/api/admin/marks/grid').send({
          class: 2,
          section: 'C',
          exam_name: exam,
          total_marks: 500,
          entries: students.map((s) => ({ student_id: s.student_id, ...subjects(40) })),
        })
      ).status,
    ).toBe(200);
    expect(await totalsOf(students)).toEqual([{ total_marks: 500 }, { total_marks: 500 }]);
  });
});
