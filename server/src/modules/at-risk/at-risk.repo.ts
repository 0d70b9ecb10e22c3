import type { Section } from '@contracts/enums';
import type { Place } from '@contracts/teaching';
import { query } from '../../db/pool';
import { examDay } from '../exams/exams.repo';

/** A pupil with at least one reason, and the evidence of each (null where the rule does not list them). */
export interface AtRiskRow {
  student_id: string;
  name: string;
  class: number;
  section: Section;
  /** Share of this term's working days present (since joining), when under the school's threshold. */
  attendance: number | null;
  working_days: number | null;
  absent_days: number | null;
  serious: boolean;
  /** The latest exam with a result and the one before it, when the result fell by the threshold or more. */
  fall: { exam_name: string; percentage: number; before_name: string; before_percentage: number } | null;
  /** The latest exam with a result, when a subject in it is under the pass mark. */
  failing: { exam_name: string; subjects: string[]; pass_mark: number } | null;
  /** Assignments of the pupil's class due in the last 30 days, before today, not handed in. */
  missing: { id: number; title: string; due: string }[] | null;
}

// One statement, set-based, for a section or the whole school (issue 35: 20,000 pupils under
// 500 ms). Each rule is one CTE; a pupil appears when any rule lists them.
//
// Working days: the days the register was taken for the pupil's section this term (the term of
// today's school year that started last; the year's first day when it has no terms), up to
// today, holidays and weekly offs left out. They are found by a walk of the (class, date,
// section) index, one step per section and day, instead of reading every pupil's rows. A pupil
// who joined mid-term (their record made, or their first day on the register, after the term
// began) counts from joining. Who was on the section's first working day's register joined by
// then, and those rows sit together on disk: only the others (made after the term began and
// missing from that day) are looked up one by one. Present is every working day not marked Absent.
//
// Results: `marks` keeps each record's percentage and subject marks. The exams are put in order
// once (a handful of rows), and each pupil's marks are read once: the latest result and the one
// before it come out of one window pass, as one row per pupil. The pass mark is the class's
// grading scheme: the lowest band is the failing grade, the next band's minimum the pass mark.
//
// Missing work: assignments of the pupil's class due (their due date, else their date) in the
// 30 days before today and not before the pupil joined, with no submission of theirs.
const DUE = 'coalesce(a.due_date, a.date)';

const AT_RISK_SQL = `
WITH RECURSIVE
cfg AS (SELECT * FROM at_risk_settings),
places AS (SELECT * FROM unnest($2::int[], $3::text[]) AS p(class, section)),
pupils AS MATERIALIZED (
  SELECT s.student_id, s.name, s.class, s.section, (s.created_at AT TIME ZONE 'UTC')::date AS created_on
  FROM students_on_roll s
  WHERE $2::int[] IS NULL OR (s.class, s.section) IN (SELECT class, section FROM places)
),
term AS MATERIALIZED (
  SELECT y.id AS year_id, y.weekly_offs, coalesce(t.starts_on, y.starts_on) AS starts_on, least($1::date, coalesce(t.ends_on, y.ends_on)) AS ends_on
  FROM academic_years y
  LEFT JOIN LATERAL (SELECT starts_on, ends_on FROM terms WHERE year_id = y.id AND starts_on <= $1::date ORDER BY starts_on DESC LIMIT 1) t ON true
  WHERE $1::date BETWEEN y.starts_on AND y.ends_on
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
section_days AS (
  SELECT r.class, r.section, array_agg(r.day) AS days, min(r.day) AS first_day, count(*)::int AS total
  FROM register r, term
  WHERE NOT extract(isodow FROM r.day)::smallint = ANY (term.weekly_offs)
    AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.year_id = term.year_id AND h.day = r.day)
  GROUP BY r.class, r.section
),
first_roster AS MATERIALIZED (
  -- Who was on each section's register on its first working day: a few pages per section.
  SELECT a.student_id FROM section_days sd
  JOIN attendance a ON a.class = sd.class AND a.attendance_date = sd.first_day AND a.section = sd.section
),
joined AS (
  -- On the first day's register (or made before the term): counted from the term's start. The
  -- rest are looked up one by one: made after the term began and missing from the first day.
  SELECT p.student_id, p.class, p.section,
         CASE WHEN p.created_on <= term.starts_on OR p.student_id IN (SELECT student_id FROM first_roster) THEN term.starts_on
              ELSE least(p.created_on, (SELECT min(a.attendance_date) FROM attendance a WHERE a.student_id = p.student_id AND a.attendance_date >= term.starts_on)) END AS since
  FROM pupils p, term
),
absences AS (
  SELECT a.student_id, count(*)::int AS n
  FROM term, joined j JOIN attendance a ON a.student_id = j.student_id AND a.status = 'Absent'
  -- The term's bounds on their own too: the day index of Absent rows (migration 053) reads the term only.
  WHERE a.attendance_date BETWEEN term.starts_on AND term.ends_on AND a.attendance_date >= j.since
    AND NOT extract(isodow FROM a.attendance_date)::smallint = ANY (term.weekly_offs)
    AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.year_id = term.year_id AND h.day = a.attendance_date)
  GROUP BY a.student_id
),
pupil_days AS MATERIALIZED (
  -- Counted once per pupil: every day of the section, unless they joined after its first.
  SELECT j.student_id, coalesce(ab.n, 0) AS absent,
         CASE WHEN j.since <= sd.first_day THEN sd.total ELSE (SELECT count(*) FROM unnest(sd.days) d WHERE d >= j.since)::int END AS days
  FROM joined j
  JOIN section_days sd ON sd.class = j.class AND sd.section = j.section
  LEFT JOIN absences ab ON ab.student_id = j.student_id
),
attendance_rule AS (
  SELECT x.student_id, x.days, x.absent, round(100.0 * (x.days - x.absent) / x.days, 1)::float8 AS percent
  FROM pupil_days x, cfg
  WHERE x.days > 0 AND 100.0 * (x.days - x.absent) / x.days < cfg.attendance_concern
),
exam_order AS MATERIALIZED (
  SELECT e.id, e.name, e.subject_max, row_number() OVER (ORDER BY ${examDay('e')} DESC, e.id DESC) AS latest
  FROM exams e
),
last_result AS MATERIALIZED (
  -- One row per pupil: the latest exam with a result, the one before beside it.
  SELECT * FROM (
    SELECT m.student_id, m.class, m.percentage::float8 AS percentage, e.name AS exam_name, e.subject_max,
           m.math, m.english, m.physics, m.chemistry, m.odia, m.hindi,
           lead(m.percentage::float8) OVER w AS before_percentage, lead(e.name) OVER w AS before_name,
           row_number() OVER w AS n
    -- The six subjects by name, as the view of the per-subject marks gives them.
    FROM pupils p JOIN marks_records m ON m.student_id = p.student_id JOIN exam_order e ON e.id = m.exam_id
    WHERE m.percentage IS NOT NULL
    WINDOW w AS (PARTITION BY m.student_id ORDER BY e.latest)
  ) r WHERE n = 1
),
fall_rule AS (
  SELECT l.student_id, json_build_object('exam_name', l.exam_name, 'percentage', l.percentage, 'before_name', l.before_name, 'before_percentage', l.before_percentage) AS fall
  FROM last_result l, cfg
  WHERE l.before_percentage - l.percentage >= cfg.marks_fall
),
pass_marks AS MATERIALIZED (
  SELECT c.legacy_class AS class, min(b.min)::float8 AS pass_mark
  FROM school_classes c JOIN grading_bands b ON b.scheme_id = c.grading_id
  WHERE c.legacy_class IS NOT NULL AND b.min > 0 GROUP BY c.legacy_class
),
failing_rule AS (
  SELECT l.student_id, json_build_object('exam_name', l.exam_name, 'subjects', f.subjects, 'pass_mark', f.pass_mark) AS failing
  FROM last_result l
  JOIN pass_marks pm ON pm.class = l.class
  CROSS JOIN LATERAL (
    SELECT pm.pass_mark, array_agg(x.subject ORDER BY x.position) AS subjects
    FROM (VALUES (1, 'math', l.math), (2, 'english', l.english), (3, 'physics', l.physics),
                 (4, 'chemistry', l.chemistry), (5, 'odia', l.odia), (6, 'hindi', l.hindi)) AS x(position, subject, mark)
    WHERE x.mark IS NOT NULL AND x.mark * 100.0 < pm.pass_mark * l.subject_max
    GROUP BY pm.pass_mark
  ) f
),
missing_rule AS (
  SELECT p.student_id,
         json_agg(json_build_object('id', a.id, 'title', a.title, 'due', to_char(${DUE}, 'YYYY-MM-DD')) ORDER BY ${DUE}, a.id) AS missing
  FROM pupils p
  JOIN assignments a ON a.class = p.class AND ${DUE} >= $1::date - 30 AND ${DUE} < $1::date AND ${DUE} >= p.created_on
  WHERE NOT EXISTS (SELECT 1 FROM assignment_submissions x WHERE x.assignment_id = a.id AND x.student_id = p.student_id)
  GROUP BY p.student_id
  HAVING count(*) >= (SELECT missing_work FROM cfg)
),
listed AS (
  SELECT student_id FROM attendance_rule UNION SELECT student_id FROM fall_rule
  UNION SELECT student_id FROM failing_rule UNION SELECT student_id FROM missing_rule
)
SELECT p.student_id, p.name, p.class::int AS class, p.section,
       ar.percent AS attendance, ar.days AS working_days, ar.absent AS absent_days, coalesce(ar.percent < cfg.attendance_serious, false) AS serious,
       fr.fall, fl.failing, mw.missing
FROM listed JOIN pupils p USING (student_id)
CROSS JOIN cfg
LEFT JOIN attendance_rule ar USING (student_id)
LEFT JOIN fall_rule fr USING (student_id)
LEFT JOIN failing_rule fl USING (student_id)
LEFT JOIN missing_rule mw USING (student_id)
ORDER BY p.class, p.section, p.name, p.student_id`;

export const atRiskRepo = {
  /** The listed pupils of these sections ('all': the whole school) on `today`. */
  list(today: string, places: Place[] | 'all'): Promise<AtRiskRow[]> {
    const where = places === 'all' ? [null, null] : [places.map((p) => p.class), places.map((p) => p.section)];
    return query<AtRiskRow>(AT_RISK_SQL, [today, ...where]);
  },
};
