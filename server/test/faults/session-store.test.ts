import type pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../databases';
import type { Role } from '@contracts/enums';
import { buildApp } from '../../src/app';
import { freePort } from '../../src/db/embedded';
import { createPool } from '../../src/db/pool';
import { makeUser, PASSWORD, sessionCookie } from '../factories';
import { callerRole, leak, routesOf, send } from '../fuzz/route-requests';
import { testApp } from '../test-app';

// The app's own data is fine; only the pool its session store uses is broken, in the ways a
// real one breaks: nothing listening, a password that no longer works, a pool already ended.
const ctx = testApp();
const cookies = new Map<Role, string>();
const broken: [string, pg.Pool][] = [];

beforeAll(async () => {
  for (const role of ['admin', 'teacher', 'student', 'parent'] as const) {
    cookies.set(role, await sessionCookie(ctx, role));
  }
  const refused = new URL(testDatabaseUrl());
  refused.port = String(await freePort());
  const wrongPassword = new URL(testDatabaseUrl());
  wrongPassword.password = 'not-the-password';
  const ended = createPool(testDatabaseUrl(), 1);
  await ended.end();
  broken.push(
    ['nothing listening', createPool(refused.toString(), 2)],
    ['a wrong password', createPool(wrongPassword.toString(), 2)],
    ['an ended pool', ended],
  );
});

afterAll(async () => {
  for (const [, pool] of broken.slice(0, 2)) await pool.end();
});

describe('when the session store fails', () => {
  const protectedRoutes = routesOf(ctx.app).filter((r) => r.roles !== 'public');

  it('every protected route answers 503 to a signed-in caller, never a 500', async () => {
    for (const [what, pool] of broken) {
      const app = buildApp(ctx.config, pool, ctx.parts);
      for (const entry of protectedRoutes) {
        const res = await send(supertest(app), entry, { body: {}, query: {} }).set(
          'Cookie',
          cookies.get(callerRole(entry)!)!,
        );
        expect(res.status, `${what}: ${entry.method} ${entry.path}: ${res.text}`).toBe(503);
        expect(res.body.error).toMatch(/temporarily unavailable/);
        expect(leak(res.text)).toBeUndefined();
      }
    }
  });

  it('a caller without a session still gets 401, and signing in answers 503', async () => {
    for (const [what, pool] of broken) {
      const app = buildApp(ctx.config, pool, ctx.parts);
      for (const entry of protectedRoutes) {
        expect((await send(supertest(app), entry, { body: {}, query: {} })).status, `${what}: ${entry.path}`).toBe(401);
      }
      const admin = await makeUser('admin');
      const login = await supertest(app).post('/api/login').send({ roll_no: admin.loginId, password: PASSWORD });
      expect(login.status, what).toBe(503);
      const status = await supertest(app).get('/api/login/status').set('Cookie', cookies.get('admin')!);
      expect(status.status, what).toBe(503);
    }
  });

  it('the same cookies work again once the store is back', async () => {
    const res = await supertest(ctx.app).get('/api/dashboard').set('Cookie', cookies.get('admin')!);
    expect(res.status).toBe(200);
  });
});
