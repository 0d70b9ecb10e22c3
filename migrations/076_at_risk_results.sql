-- Up Migration

-- Each pupil's latest exam result and the one before it, kept by PostgreSQL in the same statement
-- as any change to the marks (issue 35). The at-risk view's marks rules read these 20,000 rows
-- for the whole school instead of putting every pupil's records in order on every request (a
-- window over all of `marks` and every failed subject mark of the latest exams: about half of
-- the statement's database time).
--
-- What is kept does not depend on the day, the thresholds or the pass mark: the latest record
-- with a result (exams in order of their first day, else the day they were made, then id), the
-- one before it, and the latest record's weakest subject mark (the lowest mark / maximum among
-- the marks given): a subject of the record fails the pass mark exactly when its weakest does.
-- The reader applies the school's fall and pass mark, and names the failed subjects of the few
-- records whose weakest fails.
CREATE TABLE at_risk_results (
  student_id text PRIMARY KEY REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  marks_id bigint NOT NULL,
  exam_id bigint NOT NULL,
  percentage numeric(5, 2) NOT NULL,
  before_exam bigint,
  before_percentage numeric(5, 2),
  weak_mark smallint,
  weak_max smallint
);

-- Rebuilds these pupils' rows from their marks: one pass whatever their number (the back-fill
-- below is one call). Only rows whose figures changed are written. Planned for each call with the
-- number of pupils known (EXECUTE ... USING), as fee_rebuild_pupils (migration 071) is.
CREATE FUNCTION at_risk_rebuild_results(ids text[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  EXECUTE $q$
  WITH pupils AS (SELECT DISTINCT u.id AS student_id FROM unnest($1::text[]) AS u (id)),
  ranked AS (
    SELECT m.student_id, m.marks_id, m.exam_id, m.percentage,
           lead(m.percentage) OVER w AS before_percentage, lead(m.exam_id) OVER w AS before_exam,
           row_number() OVER w AS n
    FROM pupils p JOIN marks m ON m.student_id = p.student_id JOIN exams e ON e.id = m.exam_id
    WHERE m.percentage IS NOT NULL
    WINDOW w AS (PARTITION BY m.student_id ORDER BY COALESCE(e.starts_on, (e.created_at AT TIME ZONE 'UTC')::date) DESC, e.id DESC)
  ),
  fresh AS MATERIALIZED (
    SELECT r.student_id, r.marks_id, r.exam_id, r.percentage, r.before_exam, r.before_percentage, w.mark, w.max_marks
    FROM ranked r LEFT JOIN LATERAL (
      SELECT x.mark, es.max_marks FROM subject_marks x JOIN exam_subjects es ON es.exam_id = x.exam_id AND es.code = x.code
      WHERE x.marks_id = r.marks_id AND x.mark IS NOT NULL
      ORDER BY x.mark::numeric / es.max_marks, x.code LIMIT 1) w ON true
    WHERE r.n = 1),
  -- Disjoint from the rows the insert below touches: those are in `fresh`, these are not.
  gone AS (
    DELETE FROM at_risk_results o USING pupils p
    WHERE o.student_id = p.student_id AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.student_id = o.student_id))
  INSERT INTO at_risk_results AS o (student_id, marks_id, exam_id, percentage, before_exam, before_percentage, weak_mark, weak_max)
  SELECT student_id, marks_id, exam_id, percentage, before_exam, before_percentage, mark, max_marks FROM fresh
  ON CONFLICT (student_id) DO UPDATE SET marks_id = EXCLUDED.marks_id, exam_id = EXCLUDED.exam_id, percentage = EXCLUDED.percentage,
    before_exam = EXCLUDED.before_exam, before_percentage = EXCLUDED.before_percentage, weak_mark = EXCLUDED.weak_mark, weak_max = EXCLUDED.weak_max
  WHERE (o.marks_id, o.exam_id, o.percentage, o.before_exam, o.before_percentage, o.weak_mark, o.weak_max)
    IS DISTINCT FROM (EXCLUDED.marks_id, EXCLUDED.exam_id, EXCLUDED.percentage, EXCLUDED.before_exam, EXCLUDED.before_percentage, EXCLUDED.weak_mark, EXCLUDED.weak_max)
  $q$ USING ids;
END
$fn$;

-- Statement-level, with the rows the statement changed: a marks grid's save rebuilds its pupils,
-- in the save's own transaction. A record deleted and restored from the history is a delete and
-- an insert like any other.
CREATE FUNCTION at_risk_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM at_risk_rebuild_results(array(SELECT DISTINCT student_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM at_risk_rebuild_results(array(SELECT DISTINCT student_id FROM old_rows));
  ELSE
    PERFORM at_risk_rebuild_results(array(
      SELECT n.student_id FROM new_rows n LEFT JOIN old_rows o USING (marks_id)
      WHERE o.marks_id IS NULL OR (n.student_id, n.exam_id, n.percentage) IS DISTINCT FROM (o.student_id, o.exam_id, o.percentage)
      UNION SELECT o.student_id FROM old_rows o LEFT JOIN new_rows n USING (marks_id)
      WHERE n.marks_id IS NULL OR (n.student_id, n.exam_id, n.percentage) IS DISTINCT FROM (o.student_id, o.exam_id, o.percentage)));
  END IF;
  RETURN NULL;
END
$$;

-- A subject mark names its record; the record names the pupil. One whose record is already gone
-- (deleted with it) is rebuilt by the record's own trigger.
CREATE FUNCTION at_risk_subject_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM at_risk_rebuild_results(array(SELECT DISTINCT m.student_id FROM new_rows x JOIN marks m ON m.marks_id = x.marks_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM at_risk_rebuild_results(array(SELECT DISTINCT m.student_id FROM old_rows x JOIN marks m ON m.marks_id = x.marks_id));
  ELSE
    PERFORM at_risk_rebuild_results(array(
      SELECT m.student_id FROM new_rows x JOIN marks m ON m.marks_id = x.marks_id
      UNION SELECT m.student_id FROM old_rows x JOIN marks m ON m.marks_id = x.marks_id));
  END IF;
  RETURN NULL;
END
$$;

-- An exam moved to other days changes the order of its pupils' records; a subject's new maximum
-- changes which of a record's marks is the weakest.
CREATE FUNCTION at_risk_exams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM at_risk_rebuild_results(array(
    SELECT DISTINCT m.student_id FROM new_rows n JOIN old_rows o USING (id) JOIN marks m ON m.exam_id = n.id
    WHERE (n.starts_on, n.created_at) IS DISTINCT FROM (o.starts_on, o.created_at)));
  RETURN NULL;
END
$$;
CREATE FUNCTION at_risk_exam_subjects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM at_risk_rebuild_results(array(
    SELECT DISTINCT m.student_id FROM new_rows n JOIN old_rows o USING (exam_id, code) JOIN marks m ON m.exam_id = n.exam_id
    WHERE n.max_marks <> o.max_marks));
  RETURN NULL;
END
$$;

CREATE TRIGGER marks_at_risk_insert AFTER INSERT ON marks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_marks_changed();
CREATE TRIGGER marks_at_risk_update AFTER UPDATE ON marks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_marks_changed();
CREATE TRIGGER marks_at_risk_delete AFTER DELETE ON marks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_marks_changed();
CREATE TRIGGER subject_marks_at_risk_insert AFTER INSERT ON subject_marks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_subject_marks_changed();
CREATE TRIGGER subject_marks_at_risk_update AFTER UPDATE ON subject_marks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_subject_marks_changed();
CREATE TRIGGER subject_marks_at_risk_delete AFTER DELETE ON subject_marks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_subject_marks_changed();
CREATE TRIGGER exams_at_risk_update AFTER UPDATE ON exams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_exams_changed();
CREATE TRIGGER exam_subjects_at_risk_update AFTER UPDATE ON exam_subjects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION at_risk_exam_subjects_changed();

-- The results already kept.
SELECT at_risk_rebuild_results(array(SELECT DISTINCT student_id FROM marks));

-- Down Migration
DROP TRIGGER exam_subjects_at_risk_update ON exam_subjects;
DROP TRIGGER exams_at_risk_update ON exams;
DROP TRIGGER subject_marks_at_risk_delete ON subject_marks;
DROP TRIGGER subject_marks_at_risk_update ON subject_marks;
DROP TRIGGER subject_marks_at_risk_insert ON subject_marks;
DROP TRIGGER marks_at_risk_delete ON marks;
DROP TRIGGER marks_at_risk_update ON marks;
DROP TRIGGER marks_at_risk_insert ON marks;
DROP FUNCTION at_risk_exam_subjects_changed();
DROP FUNCTION at_risk_exams_changed();
DROP FUNCTION at_risk_subject_marks_changed();
DROP FUNCTION at_risk_marks_changed();
DROP FUNCTION at_risk_rebuild_results(text[]);
DROP TABLE at_risk_results;
