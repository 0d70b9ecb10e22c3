import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { queryOne } from '../db/pool';
import { clock } from '../lib/clock';
import { makeUser, PASSWORD, signedIn } from '../../test/factories';
import { agent, testApp } from '../../test/test-app';

const ctx = testApp();
const login = (roll_no: string, password: string, ip?: string) => {
  const req = agent(ctx).post('/api/api/login');
  if (ip) req.set('X-Forwarded-For', ip);
  return req.send({ roll_no, password });
};

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after five failures for one account, and a forged X-Forwarded-For does not reset it', async () => {
    const user = await makeUser('teacher');
    for (let i = 0; i < 5; i++) expect((await login(user.loginId, 'wrong-password', `10.0.0.${i}`)).status).toBe(401);
    const blocked = await login(user.loginId, PASSWORD, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
  });

  it('does not count successful sign-ins, and counts per account', async () => {
    const a = await makeUser('student');
    const b = await makeUser('student');
    for (let i = 0; i < 4; i++) await login(a.loginId, 'wrong-password');
    expect((await login(a.loginId, PASSWORD)).status).toBe(200);
    expect((await login(b.loginId, PASSWORD)).status).toBe(200);
    // A success is taken back once its answer has gone out: wait for that, as a person would.
    const hits = async () =>
      (
        await queryOne<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [
          `login-account:${a.loginId.toLowerCase()}`,
        ])
      )?.hits;
    await vi.waitFor(async () => expect(await hits()).toBe(4), { timeout: 15_000 });
    expect((await login(a.loginId, 'wrong-password')).status).toBe(401);
    expect((await login(a.loginId, 'wrong-password')).status).toBe(429);
  });
});

describe('cross-site requests', () => {
  const body = { roll_no: 'NOBODY', password: 'whatever-pass' };
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['a foreign Referer without Origin', { Referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a state-changing request with %s', async (_name, headers) => {
    const res = await agent(ctx).post('/api/api/login').set(headers).send(body);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Cross-site/);
  });

  it('accepts the app’s own origin without any special header', async () => {
    const user = await makeUser('admin');
    const res = await agent(ctx)
      .post('/api/api/login')
      .set('Origin', 'http://127.0.0.1')
      .set('Host', '127.0.0.1')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('accepts an origin listed in CORS_ORIGINS and answers its preflight with credentials', async () => {
    const cors = testApp({ CORS_ORIGINS: 'https://portal.school.example' });
    const user = await makeUser('admin');
    const res = await agent(cors)
      .post('/api/api/login')
      .set('Origin', 'https://portal.school.example')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.school.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const other = await agent(cors)
      .post('/api/api/login')
      .set('Origin', 'https://evil.example')
      .send({ roll_no: user.loginId, password: PASSWORD });
    expect(other.status).toBe(403);
  });

  it.each([
    ['text/plain', 'roll_no=x'],
    ['application/x-www-form-urlencoded', 'roll_no=x&password=y'],
  ])('refuses a %s body on a JSON route with 415', async (type, payload) => {
    const res = await agent(ctx).post('/api/api/login').set('Content-Type', type).send(payload);
    expect(res.status).toBe(415);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await agent(ctx).post('/api/api/login').set('Content-Type', 'application/json').send('{"roll_no":');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/not valid JSON/);
    const big = await agent(ctx)
      .post('/api/api/login')
      .send({ roll_no: 'x', password: 'y'.repeat(200_000) });
    expect(big.status).toBe(413);
  });
});

describe('session limits on the server', () => {
  it('ends a session after the idle limit', async () => {
    const u = await signedIn(ctx, 'admin');
    expect((await u.agent.get('/api/dashboard')).status).toBe(200);
    clock.advance(ctx.config.sessionIdleMs + 1000);
    try {
      const res = await u.agent.get('/api/dashboard');
      expect(res.status).toBe(401);
      expect(res.body.error).toMatch(/expired/);
    } finally {
      clock.reset();
    }
  });

  it('ends a session at the absolute limit even when it is used all along', async () => {
    const u = await signedIn(ctx, 'admin');
    const step = ctx.config.sessionIdleMs / 2;
    let elapsed = 0;
    try {
      while (elapsed + step < ctx.config.sessionAbsoluteMs) {
        clock.advance(step);
        elapsed += step;
        expect((await u.agent.get('/api/dashboard')).status).toBe(200);
      }
      clock.advance(step);
      expect((await u.agent.get('/api/dashboard')).status).toBe(401);
    } finally {
      clock.reset();
    }
  });

  it('does not write the session row on every read', async () => {
    const u = await signedIn(ctx, 'admin');
    const row = () =>
      ctx.pool.query("SELECT sess::text AS s FROM session WHERE (sess->'user'->>'accountId')::bigint = $1", [
        u.accountId,
      ]);
    const before = (await row()).rows[0].s;
    for (let i = 0; i < 3; i++) await u.agent.get('/api/dashboard');
    expect((await row()).rows[0].s).toBe(before);
  });
});

describe('headers', () => {
  it('sends a strict CSP, nosniff and no-store on API answers, and no X-Powered-By', async () => {
    const res = await agent(ctx).get('/api/login/status');
    const csp = res.headers['content-security-policy'];
    for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(d);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const missing = await agent(ctx).get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("object-src 'none'");
  });
});

describe('the built client', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'school-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const spa = testApp({}, { clientDist: dist });

  it('answers every client route with index.html under the same headers', async () => {
    for (const p of ['/', '/Signin', '/Teacherm', '/StudentDashboard']) {
      const res = await agent(spa).get(p);
      expect(res.status).toBe(200);
      expect(res.text).toContain('id="root"');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a signed-in user who opens / to their dashboard, and anyone else to the sign-in page', async () => {
    const { agent: teacher } = await signedIn(spa, 'teacher');
    const home = await teacher.get('/');
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/TeacherDashboard');
    expect(home.headers['cache-control']).toBe('no-store');
    // /Signin stays the form: signing in as someone else is what it is opened for.
    expect((await teacher.get('/Signin')).status).toBe(200);
    await teacher.post('/api/admin/logout').send({});
    expect((await teacher.get('/')).status).toBe(200);
    expect((await agent(spa).get('/').set('Cookie', 'sms.sid=s%3Anot-a-session.x')).status).toBe(200);
  });

  it('serves hashed assets for a year and 404s the missing ones', async () => {
    const asset = await agent(spa).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await agent(spa).get('/assets/nope.js')).status).toBe(404);
  });
});
