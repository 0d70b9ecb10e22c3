import type { DashboardCounts, DashboardToday, ExamToFill, RegisterToday } from '@contracts/dashboard';
import type { Place } from '@contracts/teaching';
import { query, queryOne } from '../../db/pool';
import { rowCounts } from '../../db/row-counts';

/** A register as stored (`class`, the setup's link number) with its class as answered (`label`). */
export type StoredRegister = RegisterToday & { class: number; label: number | string };

/** A register as the API answers it: the class as the setup names it (5, "LKG"). */
export const answered = ({ label, ...r }: StoredRegister): RegisterToday => ({ ...r, class: label });

export const dashboardRepo = {
  /** From the kept row counters (migration 016): a few rows read, however large the school. */
  async counts(): Promise<DashboardCounts> {
    const n = await rowCounts.many(['teachers', 'students:active']);
    return { total_teachers: n.teachers, total_students: n['students:active'] };
  },

  /** Today by the database's calendar, the one attendance dates are kept in. */
  async date(): Promise<string> {
    return (await queryOne<{ date: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS date`))!.date;
  },

  /**
   * Every section with students on the roll and its register on `date`, taken or not; a mark of
   * a student who has since left does not count towards a section's register.
   */
  registers(date: string): Promise<StoredRegister[]> {
    return query<StoredRegister>(
      `SELECT s.class, class_label(s.class) AS label, s.section, count(*)::int AS on_roll, count(a.id)::int AS marked,
              count(a.id) FILTER (WHERE a.status = 'Present')::int AS present
         FROM students_on_roll s
         LEFT JOIN attendance a ON a.student_id = s.student_id AND a.attendance_date = $1
        GROUP BY s.class, s.section
        ORDER BY s.class, s.section`,
      [date],
    );
  },

  /**
   * The `limit` newest exams of the given sections' classes, once for each of those sections,
   * with the marks entered and the students on the roll there: each entry is one grid to fill.
   */
  examsOf(places: Place[], limit = 5): Promise<ExamToFill[]> {
    return query<ExamToFill>(
      `WITH mine AS (SELECT DISTINCT * FROM unnest($1::int[], $2::text[]) AS p(class, section)),
            newest AS (
              SELECT e.id, e.name, e.class, e.starts_on, coalesce(e.starts_on, e.created_at::date) AS sort_on
                FROM exams e
               WHERE e.class IN (SELECT class FROM mine)
               ORDER BY sort_on DESC, e.id DESC
               LIMIT $3)
       SELECT e.id::int AS id, e.name, e.class, p.section, to_char(e.starts_on, 'YYYY-MM-DD') AS starts_on,
              (SELECT count(*) FROM marks m WHERE m.exam_id = e.id AND m.class = p.class AND m.section = p.section)::int AS entered,
              (SELECT count(*) FROM students_on_roll s WHERE s.class = p.class AND s.section = p.section)::int AS students
         FROM newest e
         JOIN mine p ON p.class = e.class
        ORDER BY e.sort_on DESC, e.id DESC, p.section`,
      [places.map((p) => p.class), places.map((p) => p.section), limit],
    );
  },

  async today(): Promise<DashboardToday> {
    const date = await this.date();
    const registers = await this.registers(date);
    const byDay = await query<{ day: string; total: string; count: number }>(
      `SELECT to_char(payment_date, 'YYYY-MM-DD') AS day, sum(amount)::text AS total, count(*)::int AS count
         FROM fees
        WHERE payment_date >= date_trunc('month', $1::date) AND payment_date <= $1::date
        GROUP BY payment_date ORDER BY payment_date`,
      [date],
    );
    const total = (await queryOne<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::numeric(12, 2)::text AS total FROM fees WHERE payment_date >= date_trunc('month', $1::date) AND payment_date <= $1::date`,
      [date],
    ))!.total;
    const notices = await query<DashboardToday['notices'][number]>(
      'SELECT id::int AS id, title, uploaded_at FROM notices ORDER BY uploaded_at DESC, id DESC LIMIT 5',
    );
    return {
      date,
      registers: registers.map(answered),
      fees_this_month: {
        total,
        count: byDay.reduce((n, d) => n + d.count, 0),
        by_day: byDay.map(({ day, total: t }) => ({ day, total: t })),
      },
      notices,
    };
  },
};
