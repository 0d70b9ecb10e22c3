import type pg from 'pg';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { buildApp } from '../app';
import { createPool, query } from '../db/pool';
import { closeSessionChanges, sessionChangesOf } from '../db/session-changes';
import { clock } from '../lib/clock';
import { sessionCookie } from '../../test/factories';
import { testApp } from '../../test/test-app';

// The session store on a pool of its own, so each round trip it makes can be counted.
const ctx = testApp();
let pool: pg.Pool;
let app: ReturnType<typeof buildApp>;
let roundTrips = 0;

async function listening(): Promise<number> {
  const changes = sessionChangesOf(pool);
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    if (changes.backendPid) return changes.backendPid;
  }
  throw new Error('the session listener never listened');
}

beforeAll(async () => {
  pool = createPool(testDatabaseUrl(), 2, ctx.config.db);
  pool.on('acquire', () => roundTrips++);
  app = buildApp(ctx.config, pool, ctx.parts);
  await listening();
});
afterAll(async () => {
  await closeSessionChanges(pool);
  await pool.end();
});
afterEach(() => clock.reset());

/** The round trips the session store made for `times` reads of the dashboard. */
async function readsCost(cookie: string, times: number, expected = 200): Promise<number> {
  const before = roundTrips;
  for (let i = 0; i < times; i++) {
    const res = await supertest(app).get('/api/dashboard').set('Cookie', cookie);
    expect(res.status, res.text).toBe(expected);
  }
  return roundTrips - before;
}

const accountOf = async (cookie: string) => {
  const sid = decodeURIComponent(/sms\.sid=([^;]+)/.exec(cookie)![1])
    .slice(2)
    .split('.')[0];
  return (
    await query<{ id: number }>("SELECT (sess -> 'user' ->> 'accountId')::bigint AS id FROM session WHERE sid = $1", [
      sid,
    ])
  )[0].id;
};

describe('the sessions a process has seen', () => {
  it('are read from the database once, then served without a round trip', async () => {
    const cookie = await sessionCookie(ctx, 'admin');
    expect(await readsCost(cookie, 1)).toBe(1);
    // A change of sessions heard while that read was in flight (a late notice from another
    // suite's sign-out) keeps it out of the cache, as it must: the next read fills it then.
    let extra = 0;
    while (extra < 3 && (await readsCost(cookie, 1)) > 0) extra++;
    expect(extra).toBeLessThan(3);
    expect(await readsCost(cookie, 20)).toBe(0);
  });

  it('are refused at once when they end, and a new sign-in is read afresh', async () => {
    const cookie = await sessionCookie(ctx, 'admin');
    await readsCost(cookie, 2);
    await query('UPDATE accounts SET session_generation = session_generation + 1 WHERE id = $1', [
      await accountOf(cookie),
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(await readsCost(cookie, 1, 401)).toBe(1);
  });

  it('are refused past their idle limit from the times they carry, and lastSeenAt is written at most once a minute', async () => {
    const cookie = await sessionCookie(ctx, 'teacher');
    await readsCost(cookie, 2, 403);
    // Within the minute nothing is written; after it, lastSeenAt is (once), and read back afresh.
    clock.advance(30_000);
    expect(await readsCost(cookie, 5, 403)).toBe(0);
    clock.advance(31_000);
    expect(await readsCost(cookie, 1, 403)).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(await readsCost(cookie, 2, 403)).toBeLessThanOrEqual(1);
    expect(await readsCost(cookie, 5, 403)).toBe(0);
    clock.advance(ctx.config.sessionIdleMs + 1);
    const expired = await supertest(app).get('/api/dashboard').set('Cookie', cookie);
    expect([expired.status, expired.body.error]).toEqual([401, 'Your session has expired. Please sign in again.']);
  });

  it('are all read from the database while the listener is cut, and served from memory again once it is back', async () => {
    const cookie = await sessionCookie(ctx, 'admin');
    await readsCost(cookie, 2);
    const cut = await listening();
    await query('SELECT pg_terminate_backend($1)', [cut]);
    for (const until = Date.now() + 5_000; sessionChangesOf(pool).listening && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 5));
    expect(sessionChangesOf(pool).listening).toBe(false);
    // Ended while nothing is heard: refused, from the database.
    const ended = await sessionCookie(ctx, 'admin');
    await readsCost(ended, 1);
    await query("DELETE FROM session WHERE (sess -> 'user' ->> 'accountId')::bigint = $1", [await accountOf(ended)]);
    expect(await readsCost(ended, 1, 401)).toBe(1);
    expect(await listening()).not.toBe(cut);
    expect(await readsCost(cookie, 1)).toBe(1);
    expect(await readsCost(cookie, 10)).toBe(0);
  });
});
