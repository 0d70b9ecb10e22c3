import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { type Call, send } from '../../../test/calls';
import { makeStudent, signedIn } from '../../../test/factories';
import { futureDate, makeClassOf, pastDate } from '../../../test/roster-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

const rowsOf = (studentId: string) =>
  query<{ id: number; status: string; attendance_date: string; student_name: string; class: number; section: string }>(
    'SELECT id, status, attendance_date, student_name, class, section FROM attendance WHERE student_id = $1 ORDER BY attendance_date',
    [studentId],
  );

describe('who may use attendance', () => {
  const staffCalls = (body: Record<string, unknown> = {}): Call[] => [
    { method: 'get', path: '/api/attendance' },
    { method: 'get', path: '/api/attendance?class=7' },
    { method: 'post', path: '/api/attendance', body },
    { method: 'put', path: '/api/attendance', body },
    { method: 'delete', path: '/api/attendance?id=1' },
    { method: 'get', path: '/api/attendance/register?class=7&date=2024-01-02' },
    { method: 'put', path: '/api/attendance/register', body },
  ];

  it('answers 401 with the sign-in redirect to anyone not signed in', async () => {
    for (const c of [...staffCalls(), { method: 'get', path: '/api/attendance_s' } as const]) {
      const res = await send(agent(ctx), c);
      expect(res.status, `${c.method} ${c.path}`).toBe(401);
      expect(res.body.redirect).toBe('/Signin');
    }
  });

  it('answers 403 to a student on every teacher endpoint, and changes nothing', async () => {
    const student = await signedIn(ctx, 'student');
    const [s] = await makeClassOf(1);
    const date = pastDate();
    const body = {
      student_id: s.student_id,
      class: 7,
      attendance_date: date,
      status: 'Absent',
      id: 1,
      section: 'B',
      entries: [{ student_id: s.student_id, status: 'Absent' }],
    };
    // The plain list is the original client's student screen too: a student gets their own rows there.
    for (const c of staffCalls(body).filter((c) => c.path !== '/api/attendance' || c.method !== 'get')) {
      const res = await send(student.agent, c);
      expect(res.status, `${c.method} ${c.path}`).toBe(403);
    }
    expect(await rowsOf(s.student_id)).toEqual([]);
  });

  it('answers 403 to teachers and admins on the students’ own-attendance endpoint', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const user = await signedIn(ctx, role);
      expect((await user.agent.get('/api/attendance_s')).status).toBe(403);
    }
  });
});

describe('GET /api/attendance?class=', () => {
  it('lists the students of the class with student_id, name and student_name, and narrows by section', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const inB = await makeClassOf(2, 6, 'B');
    const inC = await makeClassOf(1, 6, 'C');
    const all = await teacher.agent.get('/api/attendance?class=6');
    expect(all.status).toBe(200);
    const ids = all.body.map((s: { student_id: string }) => s.student_id);
    expect(ids).toEqual(expect.arrayContaining([...inB, ...inC].map((s) => s.student_id)));
    expect(all.body.find((s: { student_id: string }) => s.student_id === inB[0].student_id)).toEqual({
      student_id: inB[0].student_id,
      name: inB[0].name,
      student_name: inB[0].name,
      section: 'B',
    });
    const onlyC = await teacher.agent.get('/api/attendance?class=6&section=C');
    expect(onlyC.body.map((s: { section: string }) => s.section)).not.toContain('B');
    expect(onlyC.body.map((s: { student_id: string }) => s.student_id)).toContain(inC[0].student_id);
  });

  it("refuses a class the school's setup does not have with 400", async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const res = await teacher.agent.get('/api/attendance?class=11');
    expect(res.status).toBe(400);
    expect(res.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: '11' })));
  });
});

describe('POST /api/attendance', () => {
  it('marks a day, takes the name from the student record, and saving the same day again updates it', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const date = pastDate();
    const first = await teacher.agent.post('/api/attendance').send({
      student_id: s.student_id.toLowerCase(),
      student_name: 'Someone Else',
      class: 7,
      attendance_date: date,
      status: 'Present',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Attendance marked successfully.',
      student_id: s.student_id,
      student_name: s.name,
      class: 7,
      section: 'B',
      attendance_date: date,
      status: 'Present',
    });

    const again = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, student_name: s.name, class: '7', attendance_date: date, status: 'Absent' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Attendance updated successfully.',
      id: first.body.id,
      status: 'Absent',
    });
    expect(await rowsOf(s.student_id)).toEqual([
      { id: first.body.id, status: 'Absent', attendance_date: date, student_name: s.name, class: 7, section: 'B' },
    ]);
    const markedBy = await queryOne<{ marked_by: number }>('SELECT marked_by FROM attendance WHERE id = $1', [
      first.body.id,
    ]);
    expect(markedBy!.marked_by).toBe(teacher.accountId);
  });

  it('lets an admin mark attendance too', async () => {
    const admin = await signedIn(ctx, 'admin');
    const [s] = await makeClassOf(1);
    const res = await admin.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: pastDate(), status: 'Present' });
    expect(res.status).toBe(201);
  });

  it('answers 400 naming every missing or wrong field', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const res = await teacher.agent
      .post('/api/attendance')
      .send({ status: 'Late', class: 0, attendance_date: '2024-02-30' });
    expect(res.status).toBe(400);
    // The class is looked up in the school's setup once the fields have their shape.
    expect(res.body.fields).toEqual({
      student_id: 'Student ID is required.',
      attendance_date: 'Date must be a real date.',
      status: 'Status must be Present or Absent.',
    });
    const [s] = await makeClassOf(1);
    const noClass = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 0, attendance_date: pastDate(), status: 'Present' });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields).toEqual({ class: textIn('en', msg('setup.noSuchClass', { class: '0' })) });
  });

  it('refuses a date in the future, and one before 2000, writing nothing', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const future = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: futureDate(), status: 'Present' });
    expect(future.status).toBe(400);
    expect(future.body.fields.attendance_date).toBe('Date cannot be in the future.');
    const ancient = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: '1999-12-31', status: 'Present' });
    expect(ancient.status).toBe(400);
    expect(ancient.body.fields.attendance_date).toBe('Date must be on or after 2000-01-01.');
    expect(await rowsOf(s.student_id)).toEqual([]);
  });

  it('answers 404 for an unknown student and 400 for a student of another class', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const unknown = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: 'S99999999', class: 7, attendance_date: pastDate(), status: 'Present' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Student S99999999 not found.');
    const [s] = await makeClassOf(1, 7);
    const wrong = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 8, attendance_date: pastDate(), status: 'Present' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(`Student ${s.student_id} (${s.name}) is in class 7, not class 8.`);
    expect(await rowsOf(s.student_id)).toEqual([]);
  });
});

describe('PUT and DELETE /api/attendance', () => {
  async function marked() {
    const teacher = await signedIn(ctx, 'teacher');
    const [s] = await makeClassOf(1);
    const date = pastDate();
    const res = await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: date, status: 'Present' });
    return { teacher, s, date, id: res.body.id as number };
  }

  it('updates the whole record and answers with it', async () => {
    const { teacher, s, id } = await marked();
    const newDate = pastDate();
    const res = await teacher.agent.put('/api/attendance').send({
      id,
      student_id: s.student_id,
      student_name: 'ignored',
      class: 7,
      attendance_date: newDate,
      status: 'Absent',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Attendance updated successfully.',
      id,
      student_name: s.name,
      attendance_date: newDate,
      status: 'Absent',
    });
    expect(await rowsOf(s.student_id)).toMatchObject([{ id, attendance_date: newDate, status: 'Absent' }]);
  });

  it('answers 404 for an unknown id and 409 when the new date is already recorded for the student', async () => {
    const { teacher, s, date, id } = await marked();
    const missing = await teacher.agent
      .put('/api/attendance')
      .send({ id: 987654321, student_id: s.student_id, class: 7, attendance_date: date, status: 'Absent' });
    expect(missing.status).toBe(404);
    const other = pastDate();
    await teacher.agent
      .post('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: other, status: 'Present' });
    const clash = await teacher.agent
      .put('/api/attendance')
      .send({ id, student_id: s.student_id, class: 7, attendance_date: other, status: 'Absent' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      `Attendance for ${s.student_id} on ${other} is already recorded. Edit that record instead.`,
    );
    expect((await rowsOf(s.student_id)).map((r) => r.status)).toEqual(expect.arrayContaining(['Present', 'Present']));
  });

  it('answers 400 without an id', async () => {
    const { teacher, s, date } = await marked();
    const res = await teacher.agent
      .put('/api/attendance')
      .send({ student_id: s.student_id, class: 7, attendance_date: date, status: 'Absent' });
    expect(res.status).toBe(400);
    expect(res.body.fields.id).toBe('id is required.');
  });

  it('deletes by ?id=, then answers 404; a bad id is 400', async () => {
    const { teacher, s, id } = await marked();
    const del = await teacher.agent.delete(`/api/attendance?id=${id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Attendance deleted successfully.');
    expect(await rowsOf(s.student_id)).toEqual([]);
    expect((await teacher.agent.delete(`/api/attendance?id=${id}`)).status).toBe(404);
    expect((await teacher.agent.delete('/api/attendance?id=abc')).status).toBe(400);
  });

  it('keeps a student with attendance from being deleted (the record would be lost)', async () => {
    const { s } = await marked();
    await expect(query('DELETE FROM students WHERE student_id = $1', [s.student_id])).rejects.toMatchObject({
      code: '23001',
    });
  });
});

describe('GET /api/attendance (records)', () => {
  it('filters by class, section, date and student, sorts and pages, with the total in X-Total-Count', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const students = await makeClassOf(3, 9, 'A');
    const date = pastDate();
    for (const s of students)
      await teacher.agent
        .post('/api/attendance')
        .send({ student_id: s.student_id, class: 9, attendance_date: date, status: 'Present' });
    const tag = students[0].name.split(' ')[1];
    const page = await teacher.agent.get(
      `/api/attendance?class=9&section=A&date=${date}&q=${tag}&sort=student_name&order=desc&page=1&pageSize=2`,
    );
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((r: { student_name: string }) => r.student_name)).toEqual([
      students[2].name,
      students[1].name,
    ]);
    const one = await teacher.agent.get(`/api/attendance?student_id=${students[0].student_id}`);
    expect(one.body).toHaveLength(1);
    const plain = await teacher.agent.get('/api/attendance');
    expect(Array.isArray(plain.body)).toBe(true);
    // Other suites add attendance to the shared database while this runs, between the rows and
    // the count; that the kept counter is exact is row-counts.test's to show.
    expect(Number(plain.headers['x-total-count'])).toBeGreaterThanOrEqual(plain.body.length);
  });

  it('refuses an unknown sort, and a search PostgreSQL cannot store (NUL), with 400', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    expect((await teacher.agent.get('/api/attendance?sort=password')).status).toBe(400);
    expect((await teacher.agent.get('/api/attendance?q=%00')).status).toBe(400);
  });
});

describe('GET /api/attendance_s', () => {
  it('gives a student only their own days, newest first', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    const other = await makeStudent({ class: 5, section: 'A' });
    const [older, newer] = [pastDate(), pastDate()].sort();
    for (const d of [older, newer]) {
      await teacher.agent
        .post('/api/attendance')
        .send({ student_id: student.loginId, class: 5, attendance_date: d, status: 'Present' });
      await teacher.agent
        .post('/api/attendance')
        .send({ student_id: other.student_id, class: 5, attendance_date: d, status: 'Absent' });
    }
    const res = await student.agent.get('/api/attendance_s');
    expect(res.status).toBe(200);
    expect(res.body.map((r: { student_id: string }) => r.student_id)).toEqual([student.loginId, student.loginId]);
    expect(res.body.map((r: { attendance_date: string }) => r.attendance_date)).toEqual([newer, older]);
  });
});

describe('GET /api/attendance_s for someone else', () => {
  it('refuses a student naming another student with the sentence of the screen, and accepts their own ID', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    const other = await signedIn(ctx, 'student');
    await teacher.agent
      .post('/api/attendance')
      .send({ student_id: other.loginId, class: 5, attendance_date: pastDate(), status: 'Absent' });
    const denied = await student.agent.get('/api/attendance_s').query({ student_id: other.loginId });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: 'You can only view your own attendance.' });
    const own = await student.agent.get('/api/attendance_s').query({ student_id: student.loginId.toLowerCase() });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
  });
});
