import { examDay } from '../exams/exams.repo';

// The results rules' CTEs of the at-risk statement (at-risk.repo.ts), after `cfg` and `pupils`.
//
// A record's result (its percentage) is kept on `marks`, each subject's mark in `subject_marks`
// against its exam's copy of the class's subjects (`exam_subjects`, migration 032): every subject
// the school set, Sanskrit as well as the six of the spec, each with its own maximum.
//
// The exams are put in order once (a handful of rows), and each pupil's results are read once
// from `marks` alone: one window pass gives the latest record with a result and the one before
// it. The fall compares their percentages.
//
// Failing: a subject of that latest record under the pass mark on the subject's own maximum. The
// pass mark is the class's grading scheme: its lowest band is the failing grade, the next band's
// minimum the pass mark. The failed marks are read per subject of the latest exams from the
// (exam, subject, mark) index of migration 065, only the range under the pass mark, then matched
// to the pupils' latest records. A paper the pupil was absent from has no mark and is not counted
// as failed here; its zero already weighs in the result the fall reads.

// For a few sections, each pupil's records from the (student, exam) index (OFFSET 0 keeps the
// planner from reading the whole table instead); for the whole school, the table (a pupil off
// the roll is left out by the final join).
const PUPILS_MARKS = 'pupils p CROSS JOIN LATERAL (SELECT * FROM marks m WHERE m.student_id = p.student_id OFFSET 0) m';

export const resultsCtes = (wholeSchool: boolean): string => `
exam_order AS MATERIALIZED (
  SELECT e.id, e.name, e.class, row_number() OVER (ORDER BY ${examDay('e')} DESC, e.id DESC) AS latest
  FROM exams e
),
last_result AS MATERIALIZED (
  SELECT * FROM (
    SELECT m.student_id, m.marks_id, m.exam_id, m.percentage::float8 AS percentage,
           lead(m.percentage::float8) OVER w AS before_percentage, lead(m.exam_id) OVER w AS before_exam,
           row_number() OVER w AS n
    FROM ${wholeSchool ? 'marks m' : PUPILS_MARKS} JOIN exam_order e ON e.id = m.exam_id
    WHERE m.percentage IS NOT NULL
    WINDOW w AS (PARTITION BY m.student_id ORDER BY e.latest)
  ) r WHERE n = 1
),
fall_rule AS (
  SELECT l.student_id, json_build_object('exam_name', e.name, 'percentage', l.percentage, 'before_name', b.name, 'before_percentage', l.before_percentage) AS fall
  FROM last_result l JOIN exam_order e ON e.id = l.exam_id JOIN exam_order b ON b.id = l.before_exam, cfg
  WHERE l.before_percentage - l.percentage >= cfg.marks_fall
),
pass_marks AS MATERIALIZED (
  SELECT c.legacy_class AS class, min(b.min) AS pass_mark
  FROM school_classes c JOIN grading_bands b ON b.scheme_id = c.grading_id
  WHERE c.legacy_class IS NOT NULL AND b.min > 0 GROUP BY c.legacy_class
),
failed_marks AS MATERIALIZED (
  -- mark * 100 < pass mark * maximum, for a whole mark: under the ceiling of pass mark * maximum / 100.
  SELECT x.marks_id, min(pm.pass_mark)::float8 AS pass_mark,
         json_agg(json_build_object('name', es.name, 'name_or', es.name_or, 'name_hi', es.name_hi) ORDER BY es.position) AS subjects
  FROM (SELECT DISTINCT exam_id FROM last_result) le
  JOIN exam_order e ON e.id = le.exam_id
  JOIN pass_marks pm ON pm.class = e.class
  JOIN exam_subjects es ON es.exam_id = le.exam_id
  JOIN subject_marks x ON x.exam_id = es.exam_id AND x.code = es.code AND x.mark < ceil(pm.pass_mark * es.max_marks / 100.0)::int
  GROUP BY x.marks_id
),
failing_rule AS (
  SELECT l.student_id, json_build_object('exam_name', e.name, 'pass_mark', f.pass_mark, 'subjects', f.subjects) AS failing
  FROM last_result l JOIN failed_marks f ON f.marks_id = l.marks_id JOIN exam_order e ON e.id = l.exam_id
)`;
