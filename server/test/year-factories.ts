import { query, queryOne } from '../src/db/pool';

/**
 * A school year (April to March) that no other test uses: years may not overlap and test files
 * share the database, so each one takes the next calendar year from a sequence of its own.
 */
export async function freeYear(): Promise<{ start: string; mid: string; end: string; after: string; y: number }> {
  await query('CREATE SEQUENCE IF NOT EXISTS test_year_seq START 3000');
  const y = (await queryOne<{ y: number }>("SELECT nextval('test_year_seq')::int AS y"))!.y;
  return { y, start: `${y}-04-01`, mid: `${y}-09-30`, end: `${y + 1}-03-31`, after: `${y + 1}-06-30` };
}

/** Such a year, stored. */
export async function makeYear(name?: string): Promise<{ id: number; start: string; end: string }> {
  const span = await freeYear();
  const row = await queryOne<{ id: number }>(
    'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id',
    [name ?? `Year ${span.y}`, span.start, span.end],
  );
  return { id: row!.id, start: span.start, end: span.end };
}

/**
 * A school year in the past (attendance may not be recorded in the future), April to March,
 * that no other test uses: each call takes the next year from 2001 on.
 */
export async function makePastYear(): Promise<{ id: number; start: string; end: string; day: string }> {
  await query('CREATE SEQUENCE IF NOT EXISTS test_past_year_seq START 2001 MAXVALUE 2019');
  const y = (await queryOne<{ y: number }>("SELECT nextval('test_past_year_seq')::int AS y"))!.y;
  const row = await queryOne<{ id: number }>(
    'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id',
    [`Past ${y}`, `${y}-04-01`, `${y + 1}-03-31`],
  );
  return { id: row!.id, start: `${y}-04-01`, end: `${y + 1}-03-31`, day: `${y}-09-15` };
}
