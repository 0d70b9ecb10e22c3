import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryOne } from '../../db/pool';
import { makeStudent, makeTeacher, PASSWORD, signedIn, uniqueEmail } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { sessionCount, teacherBody } from '../../../test/people-factories';
import { claimLogin } from '../../../test/mailbox';
import { testApp } from '../../../test/test-app';

const ctx = testApp();
const admin = () => signedIn(ctx, 'admin');

async function createTeacher(a: Awaited<ReturnType<typeof admin>>['agent'], over: Record<string, unknown> = {}) {
  const res = await a.post('/api/admin/Teachers').send(teacherBody(over));
  expect(res.status).toBe(201);
  return res.body.teacher_id as string;
}

describe('teacher management is for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students on every route', async () => {
    const t = await makeTeacher();
    const calls = [
      { method: 'get', path: '/api/admin/Teachers' },
      { method: 'get', path: '/api/admin/Teachers/export' },
      { method: 'post', path: '/api/admin/Teachers', body: teacherBody() },
      { method: 'put', path: `/api/Teachers/${t.teacher_id}`, body: teacherBody() },
      { method: 'delete', path: `/api/Teachers/${t.teacher_id}` },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    expect(await queryOne('SELECT 1 FROM teachers WHERE teacher_id = $1', [t.teacher_id])).toBeDefined();
  });
});

describe('GET /api/admin/Teachers', () => {
  it('names the section each teacher is class teacher of, and null for the others', async () => {
    const { agent: a } = await admin();
    const head = await createTeacher(a);
    const other = await createTeacher(a);
    await queryOne('DELETE FROM class_teachers WHERE class = 9 AND section = $1', ['B']);
    await queryOne(
      "INSERT INTO class_teachers (teacher_id, class, section) SELECT id, 9, 'B' FROM teachers WHERE teacher_id = $1",
      [head],
    );
    const rowOf = async (id: string) => (await a.get('/api/admin/Teachers').query({ q: id })).body[0];
    expect((await rowOf(head)).class_teacher).toEqual({ class: 9, section: 'B' });
    expect((await rowOf(other)).class_teacher).toBeNull();
  });
});

describe('POST /api/admin/Teachers', () => {
  it('creates a teacher with a generated ID and reads it back in the list', async () => {
    const { agent: a } = await admin();
    const body = teacherBody({ name: '  Lata Mishra  ' });
    const res = await a.post('/api/admin/Teachers').send(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Teacher added successfully/);
    expect(res.body.teacher_id).toMatch(/^T\d{4,}$/);
    const list = await a.get('/api/admin/Teachers').query({ q: res.body.teacher_id });
    expect(list.body).toEqual([{ ...body, name: 'Lata Mishra', teacher_id: res.body.teacher_id, class_teacher: null }]);
  });

  it('answers 400 naming every invalid field', async () => {
    const { agent: a } = await admin();
    const res = await a.post('/api/admin/Teachers').send({
      name: ' ',
      email: 'nope',
      mobile: '12ab',
      joining_date: '2021-02-30',
      subject: 'Art',
      class: 11,
      gender: 'X',
    });
    expect(res.status).toBe(400);
    // The class is looked up in the school's setup once the fields have their shape.
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'email',
      'gender',
      'joining_date',
      'mobile',
      'name',
      'subject',
    ]);
  });

  it('refuses an email another teacher, student or admin uses with 409', async () => {
    const { agent: a, email: adminEmail } = await admin();
    const teacher = await makeTeacher();
    const student = await makeStudent();
    for (const email of [teacher.email.toUpperCase(), student.email, adminEmail]) {
      const res = await a.post('/api/admin/Teachers').send(teacherBody({ email }));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/already used/);
    }
  });

  it('ignores fields it does not own, such as a chosen teacher_id', async () => {
    const { agent: a } = await admin();
    const res = await a.post('/api/admin/Teachers').send(teacherBody({ teacher_id: 'HACKED1' }));
    expect(res.body.teacher_id).not.toBe('HACKED1');
  });
});

describe('PUT /api/Teachers/:teacher_id', () => {
  it('updates the teacher and keeps their login email in step', async () => {
    const { agent: a } = await admin();
    const id = await createTeacher(a);
    const signupEmail = (await queryOne<{ email: string }>('SELECT email FROM teachers WHERE teacher_id = $1', [id]))!
      .email;
    await claimLogin(ctx.app, { id, email: signupEmail }, PASSWORD);
    const email = uniqueEmail('renamed');
    const res = await a.put(`/api/Teachers/${id}`).send(teacherBody({ email, subject: 'Hindi', class: '3' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Teacher updated successfully' });
    const [row] = (await a.get('/api/admin/Teachers').query({ q: id })).body;
    expect(row).toMatchObject({ teacher_id: id, email, subject: 'Hindi', class: 3 });
    expect(await queryOne('SELECT email FROM accounts WHERE login_id = $1', [id])).toEqual({ email });
  });

  it('answers 404 for an unknown teacher, 400 for bad fields and 409 for a taken email', async () => {
    const { agent: a } = await admin();
    expect((await a.put('/api/Teachers/T999999').send(teacherBody())).status).toBe(404);
    const id = await createTeacher(a);
    const bad = await a.put(`/api/Teachers/${id}`).send(teacherBody({ class: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ class: "The school's setup has no class 0." });
    const other = await makeTeacher();
    const taken = await a.put(`/api/Teachers/${id}`).send(teacherBody({ email: other.email }));
    expect(taken.status).toBe(409);
  });

  it('lets a teacher keep their own email', async () => {
    const { agent: a } = await admin();
    const email = uniqueEmail('keep');
    const id = await createTeacher(a, { email });
    expect((await a.put(`/api/Teachers/${id}`).send(teacherBody({ email: email.toUpperCase() }))).status).toBe(200);
  });
});

describe('DELETE /api/Teachers/:teacher_id', () => {
  it('removes the teacher, their login and their sessions together', async () => {
    const { agent: a } = await admin();
    const teacher = await signedIn(ctx, 'teacher');
    expect(await sessionCount(teacher.accountId)).toBe(1);
    const res = await a.delete(`/api/Teachers/${teacher.loginId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Teacher deleted successfully' });
    expect(await queryOne('SELECT 1 FROM teachers WHERE teacher_id = $1', [teacher.loginId])).toBeUndefined();
    expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [teacher.accountId])).toBeUndefined();
    expect(await sessionCount(teacher.accountId)).toBe(0);
    expect((await teacher.agent.get('/api/login/status')).body).toEqual({ isLoggedIn: false });
  });

  it('answers 404 for an unknown teacher and never reuses a deleted ID', async () => {
    const { agent: a } = await admin();
    expect((await a.delete('/api/Teachers/T999999')).status).toBe(404);
    const id = await createTeacher(a);
    await a.delete(`/api/Teachers/${id}`).expect(200);
    const next = await createTeacher(a);
    expect(next).not.toBe(id);
  });
});

describe('GET /api/admin/Teachers lists', () => {
  it('answers a plain array without parameters, and searches, sorts and pages with them', async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    for (const n of ['Cara', 'Abel', 'Bina']) await createTeacher(a, { name: `${n} ${tag}` });
    const plain = await a.get('/api/admin/Teachers');
    expect(Array.isArray(plain.body)).toBe(true);
    expect(Number(plain.headers['x-total-count'])).toBe(plain.body.length);
    const page = await a
      .get('/api/admin/Teachers')
      .query({ q: tag, sort: 'name', order: 'desc', page: 1, pageSize: 2 });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((t: { name: string }) => t.name)).toEqual([`Cara ${tag}`, `Bina ${tag}`]);
  });

  it('answers 400, never 500, for text the database cannot store (a NUL character)', async () => {
    const { agent: a } = await admin();
    expect((await a.get('/api/admin/Teachers').query({ q: 'a\u0000b' })).status).toBe(400);
    expect((await a.post('/api/admin/Teachers').send(teacherBody({ name: 'a\u0000b' }))).status).toBe(400);
    expect((await a.delete('/api/Teachers/%00')).status).toBe(400);
  });

  it('answers 400 for an unknown sort and a page size over the cap', async () => {
    const { agent: a } = await admin();
    expect((await a.get('/api/admin/Teachers').query({ sort: 'password' })).status).toBe(400);
    const big = await a.get('/api/admin/Teachers').query({ pageSize: 1000 });
    expect(big.status).toBe(400);
    expect(big.body.fields.pageSize).toMatch(/at most 100/);
  });
});

describe('GET /api/admin/Teachers/export', () => {
  it('sends the matching teachers as a CSV download', async () => {
    const { agent: a } = await admin();
    const tag = randomUUID().slice(0, 6);
    const id = await createTeacher(a, { name: `Rao, "Asha" ${tag}` });
    const res = await a.get('/api/admin/Teachers/export').query({ q: tag });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="teachers.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Teacher ID","Name","Email","Mobile No","Joining Date","Subject","Class","Gender"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^"${id}","Rao, ""Asha"" ${tag}",`));
  });
});
