import { query, queryOne } from '../db/pool';

// The demo school's fees in set-based statements: every pupil at once, whatever the school's size.

/** Picks about one pupil in `every` by their admission number, the same ones on every run. */
const picked = (every: number, nth: number) => `abs(hashtext(s.student_id)) % ${every} = ${nth}`;

export const demoFeesRepo = {
  async currentYear(): Promise<{ id: number; starts_on: string; ends_on: string } | undefined> {
    return queryOne(
      `SELECT id::int, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on
       FROM academic_years WHERE is_current`,
    );
  },

  async siblingRule(percent: string): Promise<void> {
    await query('UPDATE fee_settings SET sibling_percent = $1', [percent]);
  },

  /** Pupils on the school bus (about one in eight), from the first day of the year. */
  async busRiders(yearId: number, headId: number, startsOn: string): Promise<void> {
    await query(
      `INSERT INTO fee_optional_stints (student_id, year_id, head_id, starts_on)
       SELECT s.student_id, $1, $2, $3 FROM students s WHERE s.status = 'active' AND ${picked(8, 0)}`,
      [yearId, headId, startsOn],
    );
  },

  /** A few scholarships (half the tuition) and staff children (a quarter), granted before the charges so they apply to them. */
  async concessions(yearId: number, tuitionId: number): Promise<void> {
    await query(
      `INSERT INTO fee_concessions (student_id, year_id, head_id, percent, reason)
       SELECT s.student_id, $1, $2, CASE WHEN ${picked(20, 1)} THEN 50 ELSE 25 END,
              CASE WHEN ${picked(20, 1)} THEN 'Scholarship' ELSE 'Staff child' END
       FROM students s WHERE s.status = 'active' AND (${picked(20, 1)} OR ${picked(30, 2)})`,
      [yearId, tuitionId],
    );
  },

  activePupils: async (): Promise<string[]> =>
    (
      await query<{ student_id: string }>("SELECT student_id FROM students WHERE status = 'active' ORDER BY auto_id")
    ).map((r) => r.student_id),

  /**
   * The demo's spec payments in the ledger, each put on the pupil's oldest dues first as the
   * payment route puts them: a payment covers the stretch of the pupil's dues, in due order,
   * that its place among the pupil's payments covers.
   */
  async ledgerPayments(): Promise<void> {
    await query(
      `INSERT INTO fee_entries (student_id, entry_date, kind, amount, fee_id)
       SELECT student_id, payment_date, 'payment', -(amount * 100)::bigint, fee_id FROM fees ORDER BY fee_id`,
    );
    await query(
      `WITH dues AS (
         SELECT d.id, d.student_id, d.net, sum(d.net) OVER (PARTITION BY d.student_id ORDER BY d.entry_date, d.id) AS upto
         FROM (SELECT d.*, d.amount + coalesce((SELECT sum(r.amount) FROM fee_entries r WHERE r.due_id = d.id), 0) AS net
               FROM fee_entries d WHERE d.kind = 'charge') d),
       paid AS (
         SELECT p.id, p.student_id, -p.amount AS amount, sum(-p.amount) OVER (PARTITION BY p.student_id ORDER BY p.entry_date, p.id) AS upto
         FROM fee_entries p WHERE p.kind = 'payment')
       INSERT INTO fee_allocations (payment_id, due_id, amount)
       SELECT p.id, d.id, least(p.upto, d.upto) - greatest(p.upto - p.amount, d.upto - d.net)
       FROM paid p JOIN dues d ON d.student_id = p.student_id
       WHERE least(p.upto, d.upto) > greatest(p.upto - p.amount, d.upto - d.net)`,
    );
  },
};
