import type { OptionalHeadStint } from '@contracts/fee-office';
import { query, queryOne } from '../../db/pool';

/** The stretches of a year pupils take optional heads (transport by route, hostel). */
export const optionalHeadsRepo = {
  /** The optional head of that name (any letter case) in the structure of the pupil's class for the year, with that class. */
  optionalHeadOf(
    studentId: string,
    yearId: number,
    head: string,
  ): Promise<{ class: number; head_id: number | null; head: string | null }> {
    return queryOne(
      `SELECT coalesce(y.class, s.class) AS class, f.head_id::int, h.name AS head
       FROM students s LEFT JOIN student_years y ON y.student_id = s.student_id AND y.year_id = $2
       LEFT JOIN fee_heads h ON lower(h.name) = lower($3)
       LEFT JOIN fee_structures f ON f.year_id = $2 AND f.class = coalesce(y.class, s.class) AND f.head_id = h.id AND f.optional
       WHERE s.student_id = $1`,
      [studentId, yearId, head],
    ) as Promise<{ class: number; head_id: number | null; head: string | null }>;
  },

  /** Opens a stint; false when the pupil already takes the head. */
  async open(s: { student_id: string; year_id: number; head_id: number; starts_on: string; by: number | null }) {
    const row = await queryOne(
      `INSERT INTO fee_optional_stints (student_id, year_id, head_id, starts_on, assigned_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (student_id, year_id, head_id) WHERE ends_on IS NULL DO NOTHING RETURNING id`,
      [s.student_id, s.year_id, s.head_id, s.starts_on, s.by],
    );
    return row !== undefined;
  },

  /** Ends the open stint on `endsOn`; false when the pupil does not take the head. */
  async close(studentId: string, yearId: number, headId: number, endsOn: string): Promise<boolean> {
    const rows = await query(
      `UPDATE fee_optional_stints SET ends_on = $4
       WHERE student_id = $1 AND year_id = $2 AND head_id = $3 AND ends_on IS NULL RETURNING id`,
      [studentId, yearId, headId, endsOn],
    );
    return rows.length > 0;
  },

  ofStudent(studentId: string): Promise<OptionalHeadStint[]> {
    return query(
      `SELECT h.name AS head, o.year_id::int, to_char(o.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(o.ends_on, 'YYYY-MM-DD') AS ends_on
       FROM fee_optional_stints o JOIN fee_heads h ON h.id = o.head_id WHERE o.student_id = $1 ORDER BY o.starts_on, o.id`,
      [studentId],
    );
  },
};
