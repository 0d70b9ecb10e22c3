import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contracts/enums';
import { signedIn } from '../factories';
import { agent, testApp } from '../test-app';
import { cases } from './arbitrary';
import { callerRole, leak, routesOf, send } from './route-requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ctx = testApp({ LOGIN_MAX_FAILURES: '1000000' }, { isolated: true });
const agents = new Map<Role, Awaited<ReturnType<typeof signedIn>>['agent']>();

beforeAll(async () => {
  for (const role of ['admin', 'teacher', 'student'] as const) agents.set(role, (await signedIn(ctx, role)).agent);
});

describe(`every route survives ${RUNS} generated requests built from its own schema`, () => {
  for (const entry of routesOf(ctx.app)) {
    it(`${entry.method.toUpperCase()} ${entry.path}`, async () => {
      const role = callerRole(entry);
      // Signing out would end the shared session; public routes get a fresh client each time.
      const caller = () => (role && !entry.path.endsWith('/logout') ? agents.get(role)! : agent(ctx));
      await fc.assert(
        fc.asyncProperty(cases(entry.spec.body), cases(entry.spec.query), cases(entry.spec.params), async (body, query, params) => {
          const res = await send(caller(), entry, { body, query, params: (params && typeof params === 'object' ? params : {}) as Record<string, unknown> });
          expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
          expect(leak(res.text), res.text.slice(0, 300)).toBeUndefined();
        }),
        { numRuns: RUNS, seed: 20261121, endOnFailure: true },
      );
      // The session the run used is still alive: nothing the fuzzer sent broke the server's state.
      if (role) expect((await agents.get(role)!.get('/api/login/status')).body.isLoggedIn).toBe(true);
    }, 120_000);
  }
});
