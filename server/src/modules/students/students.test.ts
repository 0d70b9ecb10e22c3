import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeStudent, makeTeacher, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { sessionCount, studentBody, teacherBody } from '../../../test/people-factories';
import { insertMarksRecord } from '../../../test/marks-factories';
import { testApp } from '../../../test/test-app';
import { STUDENT_HAS_RECORDS } from './students.service';
import { textIn } from '../../i18n/messages';

const ctx = testApp();
const admin = () => signedIn(ctx, 'admin');

type Agent = Awaited<ReturnType<typeof admin>>['agent'];

async function createStudent(a: Agent, over: Record<string, unknown> = {}) {
  const res = await a.post('/api/admin/Students').send(studentBody(over));
  expect(res.status).toBe(201);
  const [row] = (await a.get('/api/admin/Students').query({ student_id: res.body.student_id })).body;
  return row as { auto_id: number; student_id: string; email: string; mobile: string };
}

describe('student management is for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students on every route', async () => {
    const s = await makeStudent();
    const calls = [
      { method: 'get', path: '/api/admin/Students' },
      { method: 'get', path: `/api/admin/Students?student_id=${s.student_id}` },
      { method: 'get', path: '/api/admin/Students/export' },
      { method: 'post', path: '/api/admin/Students', body: studentBody() },
      { method: 'put', path: '/api/admin/Students', body: studentBody({ id: s.auto_id }) },
      { method: 'delete', path: `/api/admin/Students?id=${s.student_id}` },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    expect(await queryOne('SELECT 1 FROM students WHERE student_id = $1', [s.student_id])).toBeDefined();
  });
});

describe('POST /api/admin/Students', () => {
  it('creates a student with parents and a generated ID, read back by ?student_id=', async () => {
    const { agent: a } = await admin();
    const body = studentBody();
    const res = await a.post('/api/admin/Students').send(body);
    expect(res.status).toBe(201);
    expect(res.body.student_id).toMatch(/^S\d{5,}$/);
    expect(res.body.message).toMatch(/Student added successfully/);
    const found = await a.get('/api/admin/Students').query({ student_id: res.body.student_id.toLowerCase() });
    expect(found.body).toEqual([
      {
        ...body,
        auto_id: expect.any(Number),
        student_id: res.body.student_id,
        status: 'active',
        withdrawn_on: null,
        withdraw_reason: null,
        guardians: [],
      },
    ]);
    expect((await a.get('/api/admin/Students').query({ student_id: 'S0000000' })).body).toEqual([]);
  });

  it("answers each new guardian's ID beside the student's, in the order given", async () => {
    const { agent: a } = await admin();
    const parent = (name: string, relation: string) => ({
      name,
      relation,
      email: uniqueEmail(relation),
      mobile: uniqueMobile(),
      notify: true,
    });
    const res = await a
      .post('/api/admin/Students')
      .send(studentBody({ guardians: [parent('Ajit Nayak', 'father'), parent('Sita Nayak', 'mother')] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await query<{ guardian_id: string; name: string }>(
      'SELECT g.guardian_id, g.name FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id WHERE sg.student_id = $1 ORDER BY sg.position',
      [res.body.student_id],
    );
    expect(res.body.guardians).toEqual(stored.map((g, i) => ({ ...g, relation: ['father', 'mother'][i] })));
    expect(res.body.guardians.map((g: { guardian_id: string }) => g.guardian_id)).toEqual([
      expect.stringMatching(/^P\d+$/),
      expect.stringMatching(/^P\d+$/),
    ]);
  });

  it('answers 400 naming every invalid field, including a future date of birth', async () => {
    const { agent: a } = await admin();
    const res = await a
      .post('/api/admin/Students')
      .send({ dob: '2999-01-01', class: '0', section: 'D', gender: '', email: 'x', mobile: 'phone' });
    expect(res.status).toBe(400);
    // The class and section are looked up in the school's setup once the fields have their shape.
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'address',
      'dob',
      'email',
      'father_name',
      'gender',
      'mobile',
      'mother_name',
      'name',
    ]);
    expect(res.body.fields.dob).toMatch(/future/);
    for (const [place, field] of [
      [{ class: '0', section: 'A' }, 'class'],
      [{ class: 5, section: 'D' }, 'section'],
    ] as const) {
      const refused = await a.post('/api/admin/Students').send(studentBody(place));
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual([field]);
    }
  });

  it('refuses an email a teacher or another student uses with 409', async () => {
    const { agent: a } = await admin();
    for (const email of [(await makeTeacher()).email, (await makeStudent()).email]) {
      const res = await a.post('/api/admin/Students').send(studentBody({ email }));
      expect(res.status).toBe(409);
      expect(res.body.fields.email).toMatch(/already used/);
    }
  });
});

describe('one email, one person', () => {
  it('lets only one of a teacher and a student created at the same moment take an email', async () => {
    const { agent: a } = await admin();
    const email = uniqueEmail('race');
    const results = await Promise.all([
      a.post('/api/admin/Students').send(studentBody({ email })),
      a.post('/api/admin/Teachers').send(teacherBody({ email: email.toUpperCase() })),
      a.post('/api/admin/Students').send(studentBody({ email })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const holders = await query(
      'SELECT 1 FROM students WHERE lower(email) = $1 UNION ALL SELECT 1 FROM teachers WHERE lower(email) = $1',
      [email],
    );
    expect(holders).toHaveLength(1);
  });
});

describe('PUT /api/admin/Students', () => {
  it('updates by the internal id and keeps the login email in step', async () => {
    const { agent: a } = await admin();
    const s = await createStudent(a);
    await query(`INSERT INTO accounts (login_id, role, email, password_hash) VALUES ($1, 'student', $2, 'x')`, [
      s.student_id,
      s.email,
    ]);
    const email = uniqueEmail('moved');
    const res = await a
      .put('/api/admin/Students')
      .send(studentBody({ id: s.auto_id, email, section: 'C', mother_name: 'Gita Patel' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Student updated successfully' });
    const [row] = (await a.get('/api/admin/Students').query({ student_id: s.student_id })).body;
    expect(row).toMatchObject({
      auto_id: s.auto_id,
      student_id: s.student_id,
      email,
      section: 'C',
      mother_name: 'Gita Patel',
    });
    expect(await queryOne('SELECT email FROM accounts WHERE login_id = $1', [s.student_id])).toEqual({ email });
  });

  it('answers 400 without an id, 404 for an unknown one and 409 for a taken email', async () => {
    const { agent: a } = await admin();
    const missing = await a.put('/api/admin/Students').send(studentBody());
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['id']);
    expect((await a.put('/api/admin/Students').send(studentBody({ id: 987654321 }))).status).toBe(404);
    const s = await createStudent(a);
    const other = await makeStudent();
    expect((await a.put('/api/admin/Students').send(studentBody({ id: s.auto_id, email: other.email }))).status).toBe(
      409,
    );
  });
});

describe('DELETE /api/admin/Students?id=', () => {
  it('removes the student, their login and their sessions together', async () => {
    const { agent: a } = await admin();
    const student = await signedIn(ctx, 'student');
    const res = await a.delete('/api/admin/Students').query({ id: student.loginId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Student deleted successfully' });
    expect((await a.get('/api/admin/Students').query({ student_id: student.loginId })).body).toEqual([]);
    expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [student.accountId])).toBeUndefined();
    expect(await sessionCount(student.accountId)).toBe(0);
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    const { agent: a } = await admin();
    const none = await a.delete('/api/admin/Students');
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ id: 'Student ID is required.' });
    expect((await a.delete('/api/admin/Students').query({ id: 'S0000000' })).status).toBe(404);
  });
});

// Fees, attendance and marks reference students ON DELETE RESTRICT: any one of them on file
// keeps the student (and their login) in place.
const RECORD_INSERTS: Record<string, (studentId: string) => Promise<unknown>> = {
  fees: (id) =>
    query(
      `INSERT INTO fees (student_id, name, class, amount, payment_mode, payment_date, receipt_no) VALUES ($1, 'Arjun Patel', 6, 1500, 'Cash', '2024-04-01', $2)`,
      [id, `R-${randomUUID().slice(0, 8)}`],
    ),
  attendance: (id) =>
    query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status) VALUES ($1, 'Arjun Patel', 6, 'A', '2024-04-01', 'Present')`,
      [id],
    ),
  marks: async (id) => {
    const [exam] = await query<{ id: number }>(
      'INSERT INTO exams (name, class) VALUES ($1, 6) RETURNING id::int AS id',
      [`Term ${randomUUID().slice(0, 8)}`],
    );
    return insertMarksRecord({
      student_id: id,
      exam_id: exam.id,
      class: 6,
      section: 'A',
      marks: [90, 80, 70, 60, 50, 40],
    });
  },
};

describe('a student with records on file', () => {
  it.each(Object.keys(RECORD_INSERTS))(
    `with %s is not deleted: 409 "${STUDENT_HAS_RECORDS}" and nothing changes`,
    async (table) => {
      const { agent: a } = await admin();
      const student = await signedIn(ctx, 'student');
      await RECORD_INSERTS[table](student.loginId);
      const res = await a.delete('/api/admin/Students').query({ id: student.loginId });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(textIn('en', STUDENT_HAS_RECORDS));
      expect(await queryOne('SELECT 1 FROM students WHERE student_id = $1', [student.loginId])).toBeDefined();
      expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [student.accountId])).toBeDefined();
      expect(await sessionCount(student.accountId)).toBe(1);
    },
  );
});

describe('GET /api/admin/Students lists and exports', () => {
  it('searches names, IDs and emails, sorts, pages and sends the total', async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    for (const n of ['Zoya', 'Yash', 'Xena']) await createStudent(a, { name: `${n} ${tag}` });
    const res = await a.get('/api/admin/Students').query({ q: tag, sort: 'name', order: 'asc', page: 2, pageSize: 2 });
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([`Zoya ${tag}`]);
    const s = await createStudent(a);
    expect((await a.get('/api/admin/Students').query({ q: s.email.toUpperCase() })).body).toHaveLength(1);
  });

  it("finds a search in any one column (the mother's name, the mobile), never across the end of one and the start of the next", async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    const s = await createStudent(a, { name: `Rhea Qv${tag}`, mother_name: `Mother ${tag}Wk` });
    const found = async (q: string) =>
      ((await a.get('/api/admin/Students').query({ q })).body as { student_id: string }[]).map((r) => r.student_id);
    expect(await found(`${tag}wk`)).toEqual([s.student_id]);
    expect(await found(s.mobile)).toContain(s.student_id);
    // The name ends "Qv<tag>", the email the student was given starts otherwise: joined, the two would read "...<tag>\x1f...".
    expect(await found(`${tag}${s.email.slice(0, 3)}`)).toEqual([]);
    expect(await found(`Qv${tag}\u001f`)).toEqual([s.student_id]);
  });

  it('filters by class and section, alone or together, and refuses a class or section that does not exist', async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    await createStudent(a, { name: `In 7A ${tag}`, class: 7, section: 'A' });
    await createStudent(a, { name: `In 7B ${tag}`, class: 7, section: 'B' });
    await createStudent(a, { name: `In 8A ${tag}`, class: 8, section: 'A' });
    const names = async (q: Record<string, string | number>) =>
      ((await a.get('/api/admin/Students').query({ q: tag, sort: 'name', ...q })).body as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await names({ class: 7 })).toEqual([`In 7A ${tag}`, `In 7B ${tag}`]);
    expect(await names({ section: 'A' })).toEqual([`In 7A ${tag}`, `In 8A ${tag}`]);
    expect(await names({ class: '7', section: 'B' })).toEqual([`In 7B ${tag}`]);
    // Blank is "all", as the screen's filters send it.
    expect(await names({ class: '', section: '' })).toHaveLength(3);
    const csv = await a.get('/api/admin/Students/export').query({ q: tag, class: 8 });
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(2);
    for (const bad of [{ class: 11 }, { class: 'x' }, { section: 'D' }]) {
      const res = await a.get('/api/admin/Students').query(bad);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(Object.keys(bad));
    }
  });

  it('exports the students with their parents as CSV', async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    const s = await createStudent(a, { name: `Esha ${tag}`, address: '=cmd|"/c calc"!A1' });
    const res = await a.get('/api/admin/Students/export').query({ q: tag });
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      `"Student ID","Name","Date of Birth","Class","Section","Gender","Father's Name","Mother's Name","Email","Mobile","Address"`,
    );
    expect(lines[1]).toBe(
      `"${s.student_id}","Esha ${tag}","2011-09-15","6","B","Male","Raj Patel","Sita Patel","${s.email}","9123450000","'=cmd|""/c calc""!A1"`,
    );
  });
});
