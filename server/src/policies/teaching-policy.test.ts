import { describe, expect, it } from 'vitest';
import type { TeachingInput } from '@contracts/teaching';
import { query, queryOne } from '../db/pool';
import { signedIn, signedInTeacher } from '../../test/factories';
import { makeClassOf, pastDate } from '../../test/roster-factories';
import { testApp } from '../../test/test-app';

const ctx = testApp();

// A Math teacher of 5A, and the class teacher of 5A who teaches nothing else.
const MATH_5A: TeachingInput = { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: null };
const CLASS_TEACHER_5A: TeachingInput = { subjects: [], class_teacher: { class: 5, section: 'A' } };
const NOT_YOURS = 'You teach Math in 5A; this record is 10B.';

const subjects = (math: number, others = 0) => ({
  math,
  english: others,
  physics: others,
  chemistry: others,
  odia: others,
  hindi: others,
});
const admin = () => signedIn(ctx, 'admin');

async function arrange() {
  const [mine] = await makeClassOf(1, 5, 'A');
  const [other] = await makeClassOf(1, 10, 'B');
  return { mine, other, admin: (await admin()).agent };
}

const attendanceRow = (id: number) => queryOne<{ status: string }>('SELECT status FROM attendance WHERE id = $1', [id]);
const marksRow = (id: number) =>
  queryOne<Record<string, number>>('SELECT math, english FROM marks_records WHERE marks_id = $1', [id]);

describe('attendance: a teacher takes it only in sections they teach or are class teacher of', () => {
  it('refuses a student of another section with a sentence saying why, and writes nothing', async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const date = pastDate();
    const refused = await t.agent
      .post('/api/attendance')
      .send({ student_id: other.student_id, class: 10, attendance_date: date, status: 'Absent' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(NOT_YOURS);
    expect(await query('SELECT 1 FROM attendance WHERE student_id = $1', [other.student_id])).toEqual([]);
    const own = await t.agent
      .post('/api/attendance')
      .send({ student_id: mine.student_id, class: 5, attendance_date: date, status: 'Absent' });
    expect(own.status).toBe(201);
  });

  it("refuses changing or deleting another section's record; the record stays as it was", async () => {
    const { other, admin: a } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const date = pastDate();
    const rec = (
      await a
        .post('/api/attendance')
        .send({ student_id: other.student_id, class: 10, attendance_date: date, status: 'Present' })
    ).body;
    const put = await t.agent
      .put('/api/attendance')
      .send({ id: rec.id, student_id: other.student_id, class: 10, attendance_date: date, status: 'Absent' });
    expect(put.status).toBe(403);
    expect(put.body.error).toBe(NOT_YOURS);
    expect((await t.agent.delete(`/api/attendance?id=${rec.id}`)).status).toBe(403);
    expect(await attendanceRow(rec.id)).toEqual({ status: 'Present' });
  });

  it('lets the class teacher change and delete a record of their section', async () => {
    const { mine, admin: a } = await arrange();
    const t = await signedInTeacher(ctx, CLASS_TEACHER_5A);
    const date = pastDate();
    const rec = (
      await a
        .post('/api/attendance')
        .send({ student_id: mine.student_id, class: 5, attendance_date: date, status: 'Present' })
    ).body;
    expect(
      (
        await t.agent
          .put('/api/attendance')
          .send({ id: rec.id, student_id: mine.student_id, class: 5, attendance_date: date, status: 'Absent' })
      ).status,
    ).toBe(200);
    expect((await t.agent.delete(`/api/attendance?id=${rec.id}`)).status).toBe(200);
    expect(await attendanceRow(rec.id)).toBeUndefined();
  });

  it('refuses the whole-class register of another section, read and save', async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const date = pastDate();
    const read = await t.agent.get(`/api/attendance/register?class=10&section=B&date=${date}`);
    expect(read.status).toBe(403);
    const save = await t.agent.put('/api/attendance/register').send({
      class: 10,
      section: 'B',
      attendance_date: date,
      entries: [{ student_id: other.student_id, status: 'Absent' }],
    });
    expect(save.status).toBe(403);
    expect(save.body.error).toBe(NOT_YOURS);
    expect(await query('SELECT 1 FROM attendance WHERE student_id = $1', [other.student_id])).toEqual([]);
    const own = await t.agent.put('/api/attendance/register').send({
      class: 5,
      section: 'A',
      attendance_date: date,
      entries: [{ student_id: mine.student_id, status: 'Absent' }],
    });
    expect(own.status).toBe(200);
  });

  it('shows a teacher only their own sections of a class asked for without a section', async () => {
    const [inB] = await makeClassOf(1, 5, 'B');
    await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const register = await t.agent.get(`/api/attendance/register?class=5&date=${pastDate()}`);
    expect(register.status).toBe(200);
    expect(register.body.students.length).toBeGreaterThan(0);
    expect(new Set(register.body.students.map((s: { section: string }) => s.section))).toEqual(new Set(['A']));
    expect(register.body.students.map((s: { student_id: string }) => s.student_id)).not.toContain(inB.student_id);
    const students = await t.agent.get('/api/attendance?class=5');
    expect(students.body.map((s: { section: string }) => s.section)).not.toContain('B');
    expect((await t.agent.get('/api/attendance?class=10')).status).toBe(403);
  });

  it("lists only records of the teacher's own sections", async () => {
    const { mine, other, admin: a } = await arrange();
    for (const [s, cls] of [
      [mine, 5],
      [other, 10],
    ] as const) {
      await a
        .post('/api/attendance')
        .send({ student_id: s.student_id, class: cls, attendance_date: pastDate(), status: 'Present' })
        .expect(201);
    }
    const t = await signedInTeacher(ctx, MATH_5A);
    const list = await t.agent.get('/api/attendance').query({ pageSize: 100 });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body) expect(`${row.class}${row.section}`).toBe('5A');
  });
});

describe('the refusals in the screen’s language', () => {
  it('answers our client in Odia or Hindi, piece by piece, and the spec’s client in the same English', async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, {
      subjects: [
        { class: 5, section: 'A', subject: 'Math' },
        { class: 5, section: 'B', subject: 'Math' },
        { class: 6, section: 'C', subject: 'English' },
      ],
      class_teacher: { class: 5, section: 'A' },
    });
    const send = (language?: string) => {
      const req = t.agent.post('/api/attendance');
      return (language ? req.set('X-Language', language) : req).send({
        student_id: other.student_id,
        class: 10,
        attendance_date: pastDate(),
        status: 'Absent',
      });
    };
    expect((await send()).body.error).toBe(
      'You teach Math in 5A, 5B and English in 6C, and are class teacher of 5A; this record is 10B.',
    );
    expect((await send('hi')).body.error).toBe(
      'आप 5A, 5B में गणित और 6C में अंग्रेज़ी पढ़ाते हैं, और 5A के कक्षा शिक्षक हैं; यह रिकॉर्ड 10B का है।',
    );
    expect((await send('or')).body.error).toBe(
      'ଆପଣ 5A, 5B ରେ ଗଣିତ ଓ 6C ରେ ଇଂରାଜୀ ପଢ଼ାନ୍ତି, ଏବଂ 5A ର ଶ୍ରେଣୀ ଶିକ୍ଷକ ଅଟନ୍ତି; ଏହି ରେକର୍ଡ 10B ର।',
    );

    const math = await signedInTeacher(ctx, MATH_5A);
    const english = await math.agent
      .post('/api/admin/marks')
      .set('X-Language', 'hi')
      .send({ student_id: mine.student_id, exam_name: 'Unit 1', class: 5, ...subjects(50, 40), total_marks: 600 });
    expect(english.status).toBe(403);
    expect(english.body.error).toBe('आप 5A में गणित पढ़ाते हैं; 5A के अंग्रेज़ी के अंक आप नहीं बदल सकते।');
  });
});

describe('marks: a subject teacher enters only their subjects; a class teacher every subject of their section', () => {
  it('refuses marks for another section, and another subject in their own section', async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const elsewhere = await t.agent
      .post('/api/admin/marks')
      .send({ student_id: other.student_id, exam_name: 'Unit 1', class: 10, ...subjects(50), total_marks: 600 });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(NOT_YOURS);
    const english = await t.agent
      .post('/api/admin/marks')
      .send({ student_id: mine.student_id, exam_name: 'Unit 1', class: 5, ...subjects(50, 40), total_marks: 600 });
    expect(english.status).toBe(403);
    expect(english.body.error).toBe('You teach Math in 5A; English in 5A is not yours to change.');
    expect(
      await query('SELECT 1 FROM marks WHERE student_id = ANY($1)', [[mine.student_id, other.student_id]]),
    ).toEqual([]);
    const math = await t.agent
      .post('/api/admin/marks')
      .send({ student_id: mine.student_id, exam_name: 'Unit 1', class: 5, math: 50, total_marks: 600 });
    expect(math.status).toBe(201);
  });

  it("lets a subject teacher's whole-record PUT change only their subject; the others must equal what is stored", async () => {
    const { mine, admin: a } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const rec = (
      await a.post('/api/admin/marks').send({
        student_id: mine.student_id,
        exam_name: 'Half Yearly',
        class: 5,
        ...subjects(50, 60),
        total_marks: 600,
      })
    ).body;
    const body = {
      id: rec.marks_id,
      student_id: mine.student_id,
      exam_name: 'Half Yearly',
      class: 5,
      total_marks: 600,
    };
    const other = await t.agent.put('/api/admin/marks').send({ ...body, ...subjects(70, 60), english: 99 });
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/English in 5A is not yours to change/);
    expect(await marksRow(rec.marks_id)).toEqual({ math: 50, english: 60 });
    const own = await t.agent.put('/api/admin/marks').send({ ...body, ...subjects(70, 60) });
    expect(own.status).toBe(200);
    expect(await marksRow(rec.marks_id)).toEqual({ math: 70, english: 60 });
    expect((await t.agent.delete(`/api/admin/marks?id=${rec.marks_id}`)).status).toBe(403);
  });

  it('lets the class teacher enter, change and delete every subject of their section', async () => {
    const { mine } = await arrange();
    const t = await signedInTeacher(ctx, CLASS_TEACHER_5A);
    const rec = await t.agent
      .post('/api/admin/marks')
      .send({ student_id: mine.student_id, exam_name: 'Unit 2', class: 5, ...subjects(50, 60), total_marks: 600 });
    expect(rec.status).toBe(201);
    expect((await t.agent.delete(`/api/admin/marks?id=${rec.body.marks_id}`)).status).toBe(200);
  });

  it('guards the marks grid: another section 403 read and write; another subject 403 and nothing saved', async () => {
    const { mine, other, admin: a } = await arrange();
    const [second] = await makeClassOf(1, 5, 'A');
    await a
      .post('/api/admin/marks')
      .send({ student_id: second.student_id, exam_name: 'Grid', class: 5, ...subjects(10, 20), total_marks: 600 })
      .expect(201);
    const t = await signedInTeacher(ctx, MATH_5A);
    expect((await t.agent.get('/api/admin/marks/grid?class=10&section=B&exam_name=Grid')).status).toBe(403);
    const grid = { class: 5, section: 'A', exam_name: 'Grid', total_marks: 600 };
    const elsewhere = await t.agent
      .put('/api/admin/marks/grid')
      .send({ ...grid, class: 10, section: 'B', entries: [{ student_id: other.student_id, ...subjects(50) }] });
    expect(elsewhere.status).toBe(403);
    const english = await t.agent.put('/api/admin/marks/grid').send({
      ...grid,
      entries: [
        { student_id: mine.student_id, math: 50 },
        { student_id: second.student_id, ...subjects(30, 20), english: 25 },
      ],
    });
    expect(english.status).toBe(403);
    expect(await query('SELECT 1 FROM marks WHERE student_id = $1', [mine.student_id])).toEqual([]);
    const math = await t.agent.put('/api/admin/marks/grid').send({
      ...grid,
      entries: [
        { student_id: mine.student_id, math: 50 },
        { student_id: second.student_id, ...subjects(30, 20) },
      ],
    });
    expect(math.status).toBe(200);
    expect(math.body.saved).toBe(2);
  });

  it("lists only marks of the teacher's own sections", async () => {
    const { mine, other, admin: a } = await arrange();
    for (const [s, cls] of [
      [mine, 5],
      [other, 10],
    ] as const) {
      await a
        .post('/api/admin/marks')
        .send({ student_id: s.student_id, exam_name: 'Listed', class: cls, ...subjects(40), total_marks: 600 })
        .expect(201);
    }
    const t = await signedInTeacher(ctx, MATH_5A);
    const list = await t.agent.get('/api/admin/marks').query({ exam_name: 'Listed', pageSize: 100 });
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body) expect(`${row.class}${row.section}`).toBe('5A');
    expect((await t.agent.get('/api/admin/marks?class=10')).status).toBe(403);
  });
});

describe('student details: a teacher reads only the students of their sections', () => {
  it("answers 403 for another section's student and 200 for their own", async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const refused = await t.agent.get(`/api/details?student_id=${other.student_id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You teach Math in 5A; this student is in 10B.');
    expect(JSON.stringify(refused.body)).not.toMatch(/School Road|Kumar/);
    expect((await t.agent.get(`/api/details?student_id=${mine.student_id}`)).status).toBe(200);
  });

  it("answers 403 for another section's results and 200 for their own", async () => {
    const { mine, other } = await arrange();
    const t = await signedInTeacher(ctx, MATH_5A);
    const refused = await t.agent.get(`/api/student/marks/${other.student_id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You teach Math in 5A; this student is in 10B.');
    expect((await t.agent.get(`/api/student/marks/${mine.student_id}`)).status).toBe(200);
  });

  it('tells a teacher with no teaching yet that none is assigned', async () => {
    const { mine } = await arrange();
    const t = await signedInTeacher(ctx, { subjects: [], class_teacher: null });
    const res = await t.agent.get(`/api/details?student_id=${mine.student_id}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('You have no classes assigned yet; this student is in 5A.');
  });
});
