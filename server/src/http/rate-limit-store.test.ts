import { randomUUID } from 'node:crypto';
import type { Options } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { query } from '../db/pool';
import { testApp } from '../../test/test-app';
import { PgRateLimitStore } from './rate-limit-store';

testApp();

function store(windowMs = 60_000, limit = 100): PgRateLimitStore {
  const s = new PgRateLimitStore(`test-${randomUUID()}`);
  s.init({ windowMs, limit } as Options);
  return s;
}

describe('the PostgreSQL store for express-rate-limit', () => {
  it('counts concurrent hits exactly, as several server processes would send them', async () => {
    const a = store();
    const b = new PgRateLimitStore(a.prefix);
    b.init({ windowMs: 60_000 } as Options);
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).increment('10.0.0.1')));
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const resetTimes = new Set(hits.map((h) => h.resetTime!.getTime()));
    expect(resetTimes.size).toBe(1);
    expect([...resetTimes][0]! - Date.now()).toBeGreaterThan(50_000);
    expect((await a.get('10.0.0.1'))?.totalHits).toBe(40);
    expect(await a.get('10.0.0.2')).toBeUndefined();
  });

  it('takes a hit back, forgets a key, and keeps prefixes apart', async () => {
    const a = store();
    const other = store();
    await a.increment('k');
    await a.increment('k');
    await other.increment('k');
    await a.decrement('k');
    expect((await a.get('k'))?.totalHits).toBe(1);
    expect((await other.get('k'))?.totalHits).toBe(1);
    await a.resetKey('k');
    expect(await a.get('k')).toBeUndefined();
    expect((await other.get('k'))?.totalHits).toBe(1);
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    const a = store(100_000);
    for (let i = 0; i < 3; i++) await a.increment('k');
    await query("UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = $1", [`${a.prefix}:k`]);
    expect(await a.get('k')).toBeUndefined();
    const fresh = await a.increment('k');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.getTime() - Date.now()).toBeGreaterThan(90_000);
  });

  it('answers a key already over its limit from memory: a flood from a refused client costs no query', async () => {
    const a = store(60_000, 2);
    for (let i = 0; i < 3; i++) await a.increment('flood');
    const rowOf = () => query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [`${a.prefix}:flood`]);
    expect(await rowOf()).toEqual([{ hits: 3 }]);
    for (let i = 0; i < 5; i++) expect((await a.increment('flood')).totalHits).toBe(4 + i);
    expect(await rowOf()).toEqual([{ hits: 3 }]);
    // Under the limit, every hit is counted in the database.
    await a.increment('calm');
    await a.increment('calm');
    expect((await a.get('calm'))?.totalHits).toBe(2);
  });
});
