import { afterEach, vi } from 'vitest';
import { query, queryOne } from '../src/db/pool';
import { calendar } from '../src/lib/calendar';
import { makeStudent, signedIn } from './factories';
import { testApp } from './test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

/**
 * A school year of the fee tests' own (1901 on, April to March), made current, with the calendar
 * standing on `day` of it ('MM-DD' of the first calendar year, or of the second from January).
 * Fee tests need a current year; no other suite uses these years.
 */
export async function currentFeeYear(
  day = '09-15',
): Promise<{ id: number; y: number; start: string; end: string; on: (mmdd: string) => string }> {
  await query('CREATE SEQUENCE IF NOT EXISTS fee_test_year_seq START 1901 MAXVALUE 1999');
  const y = (await queryOne<{ y: number }>("SELECT nextval('fee_test_year_seq')::int AS y"))!.y;
  const on = (mmdd: string) => `${Number(mmdd.slice(0, 2)) >= 4 ? y : y + 1}-${mmdd}`;
  const row = await queryOne<{ id: number }>(
    'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id',
    [`Fees ${y}`, `${y}-04-01`, `${y + 1}-03-31`],
  );
  await query('UPDATE academic_years SET is_current = false WHERE is_current');
  await query('UPDATE academic_years SET is_current = true WHERE id = $1', [row!.id]);
  vi.spyOn(calendar, 'today').mockReturnValue(on(day));
  return { id: row!.id, y, start: `${y}-04-01`, end: `${y + 1}-03-31`, on };
}

/** The year after `y`, not current. */
export async function nextFeeYear(y: number): Promise<number> {
  await query(
    "SELECT setval('fee_test_year_seq', greatest($1::bigint + 1, (SELECT last_value FROM fee_test_year_seq)))",
    [y],
  );
  return (await queryOne<{ id: number }>(
    'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id',
    [`Fees ${y + 1}`, `${y + 1}-04-01`, `${y + 2}-03-31`],
  ))!.id;
}

export const resetFeeRules = () =>
  query(
    "UPDATE fee_settings SET sibling_percent = 0, late_fee_kind = 'none', late_fee_amount = 0, grace_days = 0, mid_year_from = 'joining_month'",
  );

/**
 * A fee test file's app and a signed-in admin; after each test the calendar is real again and
 * the school's fee rules are back to none, as the next test expects.
 */
export function feeTestApp(database?: NonNullable<Parameters<typeof testApp>[1]>['database']) {
  const ctx = testApp({}, { database });
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetFeeRules();
  });
  return { ctx, admin: async () => (await signedIn(ctx, 'admin')).agent };
}

/** Tuition of 1200.00 in three instalments (April, July, October) and an exam fee of 300.00 in November. */
export const plainStructure = (on: (mmdd: string) => string) => [
  {
    head: 'Tuition',
    amount: '1200.00',
    instalments: [
      { due_date: on('04-10'), amount: '400.00' },
      { due_date: on('07-10'), amount: '400.00' },
      { due_date: on('10-10'), amount: '400.00' },
    ],
  },
  { head: 'Exam', amount: '300.00', instalments: [{ due_date: on('11-10'), amount: '300.00' }] },
];

export async function putStructure(a: Agent, cls: number, heads: unknown, yearId?: number) {
  const res = await a
    .put('/api/admin/fee-structures')
    .send({ class: cls, heads, ...(yearId ? { year_id: yearId } : {}) });
  if (res.status !== 200) throw new Error(`structure: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new pupil of the class, this year's plain structure set for it (so charged), the calendar on `day`. */
export async function pupilOnPlainStructure(a: Agent, cls: number, day?: string) {
  const year = await currentFeeYear(day);
  const s = await makeStudent({ class: cls });
  await putStructure(a, cls, plainStructure(year.on));
  return { year, s };
}

export async function ledgerOf(a: Agent, studentId: string) {
  const res = await a.get('/api/fees/ledger').query({ student_id: studentId });
  if (res.status !== 200) throw new Error(`ledger: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    balance: string;
    overdue: string;
    next_due: { date: string; amount: string } | null;
    entries: { date: string; kind: string; head: string | null; amount: string; balance: string }[];
  };
}
