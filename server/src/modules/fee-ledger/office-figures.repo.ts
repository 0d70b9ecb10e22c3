import { query, queryOne } from '../../db/pool';

// Pupils on the roll and those who left (owing or not): every status but 'graduated', written as
// a list so that the classes come from the (status, class) index alone.
const ON_ROLL = "('active', 'withdrawn')";

/** The office's figures on the dashboard, from the balances and open dues PostgreSQL keeps (migration 071). */
export const officeFiguresRepo = {
  /** The spec's payments received today and this month, in rupees. */
  async collected(today: string): Promise<{ today: string; month: string }> {
    return (await queryOne<{ today: string; month: string }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE payment_date = $1), 0)::text AS today,
              coalesce(sum(amount) FILTER (WHERE date_trunc('month', payment_date) = date_trunc('month', $1::date)), 0)::text AS month
       FROM fees WHERE payment_date >= date_trunc('month', $1::date)`,
      [today],
    ))!;
  },

  /**
   * Each class with pupils on the roll (or who left owing), in the setup's order and named as the
   * setup names it (1-10 as numbers): its balance, what is overdue, and what falls due in the
   * week from today, in paise.
   */
  byClass(today: string): Promise<{ class: number | string; balance: string; overdue: string; next_week: string }[]> {
    return query(
      `WITH classes AS (SELECT DISTINCT class FROM students WHERE status IN ${ON_ROLL}),
       balances AS (
         SELECT s.class, sum(b.balance) AS balance FROM fee_balances b JOIN students s ON s.student_id = b.student_id
         WHERE s.status IN ${ON_ROLL} GROUP BY s.class),
       dues AS (
         SELECT s.class, sum(o.outstanding) FILTER (WHERE o.due_date < $1::date) AS overdue,
                sum(o.outstanding) FILTER (WHERE o.due_date >= $1::date) AS next_week
         FROM fee_open_dues o JOIN students s ON s.student_id = o.student_id
         WHERE o.due_date < $1::date + 7 AND s.status IN ${ON_ROLL} GROUP BY s.class)
       SELECT class_label(c.class) AS class, coalesce(b.balance, 0)::text AS balance,
              coalesce(d.overdue, 0)::text AS overdue, coalesce(d.next_week, 0)::text AS next_week
       FROM classes c LEFT JOIN balances b ON b.class = c.class LEFT JOIN dues d ON d.class = c.class
       LEFT JOIN school_classes sc ON sc.legacy_class = c.class
       ORDER BY sc.position NULLS LAST, c.class`,
      [today],
    );
  },
};
