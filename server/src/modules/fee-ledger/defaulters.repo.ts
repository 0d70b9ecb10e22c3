import { query } from '../../db/pool';

export interface OwingRow {
  student_id: string;
  name: string;
  class: number;
  section: string;
  overdue: string;
  oldest_overdue: string;
  days_overdue: number;
}

/**
 * The pupils of a class and section (or the school) with dues past their date, in one statement:
 * dues-state.ts's rule written in SQL for a whole school at once. Money the office put on chosen
 * dues stays there; the rest of each pupil's payments less refunds pays their dues oldest first
 * (a due is paid by what is left once the dues before it are, up to what it still is); what
 * stays owed of dues before today is overdue, counted from the oldest of them. Largest first.
 */
export const defaultersRepo = {
  owing(p: { class?: number; section?: string }, today: string): Promise<OwingRow[]> {
    return query<OwingRow>(
      `WITH pupils AS (
         SELECT student_id, name, class, section FROM students
         WHERE ($1::int IS NULL OR class = $1) AND ($2::text IS NULL OR section = $2) AND status <> 'graduated'),
       reduced AS (
         SELECT r.due_id, sum(r.amount) AS amount FROM fee_entries r JOIN pupils p ON p.student_id = r.student_id
         WHERE r.kind IN ('concession', 'waiver', 'cancel', 'write_off') GROUP BY r.due_id),
       chosen AS (
         SELECT a.due_id, sum(a.amount) AS amount FROM fee_allocations a JOIN fee_entries e ON e.id = a.payment_id
         JOIN pupils p ON p.student_id = e.student_id WHERE a.chosen GROUP BY a.due_id),
       dues AS (
         SELECT d.id, d.student_id, d.entry_date, d.amount + coalesce(r.amount, 0) AS net, coalesce(c.amount, 0) AS chosen
         FROM fee_entries d JOIN pupils p ON p.student_id = d.student_id
         LEFT JOIN reduced r ON r.due_id = d.id LEFT JOIN chosen c ON c.due_id = d.id
         WHERE d.kind IN ('charge', 'late_fee')),
       kept AS (
         SELECT d.*, least(d.net, d.chosen) AS hard, d.net - least(d.net, d.chosen) AS rest,
                sum(d.net - least(d.net, d.chosen)) OVER (PARTITION BY d.student_id ORDER BY d.entry_date, d.id) AS upto
         FROM dues d),
       credit AS (
         SELECT e.student_id, -sum(e.amount) AS credit FROM fee_entries e JOIN pupils p ON p.student_id = e.student_id
         WHERE e.kind IN ('payment', 'refund') GROUP BY e.student_id),
       free AS (
         SELECT k.student_id, coalesce(min(c.credit), 0) - sum(k.hard) AS free
         FROM kept k LEFT JOIN credit c ON c.student_id = k.student_id GROUP BY k.student_id),
       left_owed AS (
         SELECT k.student_id, k.entry_date, k.rest - greatest(0, least(k.rest, f.free - (k.upto - k.rest))) AS owed
         FROM kept k JOIN free f ON f.student_id = k.student_id WHERE k.entry_date < $3::date),
       owing AS (
         SELECT student_id, sum(owed) AS overdue, min(entry_date) FILTER (WHERE owed > 0) AS oldest
         FROM left_owed GROUP BY student_id HAVING sum(owed) > 0)
       SELECT p.student_id, p.name, p.class, p.section, o.overdue::text, to_char(o.oldest, 'YYYY-MM-DD') AS oldest_overdue,
              ($3::date - o.oldest)::int AS days_overdue
       FROM owing o JOIN pupils p ON p.student_id = o.student_id
       ORDER BY o.overdue DESC, o.oldest ASC, p.student_id COLLATE "C"`,
      [p.class ?? null, p.section ?? null, today],
    );
  },
};
