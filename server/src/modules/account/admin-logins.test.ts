import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeStudent, makeTeacher, makeUser, PASSWORD, signedIn, uniqueEmail } from '../../../test/factories';
import { tokenMailedTo } from '../../../test/mailbox';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const login = (roll_no: string, password: string) => agent(ctx).post('/api/api/login').send({ roll_no, password });
const codeOf = (letter: { code: string }) => letter.code.replace(/\s+/g, '');

describe('an admin resets a wrongly claimed login', () => {
  it('ends the login and its sessions at once, voids open links, and lets the real owner claim it again', async () => {
    const admin = await signedIn(ctx, 'admin');
    const s = await makeStudent();
    // The attacker claimed the login and is signed in.
    const attacker = agent(ctx);
    await attacker
      .post('/api/api/admin/signup')
      .send({ email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: 'attacker-pass-1' });
    await attacker.post('/api/account/confirm').send({ token: await tokenMailedTo(s.email) });
    await attacker.post('/api/api/login').send({ roll_no: s.student_id, password: 'attacker-pass-1' }).expect(200);
    expect((await attacker.get(`/api/details?student_id=${s.student_id}`)).status).toBe(200);
    // and asked for a reset link that has not been used yet.
    await agent(ctx).post('/api/account/forgot').send({ roll_no: s.student_id });
    const pendingReset = await tokenMailedTo(s.email, 'reset-link');

    const res = await admin.agent.post(`/api/admin/logins/${s.student_id.toLowerCase()}/reset`);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/must claim it again/);
    expect((await attacker.get(`/api/details?student_id=${s.student_id}`)).status).toBe(401);
    expect((await login(s.student_id, 'attacker-pass-1')).status).toBe(401);
    expect(
      (await agent(ctx).post('/api/account/reset').send({ token: pendingReset, password: 'attacker-pass-2' })).status,
    ).toBe(400);

    await agent(ctx)
      .post('/api/api/admin/signup')
      .send({ email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: PASSWORD });
    expect(
      (
        await agent(ctx)
          .post('/api/account/confirm')
          .send({ token: await tokenMailedTo(s.email, 'claim-link') })
      ).status,
    ).toBe(200);
    expect((await login(s.student_id, PASSWORD)).status).toBe(200);
  });

  it('says so when there was no login, and 404 for an ID that is no teacher or student', async () => {
    const admin = await signedIn(ctx, 'admin');
    const t = await makeTeacher();
    const none = await admin.agent.post(`/api/admin/logins/${t.teacher_id}/reset`);
    expect(none.status).toBe(200);
    expect(none.body.message).toMatch(/had no login/);
    const other = await makeUser('admin');
    expect((await admin.agent.post(`/api/admin/logins/${other.loginId}/reset`)).status).toBe(404);
    expect((await login(other.loginId, PASSWORD)).status).toBe(200);
  });
});

describe('sign-in letters', () => {
  it('prints the school, the person and a one-time code valid 14 days that sets the password and creates the login', async () => {
    const admin = await signedIn(ctx, 'admin');
    const t = await makeTeacher({ name: 'Letter Teacher' });
    const res = await admin.agent.post(`/api/admin/logins/${t.teacher_id}/letter`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      school_name: ctx.config.schoolName,
      id: t.teacher_id,
      name: 'Letter Teacher',
      role: 'teacher',
    });
    expect(res.body.link).toMatch(new RegExp(`^${ctx.config.appUrl}/SetPassword\\?token=[2-9A-HJKMNP-Z]{12}$`));
    expect(codeOf(res.body)).toBe(new URL(res.body.link).searchParams.get('token'));
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const set = await agent(ctx).post('/api/account/reset').send({ token: res.body.code, password: 'letter-pass-1' });
    expect(set.status).toBe(200);
    expect(set.body.user_type).toBe('2');
    expect((await login(t.teacher_id, 'letter-pass-1')).status).toBe(200);
    expect(
      (await agent(ctx).post('/api/account/reset').send({ token: res.body.code, password: 'letter-pass-2' })).status,
    ).toBe(400);
  });

  it('only the newest letter works; for a login that exists it sets a new password and ends its sessions', async () => {
    const admin = await signedIn(ctx, 'admin');
    const owner = await signedIn(ctx, 'student');
    const older = (await admin.agent.post(`/api/admin/logins/${owner.loginId}/letter`)).body;
    const newer = (await admin.agent.post(`/api/admin/logins/${owner.loginId}/letter`)).body;
    expect(
      (
        await agent(ctx)
          .post('/api/account/reset')
          .send({ token: codeOf(older), password: 'letter-pass-3' })
      ).status,
    ).toBe(400);
    expect(
      (
        await agent(ctx)
          .post('/api/account/reset')
          .send({ token: codeOf(newer), password: 'letter-pass-3' })
      ).status,
    ).toBe(200);
    expect((await owner.agent.get('/api/login/status')).body.isLoggedIn).toBe(false);
    expect((await login(owner.loginId, 'letter-pass-3')).status).toBe(200);
  });

  it('a letter code does not work on the confirm link, nor a claim link as a letter', async () => {
    const admin = await signedIn(ctx, 'admin');
    const s = await makeStudent({ email: uniqueEmail('letter') });
    const letter = (await admin.agent.post(`/api/admin/logins/${s.student_id}/letter`)).body;
    expect(
      (
        await agent(ctx)
          .post('/api/account/confirm')
          .send({ token: codeOf(letter) })
      ).status,
    ).toBe(400);
    expect(await query('SELECT 1 FROM accounts WHERE login_id = $1', [s.student_id])).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const s = await makeStudent();
    for (const path of ['reset', 'letter']) {
      expect((await agent(ctx).post(`/api/admin/logins/${s.student_id}/${path}`)).status).toBe(401);
      for (const role of ['teacher', 'student'] as const) {
        expect((await (await signedIn(ctx, role)).agent.post(`/api/admin/logins/${s.student_id}/${path}`)).status).toBe(
          403,
        );
      }
    }
  });
});
