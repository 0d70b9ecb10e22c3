import { describe, expect, it } from 'vitest';
import { makeUser, PASSWORD, signedIn } from '../../test/factories';
import { agent, testApp } from '../../test/test-app';
import { SessionCache } from './session-cache';

const ctx = testApp({ SESSION_CACHE_SECONDS: '30' });

describe('the session cache', () => {
  it('answers a signed-in read without the database reading the session row again', async () => {
    const u = await signedIn(ctx, 'admin');
    await u.agent.get('/api/dashboard');
    // The row is gone behind the cache's back (as another process would do it): still served.
    const { rows } = await ctx.pool.query("SELECT sid, sess, expire FROM session WHERE (sess->'user'->>'accountId')::bigint = $1", [u.accountId]);
    await ctx.pool.query('DELETE FROM session WHERE sid = $1', [rows[0].sid]);
    expect((await u.agent.get('/api/dashboard')).status).toBe(200);
    await ctx.pool.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [rows[0].sid, rows[0].sess, rows[0].expire]);
  });

  it('forgets a session at logout, at a new sign-in and when its account’s sessions are ended', async () => {
    const u = await signedIn(ctx, 'admin');
    expect((await u.agent.get('/api/dashboard')).status).toBe(200);
    await u.agent.post('/api/admin/logout');
    expect((await u.agent.get('/api/dashboard')).status).toBe(401);

    const user = await makeUser('admin');
    const first = agent(ctx);
    await first.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    expect((await first.get('/api/dashboard')).status).toBe(200);
    const oldCookie = (await first.get('/api/login/status')).request.cookies;
    await first.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    expect((await agent(ctx).get('/api/dashboard').set('Cookie', oldCookie)).status).toBe(401);

    const { sessionsRepo } = await import('../modules/auth/accounts.repo');
    await sessionsRepo.endForAccount(user.accountId);
    expect((await first.get('/api/dashboard')).status).toBe(401);
  });

  it('does not keep a read that began before a drop', () => {
    const cache = new SessionCache(60_000);
    const since = cache.mark();
    cache.drop('abc');
    cache.write('abc', { cookie: {} } as never, since);
    expect(cache.read('abc')).toBeUndefined();
    cache.write('abc', { cookie: {} } as never);
    expect(cache.read('abc')).toBeDefined();
  });
});
