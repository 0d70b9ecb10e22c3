-- Up Migration

-- Marks by subject (docs/school-setup.md, phase 2). A marks row stays the record of one pupil in
-- one exam (its total and result); each subject's mark becomes a row of subject_marks, and an
-- exam keeps its own copy of its class's subjects (exam_subjects), taken when it is made, so a
-- later change to the class never rewrites a past result.

-- A record's change and its subjects' changes are written by one transaction; the history of a
-- record reads them as one entry, and a restore puts back the subjects deleted with the record.
-- Rows written before this migration keep NULL: the default is set after the column exists, so
-- they are not stamped with this migration's transaction.
ALTER TABLE history ADD COLUMN tx bigint;
ALTER TABLE history ALTER COLUMN tx SET DEFAULT txid_current();
CREATE INDEX history_tx_idx ON history (tx) WHERE tx IS NOT NULL;

CREATE TABLE exam_subjects (
  exam_id bigint NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,19}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  name_or text CHECK (length(name_or) BETWEEN 1 AND 60),
  name_hi text CHECK (length(name_hi) BETWEEN 1 AND 60),
  max_marks smallint NOT NULL CHECK (max_marks BETWEEN 1 AND 1000),
  counts_in_total boolean NOT NULL DEFAULT true,
  PRIMARY KEY (exam_id, code),
  CONSTRAINT exam_subjects_position_key UNIQUE (exam_id, position)
);

-- Today's exams were set with the six subjects, each at the exam's maximum. Their codes and names
-- are the class's (a subject renamed in the setup keeps its link to its marks column); a column
-- the class no longer lists keeps today's code and names, so no record loses a subject.
INSERT INTO exam_subjects (exam_id, position, code, name, name_or, name_hi, max_marks, counts_in_total)
SELECT e.id, row_number() OVER (PARTITION BY e.id ORDER BY coalesce(cs.position, 1000 + v.position)),
       coalesce(cs.code, v.code), coalesce(cs.name, v.name), coalesce(cs.name_or, v.name_or), coalesce(cs.name_hi, v.name_hi),
       e.subject_max, true
FROM exams e
CROSS JOIN (VALUES
  (1, 'math', 'Math', 'ଗଣିତ', 'गणित'),
  (2, 'english', 'English', 'ଇଂରାଜୀ', 'अंग्रेज़ी'),
  (3, 'physics', 'Physics', 'ପଦାର୍ଥ ବିଜ୍ଞାନ', 'भौतिकी'),
  (4, 'chemistry', 'Chemistry', 'ରସାୟନ ବିଜ୍ଞାନ', 'रसायन विज्ञान'),
  (5, 'odia', 'Odia', 'ଓଡ଼ିଆ', 'ओड़िया'),
  (6, 'hindi', 'Hindi', 'ହିନ୍ଦୀ', 'हिन्दी')
) AS v(position, code, name, name_or, name_hi)
LEFT JOIN school_classes c ON c.legacy_class = e.class
LEFT JOIN class_subjects cs ON cs.class_id = c.id AND cs.legacy_field = v.code;

-- An exam made from now on copies its class's subjects in use, each at most the exam's own
-- maximum per subject. Editing that maximum sets every subject's (the spec's exams screen has one
-- maximum for all); moving an exam to another class (allowed only without marks) copies anew.
CREATE FUNCTION exam_subjects_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.class IS DISTINCT FROM OLD.class THEN
      DELETE FROM exam_subjects WHERE exam_id = NEW.id;
    ELSE
      IF NEW.subject_max IS DISTINCT FROM OLD.subject_max THEN
        UPDATE exam_subjects SET max_marks = NEW.subject_max WHERE exam_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO exam_subjects (exam_id, position, code, name, name_or, name_hi, max_marks, counts_in_total)
  SELECT NEW.id, row_number() OVER (ORDER BY s.position), s.code, s.name, s.name_or, s.name_hi, least(s.max_marks, NEW.subject_max), s.counts_in_total
  FROM school_classes c JOIN class_subjects s ON s.class_id = c.id AND NOT s.retired
  WHERE c.legacy_class = NEW.class;
  RETURN NULL;
END
$$;
CREATE TRIGGER exams_subjects_insert AFTER INSERT ON exams FOR EACH ROW EXECUTE FUNCTION exam_subjects_snapshot();
CREATE TRIGGER exams_subjects_update AFTER UPDATE OF class, subject_max ON exams FOR EACH ROW EXECUTE FUNCTION exam_subjects_snapshot();

-- One row per record and subject of its exam: a mark, not entered (NULL), or absent. The pair
-- (marks_id, exam_id) follows the record: moved to another exam, its rows move too and must be
-- subjects of that exam.
ALTER TABLE marks ADD CONSTRAINT marks_id_exam_key UNIQUE (marks_id, exam_id);
CREATE TABLE subject_marks (
  marks_id bigint NOT NULL,
  exam_id bigint NOT NULL,
  code text NOT NULL,
  mark smallint CHECK (mark BETWEEN 0 AND 1000),
  absent boolean NOT NULL DEFAULT false,
  PRIMARY KEY (marks_id, code),
  CONSTRAINT subject_marks_record_fkey FOREIGN KEY (marks_id, exam_id) REFERENCES marks (marks_id, exam_id) ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT subject_marks_subject_fkey FOREIGN KEY (exam_id, code) REFERENCES exam_subjects (exam_id, code) ON DELETE RESTRICT,
  CONSTRAINT subject_marks_absent_unmarked_check CHECK (NOT (absent AND mark IS NOT NULL))
);
-- Whether a class's subject has marks (the setup's records check), and an exam's highest mark.
CREATE INDEX subject_marks_exam_code_idx ON subject_marks (exam_id, code);

INSERT INTO subject_marks (marks_id, exam_id, code, mark, absent)
SELECT m.marks_id, m.exam_id, es.code,
       CASE v.field WHEN 'math' THEN m.math WHEN 'english' THEN m.english WHEN 'physics' THEN m.physics
                    WHEN 'chemistry' THEN m.chemistry WHEN 'odia' THEN m.odia WHEN 'hindi' THEN m.hindi END,
       v.field = ANY (m.absent)
FROM marks m
JOIN exams e ON e.id = m.exam_id
CROSS JOIN (VALUES ('math'), ('english'), ('physics'), ('chemistry'), ('odia'), ('hindi')) AS v(field)
LEFT JOIN school_classes c ON c.legacy_class = e.class
LEFT JOIN class_subjects cs ON cs.class_id = c.id AND cs.legacy_field = v.field
JOIN exam_subjects es ON es.exam_id = m.exam_id AND es.code = coalesce(cs.code, v.field);

DROP VIEW marks_records;
ALTER TABLE marks
  DROP CONSTRAINT marks_result_check,
  DROP CONSTRAINT marks_absent_unmarked_check,
  DROP CONSTRAINT marks_absent_subjects_check,
  DROP COLUMN math, DROP COLUMN english, DROP COLUMN physics, DROP COLUMN chemistry, DROP COLUMN odia, DROP COLUMN hindi,
  DROP COLUMN absent,
  DROP CONSTRAINT marks_total_marks_check,
  -- The server computes the result from the subjects (contracts/grades.ts); the row holds it whole or not at all.
  ADD CONSTRAINT marks_result_check CHECK (
    (marks_obtained IS NULL) = (percentage IS NULL) AND (percentage IS NULL) = (grade IS NULL)
    AND (marks_obtained IS NULL OR marks_obtained BETWEEN 0 AND total_marks));
-- A class of more subjects, or of subjects above 100, has a total above 600.
ALTER TABLE marks ADD CONSTRAINT marks_total_marks_check CHECK (total_marks BETWEEN 1 AND 30000);

-- The spec's six fields are the marks of the subjects with those codes (NULL where the exam has
-- none); `subjects` is every subject of the exam, in its order.
CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, e.name AS exam_name, sm.math, sm.english, sm.physics, sm.chemistry,
       sm.odia, sm.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, sm.absent, m.exam_id, e.subject_max, sm.subjects
FROM marks m
JOIN students s ON s.student_id = m.student_id
JOIN exams e ON e.id = m.exam_id
CROSS JOIN LATERAL (
  SELECT max(x.mark) FILTER (WHERE x.code = 'math') AS math, max(x.mark) FILTER (WHERE x.code = 'english') AS english,
         max(x.mark) FILTER (WHERE x.code = 'physics') AS physics, max(x.mark) FILTER (WHERE x.code = 'chemistry') AS chemistry,
         max(x.mark) FILTER (WHERE x.code = 'odia') AS odia, max(x.mark) FILTER (WHERE x.code = 'hindi') AS hindi,
         coalesce(array_agg(x.code ORDER BY es.position) FILTER (WHERE x.absent), '{}') AS absent,
         coalesce(jsonb_agg(jsonb_build_object('code', x.code, 'name', es.name, 'name_or', es.name_or, 'name_hi', es.name_hi,
           'mark', x.mark, 'max_marks', es.max_marks, 'absent', x.absent, 'counts_in_total', es.counts_in_total) ORDER BY es.position), '[]') AS subjects
  FROM subject_marks x JOIN exam_subjects es ON es.exam_id = x.exam_id AND es.code = x.code
  WHERE x.marks_id = m.marks_id
) sm;

-- A table whose key is two columns (subject_marks: the record and the subject) pairs an
-- update's old and new rows on both: TG_ARGV[1] names the second. Otherwise as migration 010.
CREATE OR REPLACE FUNCTION record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  part text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] END;
  actor text := NULLIF(current_setting('app.user', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO history (table_name, record_id, action, by, new_row)
    SELECT TG_TABLE_NAME, (n.j ->> key)::bigint, 'insert', actor, n.j FROM (SELECT to_jsonb(r) AS j FROM new_rows r) n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO history (table_name, record_id, action, by, old_row)
    SELECT TG_TABLE_NAME, (o.j ->> key)::bigint, 'delete', actor, o.j FROM (SELECT to_jsonb(r) AS j FROM old_rows r) o;
  ELSE
    WITH o AS MATERIALIZED (SELECT (j ->> key)::bigint AS id, j ->> part AS p, j FROM (SELECT to_jsonb(r) AS j FROM old_rows r) x),
         n AS MATERIALIZED (SELECT (j ->> key)::bigint AS id, j ->> part AS p, j FROM (SELECT to_jsonb(r) AS j FROM new_rows r) x)
    INSERT INTO history (table_name, record_id, action, by, old_row, new_row)
    SELECT TG_TABLE_NAME, o.id, 'update', actor, o.j, n.j
    FROM o JOIN n ON n.id = o.id AND n.p IS NOT DISTINCT FROM o.p
    WHERE o.j - 'updated_at' IS DISTINCT FROM n.j - 'updated_at';
  END IF;
  RETURN NULL;
END
$$;

-- Only now: moving the data above is not a change anybody made.
CREATE TRIGGER subject_marks_history_insert AFTER INSERT ON subject_marks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id', 'code');
CREATE TRIGGER subject_marks_history_update AFTER UPDATE ON subject_marks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id', 'code');
CREATE TRIGGER subject_marks_history_delete AFTER DELETE ON subject_marks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id', 'code');

-- Down Migration
DROP VIEW marks_records;
ALTER TABLE marks DROP CONSTRAINT marks_result_check, DROP CONSTRAINT marks_total_marks_check;
-- The old schema holds the six subjects at most 100 and a total of at most 600: others are lost.
DELETE FROM marks WHERE total_marks > 600;
ALTER TABLE marks
  ADD CONSTRAINT marks_total_marks_check CHECK (total_marks BETWEEN 1 AND 600),
  ADD COLUMN math smallint CHECK (math BETWEEN 0 AND 100), ADD COLUMN english smallint CHECK (english BETWEEN 0 AND 100),
  ADD COLUMN physics smallint CHECK (physics BETWEEN 0 AND 100), ADD COLUMN chemistry smallint CHECK (chemistry BETWEEN 0 AND 100),
  ADD COLUMN odia smallint CHECK (odia BETWEEN 0 AND 100), ADD COLUMN hindi smallint CHECK (hindi BETWEEN 0 AND 100),
  ADD COLUMN absent text[] NOT NULL DEFAULT '{}';
UPDATE marks m SET math = x.math, english = x.english, physics = x.physics, chemistry = x.chemistry, odia = x.odia, hindi = x.hindi, absent = x.absent
FROM (SELECT marks_id, max(mark) FILTER (WHERE code = 'math') AS math, max(mark) FILTER (WHERE code = 'english') AS english,
             max(mark) FILTER (WHERE code = 'physics') AS physics, max(mark) FILTER (WHERE code = 'chemistry') AS chemistry,
             max(mark) FILTER (WHERE code = 'odia') AS odia, max(mark) FILTER (WHERE code = 'hindi') AS hindi,
             coalesce(array_agg(code) FILTER (WHERE absent AND code IN ('math', 'english', 'physics', 'chemistry', 'odia', 'hindi')), '{}') AS absent
      FROM subject_marks GROUP BY marks_id) x
WHERE x.marks_id = m.marks_id;
DROP TABLE subject_marks;
ALTER TABLE marks DROP CONSTRAINT marks_id_exam_key;
DROP TRIGGER exams_subjects_update ON exams;
DROP TRIGGER exams_subjects_insert ON exams;
DROP FUNCTION exam_subjects_snapshot();
DROP TABLE exam_subjects;
-- Results of subjects beyond the six no longer add up: they become pending.
UPDATE marks SET marks_obtained = NULL, percentage = NULL, grade = NULL
WHERE marks_obtained IS DISTINCT FROM coalesce(math, 0) + coalesce(english, 0) + coalesce(physics, 0) + coalesce(chemistry, 0) + coalesce(odia, 0) + coalesce(hindi, 0)
   OR NOT ((math IS NOT NULL OR 'math' = ANY (absent)) AND (english IS NOT NULL OR 'english' = ANY (absent))
      AND (physics IS NOT NULL OR 'physics' = ANY (absent)) AND (chemistry IS NOT NULL OR 'chemistry' = ANY (absent))
      AND (odia IS NOT NULL OR 'odia' = ANY (absent)) AND (hindi IS NOT NULL OR 'hindi' = ANY (absent)));
ALTER TABLE marks
  ADD CONSTRAINT marks_absent_subjects_check
    CHECK (absent <@ ARRAY['math', 'english', 'physics', 'chemistry', 'odia', 'hindi'] AND array_position(absent, NULL) IS NULL),
  ADD CONSTRAINT marks_absent_unmarked_check CHECK (
    NOT (math IS NOT NULL AND 'math' = ANY (absent)) AND NOT (english IS NOT NULL AND 'english' = ANY (absent))
    AND NOT (physics IS NOT NULL AND 'physics' = ANY (absent)) AND NOT (chemistry IS NOT NULL AND 'chemistry' = ANY (absent))
    AND NOT (odia IS NOT NULL AND 'odia' = ANY (absent)) AND NOT (hindi IS NOT NULL AND 'hindi' = ANY (absent))),
  ADD CONSTRAINT marks_result_check CHECK (
    CASE WHEN (math IS NOT NULL OR 'math' = ANY (absent)) AND (english IS NOT NULL OR 'english' = ANY (absent))
          AND (physics IS NOT NULL OR 'physics' = ANY (absent)) AND (chemistry IS NOT NULL OR 'chemistry' = ANY (absent))
          AND (odia IS NOT NULL OR 'odia' = ANY (absent)) AND (hindi IS NOT NULL OR 'hindi' = ANY (absent))
      THEN marks_obtained IS NOT NULL AND percentage IS NOT NULL AND grade IS NOT NULL
        AND marks_obtained = coalesce(math, 0) + coalesce(english, 0) + coalesce(physics, 0)
                           + coalesce(chemistry, 0) + coalesce(odia, 0) + coalesce(hindi, 0)
        AND marks_obtained <= total_marks
      ELSE marks_obtained IS NULL AND percentage IS NULL AND grade IS NULL
    END);
CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, e.name AS exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, m.absent, m.exam_id, e.subject_max
FROM marks m
JOIN students s ON s.student_id = m.student_id
JOIN exams e ON e.id = m.exam_id;
DROP INDEX history_tx_idx;
ALTER TABLE history DROP COLUMN tx;
