import { query, queryOne } from '../../db/pool';
import { NET } from './ledger.repo';

// The charge step as a few statements over a whole set of pupils (a class, a promotion of the
// school), not a loop per pupil: $1 the year, $2 the pupils, $3 the mid-year rule.

/**
 * Where each pupil stands in the year: their class (the year's record, else the one they are in),
 * from when a pupil admitted during the year pays (the first of the month they joined, when the
 * school chose so and the class's structure was set before they came) and until when a pupil
 * who left pays.
 */
const PLACED = `placed AS (
  SELECT s.student_id, coalesce(y.class, s.class) AS class,
         (s.status = 'graduated' AND y.student_id IS NULL) AS graduated,
         CASE WHEN s.status = 'withdrawn' THEN s.withdrawn_on END AS until,
         CASE WHEN $3 = 'joining_month' AND s.created_at::date > a.starts_on AND s.created_at::date <= a.ends_on
                   AND s.created_at >= (SELECT min(f.created_at) FROM fee_structures f WHERE f.year_id = a.id AND f.class = coalesce(y.class, s.class))
              THEN date_trunc('month', s.created_at::date)::date END AS from_date
  FROM unnest($2::text[]) AS u (student_id) JOIN students s ON s.student_id = u.student_id
  JOIN academic_years a ON a.id = $1 LEFT JOIN student_years y ON y.student_id = s.student_id AND y.year_id = a.id
)`;

/** The instalments each pupil owes: their class's structure, optional heads only inside the stretch they take them. */
const WANTED = `wanted AS (
  SELECT p.student_id, i.id AS instalment_id, f.head_id, i.due_date, i.amount
  FROM placed p JOIN fee_structures f ON f.year_id = $1 AND f.class = p.class JOIN fee_instalments i ON i.structure_id = f.id
  WHERE NOT p.graduated AND (p.from_date IS NULL OR i.due_date >= p.from_date) AND (p.until IS NULL OR i.due_date <= p.until)
    AND (NOT f.optional OR EXISTS (
      SELECT 1 FROM fee_optional_stints o WHERE o.student_id = p.student_id AND o.year_id = $1 AND o.head_id = f.head_id
        AND i.due_date >= o.starts_on AND (o.ends_on IS NULL OR i.due_date <= o.ends_on)))
)`;

/** The pupils' charges of the year that stand (no cancellation beside them), with what is left of each. */
const LIVE = `live AS (
  SELECT d.id, d.student_id, d.head_id, d.instalment_id, d.amount, ${NET} AS net
  FROM fee_entries d WHERE d.year_id = $1 AND d.kind = 'charge'
    AND d.student_id IN (SELECT unnest($2::text[]))
    AND NOT EXISTS (SELECT 1 FROM fee_entries c WHERE c.due_id = d.id AND c.kind = 'cancel')
)`;

const FRESH = `fresh AS (
  SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM live l WHERE l.student_id = w.student_id AND l.instalment_id = w.instalment_id)
)`;

// Above this many pupils the statements hash their steps (as fee_rebuild_pupils does, migration
// 071): planned for the ten rows an unnest is guessed at, they join by nested loops, and a
// whole school's promotion in one set took minutes instead of seconds.
const MANY = 200;

export const chargesRepo = {
  /** Runs fn's statements planned for a set of `count` pupils, in the current transaction. */
  async plannedFor<T>(count: number, fn: () => Promise<T>): Promise<T> {
    if (count <= MANY) return fn();
    const was = (await queryOne<{ v: string }>("SELECT current_setting('enable_nestloop') AS v"))!.v;
    await query("SELECT set_config('enable_nestloop', 'off', true)");
    try {
      return await fn();
    } finally {
      await query("SELECT set_config('enable_nestloop', $1, true)", [was]).catch(() => undefined);
    }
  },

  /**
   * Runs fn's ledger inserts with the kept dues' rebuild held back (migration 083), then rebuilds
   * once the pupils fn answers it changed: one pass over their ledgers, not one per statement.
   * Nothing fn runs may read fee_open_dues or fee_balances meanwhile.
   */
  async rebuildOnce(fn: () => Promise<string[]>): Promise<void> {
    await query("SELECT set_config('fee.rebuild_later', 'on', true)");
    let changed: string[];
    try {
      changed = await fn();
    } finally {
      await query("SELECT set_config('fee.rebuild_later', 'off', true)").catch(() => undefined);
    }
    if (changed.length) await query('SELECT fee_rebuild_pupils($1::text[])', [[...new Set(changed)]]);
  },

  /** The years a pupil's charges can still change in: the current one and those after it (or, with no current year, those not over). */
  async openYears(today: string): Promise<number[]> {
    const rows = await query<{ id: number }>(
      `SELECT id::int FROM academic_years WHERE ends_on >= coalesce((SELECT starts_on FROM academic_years WHERE is_current), $1::date)
       ORDER BY starts_on`,
      [today],
    );
    return rows.map((r) => r.id);
  },

  /** Cancels what is left of each standing charge a pupil no longer owes; returns the pupils of the cancellations. */
  async cancelUnwanted(
    yearId: number,
    ids: string[],
    midYear: string,
    today: string,
    reasons: { left: string; changed: string },
    recordedBy: number | null,
  ): Promise<string[]> {
    const rows = await query<{ student_id: string }>(
      `WITH ${PLACED}, ${WANTED}, ${LIVE}
       INSERT INTO fee_entries (student_id, year_id, entry_date, kind, head_id, due_id, amount, reason, recorded_by)
       SELECT l.student_id, $1, $4::date, 'cancel', l.head_id, l.id, -l.net, CASE WHEN p.until IS NULL THEN $6 ELSE $5 END, $7::bigint
       FROM live l JOIN placed p ON p.student_id = l.student_id
       WHERE l.net > 0 AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.student_id = l.student_id AND w.instalment_id = l.instalment_id)
       ORDER BY l.student_id, l.id
       RETURNING student_id`,
      [yearId, ids, midYear, today, reasons.left, reasons.changed, recordedBy],
    );
    return rows.map((r) => r.student_id);
  },

  /**
   * The sibling rule, for pupils about to be charged: a second (or later) child of a family (an
   * active brother or sister with a smaller admission number shares a guardian) gets the
   * school's percentage off each tuition head of their class, once a year. Returns the new
   * concessions' ids.
   */
  async grantSiblingRule(
    yearId: number,
    ids: string[],
    midYear: string,
    percent: string,
    reason: string,
  ): Promise<number[]> {
    const rows = await query<{ id: number }>(
      `WITH ${PLACED}, ${WANTED}, ${LIVE}, ${FRESH}
       INSERT INTO fee_concessions (student_id, year_id, head_id, percent, reason, is_sibling_rule)
       SELECT DISTINCT p.student_id, $1::bigint, f.head_id, $4::numeric, $5, true
       FROM placed p JOIN fee_structures f ON f.year_id = $1 AND f.class = p.class JOIN fee_heads h ON h.id = f.head_id AND h.is_tuition
       WHERE EXISTS (SELECT 1 FROM fresh x WHERE x.student_id = p.student_id)
         AND EXISTS (
           SELECT 1 FROM students me JOIN student_guardians mine ON mine.student_id = me.student_id
           JOIN student_guardians theirs ON theirs.guardian_id = mine.guardian_id AND theirs.student_id <> me.student_id
           JOIN students other ON other.student_id = theirs.student_id
           WHERE me.student_id = p.student_id AND other.status = 'active' AND other.auto_id < me.auto_id)
       ON CONFLICT DO NOTHING RETURNING id::int`,
      [yearId, ids, midYear, percent, reason],
    );
    return rows.map((r) => r.id);
  },

  /** Charges each pupil the instalments they owe and have no standing charge of; returns the new charges. */
  chargeFresh(
    yearId: number,
    ids: string[],
    midYear: string,
    recordedBy: number | null,
  ): Promise<{ id: number; student_id: string }[]> {
    return query<{ id: number; student_id: string }>(
      `WITH ${PLACED}, ${WANTED}, ${LIVE}, ${FRESH}
       INSERT INTO fee_entries (student_id, year_id, entry_date, kind, head_id, instalment_id, amount, recorded_by)
       SELECT x.student_id, $1, x.due_date, 'charge', x.head_id, x.instalment_id, x.amount, $4::bigint
       FROM fresh x ORDER BY x.student_id, x.due_date, x.instalment_id
       RETURNING id::int, student_id`,
      [yearId, ids, midYear, recordedBy],
    );
  },

  /**
   * The percentage concessions of the year on these charges: every standing one on the new
   * charges, the new ones on every standing charge of their head. Each is its share of the
   * charge rounded half up to the paisa (as money.ts's percentOf), never more than is left.
   * Returns the pupils of the new concession entries.
   */
  async applyPercents(
    yearId: number,
    ids: string[],
    fresh: number[],
    newConcessions: number[],
    today: string,
  ): Promise<string[]> {
    const rows = await query<{ student_id: string }>(
      `WITH ${LIVE}, off AS (
         SELECT l.student_id, l.head_id, l.id AS due_id, c.id AS concession_id, c.reason, c.granted_by,
                least((l.amount * round(c.percent * 100)::bigint + 5000) / 10000, l.net) AS amount
         FROM live l JOIN fee_concessions c ON c.student_id = l.student_id AND c.year_id = $1 AND c.head_id = l.head_id AND c.percent IS NOT NULL
         WHERE l.id IN (SELECT unnest($3::bigint[])) OR c.id IN (SELECT unnest($4::bigint[])))
       INSERT INTO fee_entries (student_id, year_id, entry_date, kind, head_id, due_id, concession_id, amount, reason, recorded_by)
       SELECT student_id, $1, $5::date, 'concession', head_id, due_id, concession_id, -amount, reason, granted_by
       FROM off WHERE amount > 0 ORDER BY student_id, due_id, concession_id
       RETURNING student_id`,
      [yearId, ids, fresh, newConcessions, today],
    );
    return rows.map((r) => r.student_id);
  },
};
