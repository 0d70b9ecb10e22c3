import http from 'node:http';
import fc from 'fast-check';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/enums';
import { makeUser, PASSWORD } from '../factories';
import { testApp } from '../test-app';
import { cases } from './arbitrary';
import { callerRole, leak, routesOf, send } from './route-requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Every `of`-th route from the `shard`-th on (1-based) survives RUNS generated requests. The routes
 * are shared among `of` files so that the workers share them: as one file it was the longest of
 * the suite (about 100 s), and on a fresh clone, where vitest orders files by size, it ran last
 * with the other worker idle.
 */
export function fuzzRoutes(shard: number, of: number): void {
  const ctx = testApp({ LOGIN_MAX_FAILURES: '1000000' }, { database: 'isolated' });
  const agents = new Map<Role, supertest.Agent>();
  // One server listening for the whole run: given the app itself, supertest would open and close
  // a server for every request, which took much of the suite's time.
  const server = http.createServer(ctx.app).listen(0, '127.0.0.1');
  const agent = () => supertest.agent(server);

  beforeAll(async () => {
    for (const role of ['admin', 'teacher', 'student', 'parent'] as const) {
      const user = await makeUser(role);
      const a = agent();
      await a.post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD }).expect(200);
      agents.set(role, a);
    }
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  describe(`every route survives ${RUNS} generated requests built from its own schema (part ${shard} of ${of})`, () => {
    for (const entry of routesOf(ctx.app).filter((_, i) => i % of === shard - 1)) {
      it(`${entry.method.toUpperCase()} ${entry.path}`, async () => {
        const role = callerRole(entry);
        // Signing out would end the shared session; public routes get a fresh client each time.
        const caller = () => (role && !entry.path.endsWith('/logout') ? agents.get(role)! : agent());
        await fc.assert(
          fc.asyncProperty(
            cases(entry.spec.body),
            cases(entry.spec.query),
            cases(entry.spec.params),
            async (body, query, params) => {
              const res = await send(caller(), entry, {
                body,
                query,
                params: (params && typeof params === 'object' ? params : {}) as Record<string, unknown>,
              });
              expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
              expect(leak(res.text), res.text.slice(0, 300)).toBeUndefined();
            },
          ),
          { numRuns: RUNS, seed: 20261121, endOnFailure: true },
        );
        // The session the run used is still alive: nothing the fuzzer sent broke the server's state.
        if (role) expect((await agents.get(role)!.get('/api/login/status')).body.isLoggedIn).toBe(true);
      }, 120_000);
    }
  });
}
