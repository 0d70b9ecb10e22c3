// The attendance rule's CTEs of the at-risk statement (at-risk.repo.ts), after `cfg` and `pupils`.
// $1 is today.
//
// This term: the term of today's school year that started last (the year's first day when it has
// no terms), up to today. Working days: the days the register was taken for the pupil's section
// this term, holidays of the school's setup and its weekly offs left out. They are found by a walk
// of the (class, date, section) index, one step per section and day, instead of reading every
// pupil's rows.
//
// A pupil who joined mid-term (their record made, or their first day on the register, after the
// term began) counts from joining. Who was on the section's first working day's register joined
// by then: those rows are one range of the covering index of migration 065 per section, read
// without the table. Only the others made after the term began are looked up one by one.
//
// Present is every working day not marked Absent. The absences are counted from the day-led
// index of Absent rows (migration 053), one range for the term, with no joining day to compare:
// a pupil's joining day is never after their first row on the register, so none of their rows
// in the term is before it. For the whole school every row counts (a pupil off the roll is left
// out by the final join).
const SCHOOL_ABSENCES = `
  SELECT a.student_id, count(*)::int AS n
  FROM term, off_days o, attendance a
  WHERE a.status = 'Absent' AND a.attendance_date BETWEEN term.starts_on AND term.ends_on AND a.attendance_date <> ALL (o.days)
  GROUP BY a.student_id`;
// A few sections: each pupil's Absent rows of the term, one range of the (student, day) index of
// migration 047 each, rather than the whole school's term.
const PUPILS_ABSENCES = `
  SELECT p.student_id, (
    SELECT count(*)::int FROM attendance a
    WHERE a.student_id = p.student_id AND a.status = 'Absent' AND a.attendance_date BETWEEN term.starts_on AND term.ends_on
      AND a.attendance_date <> ALL (o.days)) AS n
  FROM pupils p, term, off_days o`;

export const attendanceCtes = (wholeSchool: boolean): string => `
term AS MATERIALIZED (
  SELECT y.id AS year_id, y.weekly_offs, coalesce(t.starts_on, y.starts_on) AS starts_on, least($1::date, coalesce(t.ends_on, y.ends_on)) AS ends_on
  FROM academic_years y
  LEFT JOIN LATERAL (SELECT starts_on, ends_on FROM terms WHERE year_id = y.id AND starts_on <= $1::date ORDER BY starts_on DESC LIMIT 1) t ON true
  WHERE $1::date BETWEEN y.starts_on AND y.ends_on
  -- One year holds a day (LIMIT 1 tells the planner so: it guessed dozens, and each join after multiplied it).
  ORDER BY y.starts_on DESC LIMIT 1
),
off_days AS MATERIALIZED (
  -- The term's holidays and weekly offs, as one short list.
  SELECT coalesce(array_agg(d.day::date), '{}') AS days
  FROM term, generate_series(term.starts_on, term.ends_on, interval '1 day') AS d(day)
  WHERE extract(isodow FROM d.day)::smallint = ANY (term.weekly_offs)
     OR EXISTS (SELECT 1 FROM holidays h WHERE h.year_id = term.year_id AND h.day = d.day::date)
),
register AS (
  SELECT f.* FROM term, (SELECT DISTINCT class FROM pupils) c, LATERAL (
    SELECT a.class, a.attendance_date AS day, a.section FROM attendance a
    WHERE a.class = c.class AND a.attendance_date BETWEEN term.starts_on AND term.ends_on
    ORDER BY a.attendance_date, a.section LIMIT 1) f
  UNION ALL
  SELECT n.* FROM register r, term, LATERAL (
    SELECT a.class, a.attendance_date AS day, a.section FROM attendance a
    WHERE a.class = r.class AND (a.attendance_date, a.section) > (r.day, r.section) AND a.attendance_date <= term.ends_on
    ORDER BY a.attendance_date, a.section LIMIT 1) n
),
section_days AS MATERIALIZED (
  SELECT r.class, r.section, array_agg(r.day) AS days, min(r.day) AS first_day, count(*)::int AS total
  FROM register r, off_days o
  WHERE r.day <> ALL (o.days) AND EXISTS (SELECT 1 FROM pupils p WHERE p.class = r.class AND p.section = r.section)
  GROUP BY r.class, r.section
),
first_roster AS MATERIALIZED (
  -- Who was on each section's register on its first working day: one index range per section.
  -- LATERAL (OFFSET 0) keeps it so: the planner, which cannot count a CTE's rows, otherwise
  -- merge-joined the sections with the whole register index (2.3 million rows, seconds).
  SELECT f.student_id, sd.class, sd.section FROM section_days sd CROSS JOIN LATERAL (
    SELECT a.student_id FROM attendance a
    WHERE a.class = sd.class AND a.attendance_date = sd.first_day AND a.section = sd.section OFFSET 0) f
),
absences AS MATERIALIZED (${wholeSchool ? SCHOOL_ABSENCES : PUPILS_ABSENCES}),
attendance_rule AS (
  SELECT x.student_id, x.days, x.absent, round(100.0 * (x.days - x.absent) / x.days, 1)::float8 AS percent
  -- The working days since joining: the section's all, unless made after the term began and not
  -- on its first day's register; then the days from the earlier of the record and the first row.
  -- OFFSET 0 keeps that look-up from being copied into each use of the count.
  FROM cfg, (
    SELECT p.student_id, coalesce(ab.n, 0) AS absent,
           CASE WHEN p.created_on <= term.starts_on OR fr.student_id IS NOT NULL THEN sd.total
                ELSE (SELECT count(*) FROM unnest(sd.days) d
                      WHERE d >= least(p.created_on, (SELECT min(a.attendance_date) FROM attendance a WHERE a.student_id = p.student_id AND a.attendance_date >= term.starts_on)))::int
           END AS days
    FROM term, pupils p
    JOIN section_days sd ON sd.class = p.class AND sd.section = p.section
    LEFT JOIN first_roster fr ON fr.student_id = p.student_id AND fr.class = p.class AND fr.section = p.section
    LEFT JOIN absences ab ON ab.student_id = p.student_id
    OFFSET 0
  ) x
  WHERE x.days > 0 AND 100.0 * (x.days - x.absent) / x.days < cfg.attendance_concern
)`;
