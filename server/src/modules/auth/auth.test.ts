import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeUser, PASSWORD, signedIn } from '../../../test/factories';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

describe('sign-in, status and sign-out', () => {
  it('gives the same 401 for an unknown ID and a wrong password', async () => {
    const user = await makeUser('teacher');
    const wrong = await agent(ctx).post('/api/api/login').send({ roll_no: user.loginId, password: 'wrong-password' });
    const unknown = await agent(ctx).post('/api/api/login').send({ roll_no: 'NOBODY42', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('reports the signed-in user with the role code, home path, role and name', async () => {
    for (const [role, code, home, name] of [
      ['admin', '1', '/Dashboard', 'Test Admin'],
      ['teacher', '2', '/TeacherDashboard', 'Asha Rao'],
      ['student', '3', '/StudentDashboard', 'Ravi Kumar'],
    ] as const) {
      const u = await signedIn(ctx, role);
      const res = await u.agent.get('/api/login/status');
      expect(res.body).toEqual({
        isLoggedIn: true,
        user_id: u.loginId,
        user_type: code,
        redirect: home,
        email: u.email,
        role,
        name,
        language: 'en',
      });
    }
    expect((await agent(ctx).get('/api/login/status')).body).toEqual({ isLoggedIn: false });
  });

  it("answers a sign-in with the spec's message and the status fields, so no status call is needed", async () => {
    const user = await makeUser('student');
    const a = agent(ctx);
    const login = await a.post('/api/api/login').send({ roll_no: user.loginId.toLowerCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    const status = await a.get('/api/login/status');
    expect(login.body).toEqual({ message: 'Login successful', ...status.body });
    expect(login.body).toMatchObject({
      isLoggedIn: true,
      user_id: user.loginId,
      user_type: '3',
      redirect: '/StudentDashboard',
      role: 'student',
      name: 'Ravi Kumar',
    });
    expect(JSON.stringify(login.body)).not.toContain('hash');
  });

  it('issues a fresh session id at sign-in; the old id stops working', async () => {
    const user = await makeUser('admin');
    const a = agent(ctx);
    await a.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    const first = (await a.get('/api/login/status')).request.cookies;
    const firstSid = /sms\.sid=([^;]+)/.exec(first)![1];
    await a.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    const second = (await a.get('/api/login/status')).request.cookies;
    const secondSid = /sms\.sid=([^;]+)/.exec(second)![1];
    expect(secondSid).not.toBe(firstSid);
    const old = await agent(ctx).get('/api/dashboard').set('Cookie', `sms.sid=${firstSid}`);
    expect(old.status).toBe(401);
  });

  it('logout deletes the session row and the cookie stops working', async () => {
    const u = await signedIn(ctx, 'admin');
    const before = await query("SELECT sid FROM session WHERE (sess->'user'->>'accountId')::bigint = $1", [
      u.accountId,
    ]);
    expect(before).toHaveLength(1);
    const res = await u.agent.post('/api/admin/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(
      await query("SELECT sid FROM session WHERE (sess->'user'->>'accountId')::bigint = $1", [u.accountId]),
    ).toHaveLength(0);
    expect((await u.agent.get('/api/dashboard')).status).toBe(401);
  });

  it('sets HttpOnly, SameSite=Lax cookies: a browser-session cookie unless Remember me is checked', async () => {
    const user = await makeUser('student');
    const plain = await agent(ctx).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    const cookie = plain.headers['set-cookie'][0];
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Expires=/);
    expect(cookie).not.toMatch(/Secure/);
    const remembered = await agent(ctx)
      .post('/api/api/login')
      .send({ roll_no: user.loginId, password: PASSWORD, remember: true });
    expect(remembered.headers['set-cookie'][0]).toMatch(/Expires=/);
    const https = await agent(ctx)
      .post('/api/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(https.headers['set-cookie'][0]).not.toMatch(/Secure/); // proxy headers count only with TRUST_PROXY
  });

  it('marks the cookie Secure behind a trusted HTTPS proxy', async () => {
    const proxied = testApp({ TRUST_PROXY: 'true' });
    const user = await makeUser('student');
    const res = await agent(proxied)
      .post('/api/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(res.headers['set-cookie'][0]).toMatch(/Secure/);
  });

  it('answers every path under both /api and /api/api', async () => {
    expect((await agent(ctx).get('/api/api/login/status')).body).toEqual({ isLoggedIn: false });
    const user = await makeUser('admin');
    expect((await agent(ctx).post('/api/login').send({ roll_no: user.loginId, password: PASSWORD })).status).toBe(200);
    expect((await agent(ctx).get('/api/nothing-here')).status).toBe(404);
  });
});

describe('roles are checked on the server', () => {
  it('answers 401 with a redirect when signed out and 403 for the wrong role', async () => {
    const anon = await agent(ctx).get('/api/dashboard');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String), redirect: '/Signin' });
    for (const role of ['teacher', 'student'] as const) {
      const u = await signedIn(ctx, role);
      const res = await u.agent.get('/api/dashboard');
      expect(res.status).toBe(403);
      expect(res.body.error).toBeTruthy();
    }
    const admin = await signedIn(ctx, 'admin');
    const ok = await admin.agent.get('/api/dashboard');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ total_teachers: expect.any(Number), total_students: expect.any(Number) });
  });

  it('refuses to mount a route that declares no roles', async () => {
    const { mountRoutes } = await import('../../http/route');
    const express = (await import('express')).default;
    expect(() =>
      mountRoutes(express.Router(), [{ method: 'get', path: '/x', roles: [] as never, handler: () => 1 }], ctx.config),
    ).toThrow(/declares no roles/);
  });
});
