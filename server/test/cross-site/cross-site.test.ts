import fc from 'fast-check';
import type supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Role } from '@contracts/enums';
import type { RouteTableEntry } from '../../src/app';
import { dbSnapshot } from '../db-snapshot';
import { signedIn } from '../factories';
import { toJsonSchema, valid } from '../fuzz/arbitrary';
import { callerRole, fillPath, routesOf, send } from '../fuzz/route-requests';
import { agent, testApp } from '../test-app';

// A database no other suite writes to, so a snapshot before and after sees these requests only.
const ctx = testApp({ LOGIN_MAX_FAILURES: '1000000' }, { database: 'snapshot' });
const routes = routesOf(ctx.app);
const agents = new Map<Role, supertest.Agent>();
const OWN_HOST = 'school.test';

beforeAll(async () => {
  for (const role of ['admin', 'teacher', 'student', 'parent'] as const)
    agents.set(role, (await signedIn(ctx, role)).agent);
});

// One request the schema accepts, the same on every run: if the guard let it through, it
// would reach the handler and could change something.
function validInput(entry: RouteTableEntry) {
  const one = (schema: z.ZodType | undefined) =>
    schema ? fc.sample(valid(toJsonSchema(schema)), { numRuns: 1, seed: 8 })[0] : undefined;
  return {
    body: one(entry.spec.body),
    query: one(entry.spec.query),
    params: (one(entry.spec.params) ?? {}) as Record<string, unknown>,
  };
}

// Signing out ends the shared session, so public routes get a fresh client every time.
const callerOf = (entry: RouteTableEntry) => {
  const role = callerRole(entry);
  return role ? agents.get(role)! : agent(ctx);
};
const label = (entry: RouteTableEntry) => `${entry.method.toUpperCase()} ${entry.path}`;
const changing = routes.filter((r) => r.method !== 'get');

const CROSS_SITE: [string, Record<string, string>][] = [
  ['a foreign Origin', { Origin: 'https://evil.example' }],
  ['Origin: null', { Origin: 'null' }],
  ['a foreign Referer without Origin', { Referer: 'https://evil.example/form.html' }],
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
];
const SIMPLE_BODIES: [string, string][] = [
  ['text/plain', '{"title":"x","password":"new-password-1"}'],
  ['application/x-www-form-urlencoded', 'title=x&password=new-password-1&user_id=ADMIN01'],
];

describe('cross-site requests change nothing', () => {
  it('covers every state-changing route the app declares', () => {
    expect(changing.length).toBeGreaterThanOrEqual(30);
  });

  it.each(changing.map((r) => [label(r), r] as const))(
    '%s: refused with 403 or 415, the database unchanged',
    async (_n, entry) => {
      const input = validInput(entry);
      const before = await dbSnapshot();
      for (const [what, headers] of CROSS_SITE) {
        const res = await send(callerOf(entry), entry, input).set(headers);
        expect(res.status, what).toBe(403);
        expect(res.body.error, what).toMatch(/Cross-site/);
      }
      for (const [type, payload] of SIMPLE_BODIES) {
        const url = fillPath(entry.path, input.params);
        const caller = callerOf(entry) as unknown as Record<string, (u: string) => supertest.Test>;
        const res = await caller[entry.method](url).set('Content-Type', type).send(payload);
        expect(res.status, type).toBe(415);
      }
      expect(await dbSnapshot()).toEqual(before);
    },
  );

  it.each(changing.map((r) => [label(r), r] as const))(
    '%s: the app’s own origin passes without any special header',
    async (_n, entry) => {
      const input = validInput(entry);
      for (const headers of [{ Origin: `http://${OWN_HOST}` }, { Referer: `http://${OWN_HOST}/Dashboard` }, {}]) {
        const res = await send(callerOf(entry), entry, input).set({ Host: OWN_HOST, ...headers });
        expect(res.body.error ?? '', JSON.stringify(headers)).not.toMatch(/Cross-site/);
        expect(res.status, JSON.stringify(headers)).not.toBe(415);
        // Past the guard a signed-in caller is known; a public route may still say 401 itself (login).
        if (entry.roles !== 'public') expect(res.status, JSON.stringify(headers)).not.toBe(401);
        expect(res.status).toBeLessThan(500);
      }
    },
  );
});

describe('no GET changes state', () => {
  const gets = routes.filter((r) => r.method === 'get');

  it.each(gets.map((r) => [label(r), r] as const))('%s twice: the database unchanged', async (_n, entry) => {
    const input = validInput(entry);
    const before = await dbSnapshot();
    for (let i = 0; i < 2; i++) expect((await send(callerOf(entry), entry, input)).status).toBeLessThan(500);
    expect(await dbSnapshot()).toEqual(before);
  });
});
