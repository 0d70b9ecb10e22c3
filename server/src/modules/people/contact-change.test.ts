import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeUser, PASSWORD, signedIn, uniqueEmail, uniqueMobile } from '../../../test/factories';
import { mailsTo, tokenMailedTo } from '../../../test/mailbox';
import { adminBody, studentBody, teacherBody } from '../../../test/people-factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1000', ACCOUNT_MAX_PER_ID: '1000' });
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

const forgot = (roll_no: string) => agent(ctx).post('/api/account/forgot').send({ roll_no });
const reset = (token: string) => agent(ctx).post('/api/account/reset').send({ token, password: 'someone-elses-9' });
const openTokens = async (loginId: string) =>
  (
    await query<{ purpose: string }>(
      'SELECT purpose FROM account_tokens WHERE login_id = $1 AND used_at IS NULL AND superseded_at IS NULL ORDER BY id',
      [loginId],
    )
  ).map((t) => t.purpose);

async function editTeacher(a: Agent, teacherId: string, over: Record<string, unknown>) {
  const t = (await queryOne<Record<string, unknown>>(
    'SELECT name, email, mobile, subject, class, gender FROM teachers WHERE teacher_id = $1',
    [teacherId],
  ))!;
  return a.put(`/api/Teachers/${teacherId}`).send(teacherBody({ ...t, joining_date: '2021-07-01', ...over }));
}

async function editStudent(a: Agent, studentId: string, over: Record<string, unknown>) {
  const s = (await queryOne<Record<string, unknown>>(
    'SELECT auto_id, email, mobile FROM students WHERE student_id = $1',
    [studentId],
  ))!;
  return a.put('/api/admin/Students').send(studentBody({ id: s.auto_id, email: s.email, mobile: s.mobile, ...over }));
}

describe('the email or mobile of someone who holds a login changes', () => {
  it('a reset link mailed to the old address stops working once the school corrects the email (teacher edit)', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const teacher = await makeUser('teacher');
    expect((await forgot(teacher.loginId)).status).toBe(202);
    const stale = await tokenMailedTo(teacher.email, 'reset-link');
    const corrected = uniqueEmail('corrected');
    expect((await editTeacher(a, teacher.loginId, { email: corrected })).status).toBe(200);

    const res = await reset(stale);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/the school changed the email or mobile/);
    expect(
      (await agent(ctx).post('/api/api/login').send({ roll_no: teacher.loginId, password: PASSWORD })).status,
    ).toBe(200);
    // The old address is told, and a new link goes to the new one.
    const notice = (await mailsTo(teacher.email)).at(-1)!;
    expect(notice.kind).toBe('contact-changed');
    expect(notice.text).toContain(teacher.loginId);
    expect(notice.text).not.toContain(corrected);
    await forgot(teacher.loginId);
    expect((await mailsTo(corrected)).map((m) => m.kind)).toEqual(['reset-link']);
  });

  it("a changed mobile alone voids the open reset link and printed letter too (student edit), in the account's language", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const student = await makeUser('student');
    await query("UPDATE accounts SET language = 'hi' WHERE login_id = $1", [student.loginId]);
    await forgot(student.loginId);
    expect((await a.post(`/api/admin/logins/${student.loginId}/letter`)).status).toBe(201);
    expect(await openTokens(student.loginId)).toEqual(['reset', 'setup']);

    expect((await editStudent(a, student.loginId, { mobile: uniqueMobile() })).status).toBe(200);
    expect(await openTokens(student.loginId)).toEqual([]);
    const notice = (await mailsTo(student.email)).at(-1)!;
    expect(notice.kind).toBe('contact-changed');
    expect(notice.subject).toMatch(/[\u0900-\u097F]/);
    expect((await reset(await tokenMailedTo(student.email, 'reset-link'))).status).toBe(400);
  });

  it('an edit that keeps the email and mobile (a new class, the email in other capitals) says nothing and voids nothing', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const student = await makeUser('student');
    await forgot(student.loginId);
    const before = (await mailsTo(student.email)).length;
    expect((await editStudent(a, student.loginId, { class: 7, email: student.email.toUpperCase() })).status).toBe(200);
    expect(await openTokens(student.loginId)).toEqual(['reset']);
    expect(await mailsTo(student.email)).toHaveLength(before);
  });

  it("voids an open sign-up link when the record's mobile changes, though no login exists yet", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const created = await a.post('/api/admin/Students').send(studentBody());
    const s = (await queryOne<{ student_id: string; email: string }>(
      'SELECT student_id, email FROM students WHERE student_id = $1',
      [created.body.student_id],
    ))!;
    await agent(ctx)
      .post('/api/api/admin/signup')
      .send({ email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: PASSWORD })
      .expect(202);
    const link = await tokenMailedTo(s.email, 'claim-link');
    expect((await editStudent(a, s.student_id, { mobile: uniqueMobile() })).status).toBe(200);
    const res = await agent(ctx).post('/api/account/confirm').send({ token: link });
    expect(res.status).toBe(400);
    expect(await queryOne('SELECT 1 FROM accounts WHERE login_id = $1', [s.student_id])).toBeUndefined();
    // No login: nobody to tell.
    expect((await mailsTo(s.email)).map((m) => m.kind)).toEqual(['claim-link']);
  });

  it("an admin's changed email tells their old address and voids their reset link", async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    const body = adminBody();
    expect((await a.post('/api/admin_signup').send(body)).status).toBe(201);
    const { login_id } = (await queryOne<{ login_id: string }>('SELECT login_id FROM accounts WHERE email = $1', [
      body.email,
    ]))!;
    await forgot(login_id);
    const stale = await tokenMailedTo(body.email, 'reset-link');
    const res = await a.put('/api/admin_signup').send({
      user_id: login_id,
      name: body.name,
      email: uniqueEmail('admin-new'),
      mobile_no: body.mobile_no,
      password: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await mailsTo(body.email)).at(-1)).toMatchObject({ kind: 'contact-changed' });
    expect((await reset(stale)).status).toBe(400);
  });
});
