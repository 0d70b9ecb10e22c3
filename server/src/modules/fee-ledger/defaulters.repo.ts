import { query } from '../../db/pool';

export interface OwingRow {
  student_id: string;
  name: string;
  /** As answered: the spec's number for 1-10, the setup's name for others. */
  class: number | string;
  section: string;
  overdue: string;
  oldest_overdue: string;
  days_overdue: number;
}

/**
 * The pupils of a class and section (or the school) with dues past their date, largest first.
 * What is left of each due is kept by PostgreSQL beside the ledger (migration 071, dues-state.ts's
 * rule in SQL: chosen dues keep their money, the rest pays the oldest first); this reads the dues
 * left before today and counts the days from the oldest of them.
 */
export const defaultersRepo = {
  owing(p: { class?: number; section?: string }, today: string): Promise<OwingRow[]> {
    return query<OwingRow>(
      `WITH owing AS (
         SELECT student_id, sum(outstanding) AS overdue, min(due_date) AS oldest
         FROM fee_open_dues WHERE due_date < $3::date GROUP BY student_id)
       SELECT s.student_id, s.name, class_label(s.class) AS class, s.section, o.overdue::text, to_char(o.oldest, 'YYYY-MM-DD') AS oldest_overdue,
              ($3::date - o.oldest)::int AS days_overdue
       FROM owing o JOIN students s ON s.student_id = o.student_id
       WHERE ($1::int IS NULL OR s.class = $1) AND ($2::text IS NULL OR s.section = $2) AND s.status <> 'graduated'
       ORDER BY o.overdue DESC, o.oldest ASC, s.student_id COLLATE "C"`,
      [p.class ?? null, p.section ?? null, today],
    );
  },
};
