import { describe, expect, it } from 'vitest';
import { query } from '../../db/pool';
import { makeUser, PASSWORD, signedIn } from '../../../test/factories';
import { mailsTo, tokenMailedTo } from '../../../test/mailbox';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const forgot = (roll_no: string) => agent(ctx).post('/api/account/forgot').send({ roll_no });
const reset = (token: string, password: string) => agent(ctx).post('/api/account/reset').send({ token, password });
const login = (roll_no: string, password: string) => agent(ctx).post('/api/api/login').send({ roll_no, password });

describe('Forgot Password? and the reset link', () => {
  it('answers 202 with the same message for an existing and an unknown ID', async () => {
    const user = await makeUser('teacher');
    const known = await forgot(user.loginId);
    const unknown = await forgot('T999999');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(Object.keys(known.body)).toEqual(['message']);
  });

  it('mails a reset link to the email on the account; the new password works and the old one no longer does', async () => {
    const user = await makeUser('student');
    await forgot(user.loginId.toLowerCase());
    const [m] = await mailsTo(user.email);
    expect(m.kind).toBe('reset-link');
    expect(m.text).toContain(`${ctx.config.appUrl}/SetPassword?token=`);
    const res = await reset(await tokenMailedTo(user.email), 'brand-new-pass-7');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      user_type: '3',
      redirect: '/Signin',
      login_id: user.loginId,
    });
    expect((await login(user.loginId, 'brand-new-pass-7')).status).toBe(200);
    expect((await login(user.loginId, PASSWORD)).status).toBe(401);
  });

  it('ends every session of the account at once', async () => {
    const a = await signedIn(ctx, 'admin');
    expect((await a.agent.get('/api/dashboard')).status).toBe(200);
    await forgot(a.loginId);
    expect((await reset(await tokenMailedTo(a.email), 'brand-new-pass-8')).status).toBe(200);
    expect((await a.agent.get('/api/dashboard')).status).toBe(401);
    expect(
      await query(`SELECT 1 FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1`, [a.accountId]),
    ).toHaveLength(0);
  });

  it('uses a link once; a newer link replaces an older one; a claim link cannot reset a password', async () => {
    const user = await makeUser('teacher');
    await forgot(user.loginId);
    const first = await tokenMailedTo(user.email);
    await forgot(user.loginId);
    const second = await tokenMailedTo(user.email);
    expect((await reset(first, 'brand-new-pass-9')).body.error).toMatch(/replaced by a newer one/);
    expect((await reset(second, 'brand-new-pass-9')).status).toBe(200);
    const again = await reset(second, 'brand-new-pass-10');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/already been used/);
    expect((await login(user.loginId, 'brand-new-pass-9')).status).toBe(200);
  });

  it('refuses an expired link, and passwords outside 8 characters to 72 bytes', async () => {
    const user = await makeUser('student');
    await forgot(user.loginId);
    const token = await tokenMailedTo(user.email);
    expect((await reset(token, 'short')).body.fields.password).toMatch(/at least 8/);
    expect((await reset(token, 'é'.repeat(37))).body.fields.password).toMatch(/72 bytes/);
    await query(`UPDATE account_tokens SET expires_at = now() WHERE login_id = $1`, [user.loginId]);
    const expired = await reset(token, 'brand-new-pass-11');
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatch(/expired/);
    expect((await login(user.loginId, PASSWORD)).status).toBe(200);
  });
});
