import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../../db/pool';
import { makeStudent, makeTeacher, makeUser, signedIn, uniqueEmail } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { adminBody, rolledBack, sessionCount } from '../../../test/people-factories';
import { agent, testApp } from '../../../test/test-app';
import { adminsService, CANNOT_DELETE_SELF, LAST_ADMIN } from './admins.service';
import { textIn } from '../../i18n/messages';

const ctx = testApp();
const admin = () => signedIn(ctx, 'admin');
const login = (roll_no: string, password: string) => agent(ctx).post('/api/api/login').send({ roll_no, password });

describe('admin accounts are for admins only', () => {
  it('answers 401 signed out and 403 to teachers and students on every route', async () => {
    const other = await makeUser('admin');
    const calls = [
      { method: 'get', path: '/api/admin_signup' },
      { method: 'post', path: '/api/admin_signup', body: adminBody() },
      { method: 'put', path: '/api/admin_signup', body: adminBody({ user_id: other.loginId }) },
      { method: 'delete', path: '/api/admin_signup', body: { user_id: other.loginId } },
    ] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(calls.map((c) => `${c.method} ${c.path}: 401 403 403`));
    expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [other.accountId])).toBeDefined();
  });
});

describe('POST /api/admin_signup', () => {
  it('creates an admin with a generated ADMINnn ID who can sign in at once', async () => {
    const { agent: a } = await admin();
    const body = adminBody({ name: ' Priya Sen ', email: ` ${uniqueEmail('priya')} ` });
    const res = await a.post('/api/admin_signup').send(body);
    expect(res.status).toBe(201);
    const userId = res.body.user_id as string;
    expect(userId).toMatch(/^ADMIN\d{2,}$/);
    expect(res.body.message).toBe(`Admin registered successfully: ${userId}`);
    const listed = (await a.get('/api/admin_signup').query({ q: userId })).body;
    expect(listed).toEqual([
      { user_id: userId, id: expect.any(Number), name: 'Priya Sen', email: body.email.trim(), mobile: body.mobile_no },
    ]);
    const signIn = await login(userId, body.password);
    expect(signIn.status).toBe(200);
  });

  it('never hands out the same ID twice, even after a delete', async () => {
    const { agent: a } = await admin();
    const first = (await a.post('/api/admin_signup').send(adminBody())).body.user_id;
    await a.delete('/api/admin_signup').send({ user_id: first }).expect(200);
    const second = (await a.post('/api/admin_signup').send(adminBody())).body.user_id;
    expect(Number(second.slice(5))).toBeGreaterThan(Number(first.slice(5)));
  });

  it('answers 400 naming the invalid fields', async () => {
    const { agent: a } = await admin();
    const res = await a.post('/api/admin_signup').send({ name: '', email: 'x', mobile_no: '1', password: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'mobile_no', 'name', 'password']);
  });

  it('refuses an email an admin, a teacher or a student already uses with 409', async () => {
    const { agent: a, email } = await admin();
    for (const taken of [email, (await makeTeacher()).email, (await makeStudent()).email]) {
      const res = await a.post('/api/admin_signup').send(adminBody({ email: taken.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/already used/);
    }
  });
});

describe('PUT /api/admin_signup', () => {
  it('updates the admin; a blank password keeps the old one', async () => {
    const { agent: a } = await admin();
    const body = adminBody();
    const { user_id } = (await a.post('/api/admin_signup').send(body)).body;
    const email = uniqueEmail('edited');
    const res = await a
      .put('/api/admin_signup')
      .send({ user_id, id: 1, name: 'Renamed', email, mobile: 'ignored', mobile_no: '9111111111', password: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Admin updated successfully' });
    const [row] = (await a.get('/api/admin_signup').query({ q: user_id })).body;
    expect(row).toMatchObject({ user_id, name: 'Renamed', email, mobile: '9111111111' });
    expect(await queryOne('SELECT email, mobile FROM accounts WHERE login_id = $1', [user_id])).toEqual({
      email,
      mobile: '9111111111',
    });
    expect((await login(user_id, body.password)).status).toBe(200);
  });

  it('a new password replaces the old one and ends that admin’s other sessions', async () => {
    const { agent: a } = await admin();
    const other = await signedIn(ctx, 'admin');
    const res = await a.put('/api/admin_signup').send({
      user_id: other.loginId,
      name: 'Other',
      email: other.email,
      mobile_no: '9000000000',
      password: 'brand-new-pass-1',
    });
    expect(res.status).toBe(200);
    expect(await sessionCount(other.accountId)).toBe(0);
    expect((await other.agent.get('/api/dashboard')).status).toBe(401);
    expect((await login(other.loginId, 'brand-new-pass-1')).status).toBe(200);
  });

  it('changing one’s own password keeps the current session and ends the others', async () => {
    const me = await admin();
    const elsewhere = agent(ctx);
    await elsewhere.post('/api/api/login').send({ roll_no: me.loginId, password: 'correct-horse-9' }).expect(200);
    expect(await sessionCount(me.accountId)).toBe(2);
    await me.agent
      .put('/api/admin_signup')
      .send({ user_id: me.loginId, name: 'Me', email: me.email, mobile_no: '9000000000', password: 'my-new-password' })
      .expect(200);
    expect((await me.agent.get('/api/dashboard')).status).toBe(200);
    expect((await elsewhere.get('/api/dashboard')).status).toBe(401);
  });

  it('answers 404 for an unknown admin, 400 for a short password and 409 for a taken email', async () => {
    const { agent: a, email } = await admin();
    expect((await a.put('/api/admin_signup').send(adminBody({ user_id: 'ADMIN9999' }))).status).toBe(404);
    const other = await makeUser('admin');
    const short = await a.put('/api/admin_signup').send(adminBody({ user_id: other.loginId, password: 'short' }));
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields)).toEqual(['password']);
    const taken = await a.put('/api/admin_signup').send(adminBody({ user_id: other.loginId, email, password: '' }));
    expect(taken.status).toBe(409);
  });
});

describe('DELETE /api/admin_signup', () => {
  it('deletes another admin, their login and their sessions', async () => {
    const { agent: a } = await admin();
    const other = await signedIn(ctx, 'admin');
    const res = await a.delete('/api/admin_signup').send({ user_id: other.loginId });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/deleted/);
    expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [other.accountId])).toBeUndefined();
    expect(await queryOne('SELECT 1 FROM admins WHERE account_id = $1', [other.accountId])).toBeUndefined();
    expect(await sessionCount(other.accountId)).toBe(0);
  });

  it('refuses to delete one’s own account with 409', async () => {
    const me = await admin();
    const res = await me.agent.delete('/api/admin_signup').send({ user_id: me.loginId });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(textIn('en', CANNOT_DELETE_SELF));
  });

  it('answers 400 without a user_id, 404 for an unknown one, and accepts only JSON', async () => {
    const { agent: a } = await admin();
    expect((await a.delete('/api/admin_signup').send({})).body.fields).toHaveProperty('user_id');
    expect((await a.delete('/api/admin_signup').send({ user_id: 'ADMIN9999' })).status).toBe(404);
    expect((await a.delete('/api/admin_signup').set('Content-Type', 'text/plain').send('user_id=ADMIN01')).status).toBe(
      415,
    );
  });

  it('never deletes the last admin', async () => {
    const target = await makeUser('admin');
    const requester = await makeUser('admin');
    const { err, left } = await rolledBack(async () => {
      await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      // Every admin but the target is gone (the requester's row too, as after a concurrent delete).
      await query(`DELETE FROM accounts WHERE role = 'admin' AND id <> $1`, [target.accountId]);
      const err = await adminsService
        .remove(target.loginId, { accountId: requester.accountId, sessionId: 'none' })
        .catch((e: unknown) => e);
      return { err, left: await query('SELECT account_id FROM admins') };
    });
    expect(err).toMatchObject({ status: 409, message: LAST_ADMIN });
    expect(left).toEqual([{ account_id: target.accountId }]);
    expect(await queryOne('SELECT 1 FROM accounts WHERE id = $1', [requester.accountId])).toBeDefined();
  });
});
