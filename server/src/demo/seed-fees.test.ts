import { afterEach, describe, expect, it, vi } from 'vitest';
import { query, queryOne } from '../db/pool';
import { agent, testApp } from '../../test/test-app';
import { calendar } from '../lib/calendar';
import { DEMO_LOGINS, seedDemo } from './seed';

const ctx = testApp({}, { database: 'emptyForFees' });
afterEach(() => vi.restoreAllMocks());

describe("the demo school's fees", () => {
  it('has a structure for every class, concessions, bus riders, every demo payment on the dues, and some defaulters', async () => {
    await seedDemo({ students: 60, passwords: ctx.parts.passwords, uploadDir: ctx.config.uploadDir });
    const year = (await queryOne<{ id: number; ends_on: string }>(
      "SELECT id::int, to_char(ends_on, 'YYYY-MM-DD') AS ends_on FROM academic_years WHERE is_current",
    ))!;
    const structures = await query<{ class: number; heads: number; optional: number }>(
      `SELECT class, count(*)::int AS heads, count(*) FILTER (WHERE optional)::int AS optional
       FROM fee_structures WHERE year_id = $1 GROUP BY class ORDER BY class`,
      [year.id],
    );
    expect(structures).toEqual(Array.from({ length: 10 }, (_, i) => ({ class: i + 1, heads: 3, optional: 1 })));
    const counts = (await queryOne<Record<string, number>>(
      `SELECT (SELECT count(*) FROM fee_concessions WHERE NOT is_sibling_rule)::int AS granted,
              (SELECT count(*) FROM fee_concessions WHERE is_sibling_rule)::int AS siblings,
              (SELECT count(*) FROM fee_optional_stints)::int AS riders,
              (SELECT count(*) FROM fees)::int AS fees,
              (SELECT count(*) FROM fee_entries WHERE kind = 'payment')::int AS payments,
              (SELECT count(*) FROM fee_entries WHERE kind = 'charge')::int AS charges,
              (SELECT count(*) FROM (SELECT p.id FROM fee_entries p JOIN fee_allocations a ON a.payment_id = p.id
                 GROUP BY p.id HAVING sum(a.amount) > -p.amount) x)::int AS overspent,
              (SELECT count(DISTINCT payment_id) FROM fee_allocations)::int AS allocated`,
    ))!;
    expect(counts.granted).toBeGreaterThan(0);
    expect(counts.siblings).toBeGreaterThan(0);
    expect(counts.riders).toBeGreaterThan(0);
    expect(counts.payments).toBe(counts.fees);
    expect(counts.overspent).toBe(0);
    expect(counts.allocated).toBeGreaterThan(counts.payments / 2);
    expect(counts.charges).toBeGreaterThanOrEqual(60 * 3);

    // At the year's last day the bus riders are behind on the bus fee, and no one else is.
    vi.spyOn(calendar, 'today').mockReturnValue(year.ends_on);
    const admin = agent(ctx);
    await admin
      .post('/api/api/login')
      .send({ roll_no: DEMO_LOGINS.admin.id, password: DEMO_LOGINS.admin.password })
      .expect(200);
    const defaulters = (await admin.get('/api/admin/fees/defaulters')).body as { student_id: string }[];
    expect(defaulters.length).toBeGreaterThan(0);
    const riders = new Set(
      (await query<{ student_id: string }>('SELECT student_id FROM fee_optional_stints')).map((r) => r.student_id),
    );
    expect(defaulters.every((d) => riders.has(d.student_id))).toBe(true);
    // A defaulter's ledger runs to its balance.
    const ledger = await admin.get('/api/fees/ledger').query({ student_id: defaulters[0].student_id });
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries.at(-1).balance).toBe(ledger.body.balance);
  }, 180_000);
});
