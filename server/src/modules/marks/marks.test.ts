import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { type Call, send } from '../../../test/calls';
import { signedIn } from '../../../test/factories';
import { makeClassOf } from '../../../test/roster-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

const subjects = (math: number, english = math, physics = math, chemistry = math, odia = math, hindi = math) => ({
  math,
  english,
  physics,
  chemistry,
  odia,
  hindi,
});
const marksOf = (studentId: string) =>
  query<{ exam_name: string; marks_obtained: number; percentage: string; grade: string }>(
    'SELECT e.name AS exam_name, m.marks_obtained, m.percentage, m.grade FROM marks m JOIN exams e ON e.id = m.exam_id WHERE m.student_id = $1 ORDER BY m.marks_id',
    [studentId],
  );

describe('who may use marks', () => {
  const staffCalls = (body: Record<string, unknown> = {}): Call[] => [
    { method: 'get', path: '/api/admin/marks' },
    { method: 'post', path: '/api/admin/marks', body },
    { method: 'put', path: '/api/admin/marks', body },
    { method: 'delete', path: '/api/admin/marks?id=1' },
    { method: 'get', path: '/api/admin/marks/grid?class=7&exam_name=Unit' },
    { method: 'put', path: '/api/admin/marks/grid', body },
  ];

  it('answers 401 to anyone not signed in', async () => {
    for (const c of [...staffCalls(), { method: 'get', path: '/api/student/marks/S00001' } as const]) {
      const res = await send(agent(ctx), c);
      expect(res.status, `${c.method} ${c.path}`).toBe(401);
    }
  });

  it('answers 403 to a student on every teacher endpoint, and writes nothing', async () => {
    const student = await signedIn(ctx, 'student');
    const [s] = await makeClassOf(1);
    const body = {
      student_id: s.student_id,
      exam_name: 'Unit 1',
      class: 7,
      ...subjects(50),
      total_marks: 600,
      id: 1,
      entries: [{ student_id: s.student_id, ...subjects(50) }],
    };
    for (const c of staffCalls(body)) {
      const res = await send(student.agent, c);
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
    }
    expect(await marksOf(s.student_id)).toEqual([]);
  });
});

describe('POST /api/admin/marks', () => {
  it('computes marks obtained, percentage and grade itself, and takes the student’s details from the record', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent.post('/api/admin/marks').send({
      student_id: s.student_id,
      exam_name: 'Half Yearly',
      class: 7,
      ...subjects(90, 85, 80, 75, 70, 100),
      total_marks: 600,
      marks_obtained: 600,
      percentage: 100,
      grade: 'A1',
      student_name: 'Forged',
      dob: '1990-01-01',
      section: 'A',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Marks submitted successfully.',
      student_id: s.student_id,
      student_name: s.name,
      dob: '2012-03-04',
      class: 7,
      section: 'B',
      gender: 'Male',
      contact_no: '9123456780',
      exam_name: 'Half Yearly',
      math: 90,
      hindi: 100,
      total_marks: 600,
      marks_obtained: 500,
      percentage: 83.33,
      grade: 'A2',
    });
    expect(res.body.marks_id).toBe(res.body.id);
    expect(await marksOf(s.student_id)).toEqual([
      { exam_name: 'Half Yearly', marks_obtained: 500, percentage: '83.33', grade: 'A2' },
    ]);
  });

  it('updates the same student and exam when entered again, whatever the case of the exam name, keeping its first spelling', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const first = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Final', class: 7, ...subjects(50), total_marks: 600 });
    const again = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: ' final ', class: 7, ...subjects(95), total_marks: 600 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Marks updated successfully.',
      marks_id: first.body.marks_id,
      grade: 'A1',
      percentage: 95,
    });
    expect(await marksOf(s.student_id)).toEqual([
      { exam_name: 'Final', marks_obtained: 570, percentage: '95.00', grade: 'A1' },
    ]);
  });

  it('takes blank subjects as not entered: no result yet', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Unit 2', class: 7, math: '40', english: '', total_marks: '100' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      math: 40,
      english: null,
      physics: null,
      marks_obtained: null,
      percentage: null,
      grade: null,
    });
  });

  it('answers 400 with the field errors, including the spec’s total marks message', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const res = await teacher.agent
      .post('/api/admin/marks')
      .send({ class: 7, math: 101, english: 50.5, physics: -1, total_marks: 0 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      student_id: 'Student ID is required.',
      exam_name: 'Exam Name is required.',
      math: 'Math must be between 0 and 100.',
      english: 'English must be a whole number.',
      physics: 'Physics must be between 0 and 100.',
      total_marks: 'Total Marks must be greater than zero.',
    });
    const over = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: 'S00001', exam_name: 'X', class: 7, ...subjects(60), total_marks: 300 });
    expect(over.body.fields.total_marks).toBe('Marks obtained (360) cannot be more than Total Marks (300).');
    const nul = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: 'S00001', exam_name: 'Unit\u00001', class: 7, total_marks: 600 });
    expect(nul.body.fields.exam_name).toBe('Exam Name must not contain control characters.');
    expect((await teacher.agent.get('/api/admin/marks/grid?class=7&exam_name=a%00b')).status).toBe(400);
  });

  it('answers 404 for an unknown student and 400 for one in another class', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const unknown = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: 'S-NOBODY', exam_name: 'X', class: 7, ...subjects(1), total_marks: 600 });
    expect(unknown.status).toBe(404);
    const [s] = await makeClassOf(1, 7);
    const wrong = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'X', class: 6, ...subjects(1), total_marks: 600 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.class).toMatch(/is in class 7, not class 6/);
    expect(await marksOf(s.student_id)).toEqual([]);
  });
});

describe('PUT, DELETE and GET /api/admin/marks', () => {
  async function entered(exam = 'Term 1') {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const res = await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: exam, class: 7, ...subjects(50), total_marks: 600 });
    return { teacher, s, id: res.body.marks_id as number };
  }

  it('recomputes on update and ignores the grade the client sends', async () => {
    const { teacher, s, id } = await entered();
    const res = await teacher.agent.put('/api/admin/marks').send({
      id,
      student_id: s.student_id,
      student_name: 'x',
      exam_name: 'Term 1',
      class: 7,
      ...subjects(30),
      total_marks: 600,
      grade: 'A1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Marks updated successfully.',
      marks_id: id,
      marks_obtained: 180,
      percentage: 30,
      grade: 'E',
      student_name: s.name,
    });
  });

  it('answers 404 for an unknown id and 409 when renaming onto an exam the student already has', async () => {
    const { teacher, s, id } = await entered('Term 1');
    await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: s.student_id, exam_name: 'Term 2', class: 7, ...subjects(70), total_marks: 600 });
    const missing = await teacher.agent
      .put('/api/admin/marks')
      .send({ id: 987654321, student_id: s.student_id, exam_name: 'Term 1', class: 7, total_marks: 600 });
    expect(missing.status).toBe(404);
    const clash = await teacher.agent
      .put('/api/admin/marks')
      .send({ id, student_id: s.student_id, exam_name: 'TERM 2', class: 7, ...subjects(10), total_marks: 600 });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(`Marks for ${s.student_id} in TERM 2 already exist. Edit that record instead.`);
    expect((await marksOf(s.student_id)).map((m) => m.marks_obtained)).toEqual([300, 420]);
  });

  it('deletes by ?id=, then answers 404', async () => {
    const { teacher, s, id } = await entered();
    const del = await teacher.agent.delete(`/api/admin/marks?id=${id}`);
    expect(del.body.message).toBe('Marks deleted successfully.');
    expect(await marksOf(s.student_id)).toEqual([]);
    expect((await teacher.agent.delete(`/api/admin/marks?id=${id}`)).status).toBe(404);
  });

  it('lists with filters, sorting and paging and the total in X-Total-Count', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 8, 'C');
    for (const [i, s] of students.entries()) {
      await teacher.agent
        .post('/api/admin/marks')
        .send({ student_id: s.student_id, exam_name: 'Annual', class: 8, ...subjects(40 + i * 20), total_marks: 600 });
    }
    const tag = students[0].name.split(' ')[1];
    const res = await teacher.agent.get(
      `/api/admin/marks?class=8&exam_name=annual&q=${tag}&sort=percentage&order=desc&pageSize=2&page=1`,
    );
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((r: { grade: string }) => r.grade)).toEqual(['A2', 'B2']);
    const one = await teacher.agent.get(`/api/admin/marks?student_id=${students[0].student_id.toLowerCase()}`);
    expect(one.body).toHaveLength(1);
  });

  it('keeps a student with marks from being deleted', async () => {
    const { s } = await entered();
    await expect(query('DELETE FROM students WHERE student_id = $1', [s.student_id])).rejects.toMatchObject({
      code: '23001',
    });
  });
});

describe('GET /api/student/marks/{student_id}', () => {
  it('gives a student their own results newest first, in exactly { student_marks, school_name }', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    for (const [exam, mark] of [
      ['Unit 1', 60],
      ['Half Yearly', 95],
      ['Unit 2', 30],
    ] as const) {
      await teacher.agent
        .post('/api/admin/marks')
        .send({ student_id: student.loginId, exam_name: exam, class: 5, ...subjects(mark), total_marks: 600 });
    }
    const own = await student.agent.get(`/api/student/marks/${student.loginId.toLowerCase()}`);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body).sort()).toEqual(['school_name', 'student_marks']);
    expect(own.body.school_name).toBe('School Management');
    expect(own.body.student_marks.map((m: { exam_name: string }) => m.exam_name)).toEqual([
      'Unit 2',
      'Half Yearly',
      'Unit 1',
    ]);
    expect(own.body.student_marks.map((m: { grade: string }) => m.grade)).toEqual(['E', 'A1', 'B2']);
    expect(own.body.student_marks[1]).toMatchObject({
      student_id: student.loginId,
      student_name: 'Ravi Kumar',
      class: 5,
      section: 'A',
      math: 95,
      hindi: 95,
      total_marks: 600,
      marks_obtained: 570,
      percentage: 95,
      grade: 'A1',
    });
  });

  it('refuses another student’s results with the screen’s sentence', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: student.loginId, exam_name: 'Unit 1', class: 5, ...subjects(60), total_marks: 600 });
    const other = await signedIn(ctx, 'student');
    for (const id of [student.loginId, student.loginId.toLowerCase(), 'S0000000']) {
      const denied = await other.agent.get(`/api/student/marks/${id}`);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ error: 'You can only view your own exam results.' });
    }
  });

  it('lets teachers and admins read any student’s results', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    await teacher.agent
      .post('/api/admin/marks')
      .send({ student_id: student.loginId, exam_name: 'Unit 1', class: 5, ...subjects(60), total_marks: 600 });
    for (const role of ['teacher', 'admin'] as const) {
      const staff = await signedIn(ctx, role);
      const res = await staff.agent.get(`/api/student/marks/${student.loginId}`);
      expect(res.status).toBe(200);
      expect(res.body.student_marks).toHaveLength(1);
    }
  });

  it('answers an empty list for a student with no marks yet, and 404 for an ID nobody has', async () => {
    const student = await signedIn(ctx, 'student');
    const res = await student.agent.get(`/api/student/marks/${student.loginId}`);
    expect(res.status).toBe(200);
    expect(res.body.student_marks).toEqual([]);
    const teacher = await signedIn(ctx, 'teacher');
    const missing = await teacher.agent.get('/api/student/marks/S0000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No marks found for this Student ID');
  });

  it('answers 400 to an ID that cannot be one, and 401 when signed out', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    expect((await teacher.agent.get('/api/student/marks/bad%20id')).status).toBe(400);
    const res = await agent(ctx).get('/api/student/marks/S00001');
    expect(res.status).toBe(401);
    expect(res.body.redirect).toBe('/Signin');
  });
});
