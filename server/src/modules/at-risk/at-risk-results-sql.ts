// The results rules' CTEs of the at-risk statement (at-risk.repo.ts), after `cfg` and `pupils`.
//
// A record's result (its percentage) is kept on `marks`, each subject's mark in `subject_marks`
// against its exam's copy of the class's subjects (`exam_subjects`, migration 032): every subject
// the school set, Sanskrit as well as the six of the spec, each with its own maximum.
//
// Each pupil's latest record with a result (exams in order of their first day, else the day they
// were made), the one before it and the latest record's weakest subject mark are kept by the
// writers in `at_risk_results` (migration 076): the rules read one row a pupil. The fall compares
// the two percentages.
//
// Failing: a subject of that latest record under the pass mark on the subject's own maximum. The
// pass mark is the class's grading scheme: its lowest band is the failing grade, the next band's
// minimum the pass mark. A record fails exactly when its weakest subject does (the lowest mark /
// maximum); only those records' subject marks are read, to name the failed subjects. A paper the
// pupil was absent from has no mark and is not counted as failed here; its zero already weighs in
// the result the fall reads.

// For a few sections, each pupil's row by its key; for the whole school, the table (a pupil off
// the roll is left out by the final join).
const PUPILS_RESULTS = 'pupils p JOIN at_risk_results r ON r.student_id = p.student_id';

// mark * 100 < pass mark * maximum, for a whole mark: under the ceiling of pass mark * maximum / 100.
const under = (max: string) => `ceil(pm.pass_mark * ${max} / 100.0)::int`;

export const resultsCtes = (wholeSchool: boolean): string => `
last_result AS MATERIALIZED (
  SELECT r.student_id, r.marks_id, r.exam_id, r.percentage::float8 AS percentage, r.before_exam,
         r.before_percentage::float8 AS before_percentage, r.weak_mark, r.weak_max
  FROM ${wholeSchool ? 'at_risk_results r' : PUPILS_RESULTS}
),
fall_rule AS (
  SELECT l.student_id, json_build_object('exam_name', e.name, 'percentage', l.percentage, 'before_name', b.name, 'before_percentage', l.before_percentage) AS fall
  FROM last_result l JOIN exams e ON e.id = l.exam_id JOIN exams b ON b.id = l.before_exam, cfg
  WHERE l.before_percentage - l.percentage >= cfg.marks_fall
),
pass_marks AS MATERIALIZED (
  SELECT c.legacy_class AS class, min(b.min) AS pass_mark
  FROM school_classes c JOIN grading_bands b ON b.scheme_id = c.grading_id
  WHERE c.legacy_class IS NOT NULL AND b.min > 0 GROUP BY c.legacy_class
),
-- The latest exams' subjects, each with the mark it fails under: a few dozen rows, hashed once.
fail_under AS MATERIALIZED (
  SELECT es.exam_id, es.code, es.position, es.name, es.name_or, es.name_hi, pm.pass_mark, ${under('es.max_marks')} AS under
  FROM (SELECT DISTINCT exam_id FROM last_result) le
  JOIN exams e ON e.id = le.exam_id JOIN pass_marks pm ON pm.class = e.class
  JOIN exam_subjects es ON es.exam_id = le.exam_id
),
failing_rule AS (
  SELECT l.student_id, json_build_object('exam_name', e.name, 'pass_mark', pm.pass_mark::float8,
    'subjects', json_agg(json_build_object('name', f.name, 'name_or', f.name_or, 'name_hi', f.name_hi) ORDER BY f.position)) AS failing
  FROM last_result l JOIN exams e ON e.id = l.exam_id JOIN pass_marks pm ON pm.class = e.class
  JOIN subject_marks x ON x.marks_id = l.marks_id
  JOIN fail_under f ON f.exam_id = x.exam_id AND f.code = x.code
  WHERE l.weak_mark < ${under('l.weak_max')} AND x.mark < f.under
  GROUP BY l.student_id, e.name, pm.pass_mark
)`;
