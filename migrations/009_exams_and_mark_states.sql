-- Up Migration

-- A subject's mark is a number, NULL while not entered, or NULL and named in `absent` when the
-- student did not sit the paper. The result (marks_obtained, percentage, grade) exists only once
-- every subject is entered or absent; absence counts as 0. The CHECKs hold this whatever writes.
ALTER TABLE marks
  ALTER COLUMN math DROP NOT NULL,
  ALTER COLUMN english DROP NOT NULL,
  ALTER COLUMN physics DROP NOT NULL,
  ALTER COLUMN chemistry DROP NOT NULL,
  ALTER COLUMN odia DROP NOT NULL,
  ALTER COLUMN hindi DROP NOT NULL,
  ALTER COLUMN marks_obtained DROP NOT NULL,
  ALTER COLUMN percentage DROP NOT NULL,
  ALTER COLUMN grade DROP NOT NULL,
  ADD COLUMN absent text[] NOT NULL DEFAULT '{}',
  DROP CONSTRAINT marks_check,
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

-- Exams are records: one per class and name, with its days and the maximum marks of each
-- subject (100: the spec's total of 600). A marks row names its exam; the name lives only here.
CREATE TABLE exams (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  starts_on date,
  ends_on date,
  subject_max smallint NOT NULL DEFAULT 100 CHECK (subject_max BETWEEN 1 AND 100),
  created_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT exams_days_check CHECK (ends_on >= starts_on)
);
-- "Half Yearly" and "half yearly" of one class are the same exam.
CREATE UNIQUE INDEX exams_class_name_key ON exams (class, lower(name));

-- Existing marks get the exam of their class and name, spelt as first entered.
INSERT INTO exams (name, class)
SELECT DISTINCT ON (class, lower(exam_name)) exam_name, class FROM marks ORDER BY class, lower(exam_name), marks_id;

DROP VIEW marks_records;
ALTER TABLE marks ADD COLUMN exam_id bigint REFERENCES exams (id) ON DELETE RESTRICT;
UPDATE marks m SET exam_id = e.id FROM exams e WHERE e.class = m.class AND lower(e.name) = lower(m.exam_name);
ALTER TABLE marks ALTER COLUMN exam_id SET NOT NULL;
DROP INDEX marks_student_exam_key;
DROP INDEX marks_class_exam_idx;
ALTER TABLE marks DROP COLUMN exam_name;
CREATE UNIQUE INDEX marks_student_exam_key ON marks (student_id, exam_id);
-- The grid and the exam filter: one exam's marks, by section.
CREATE INDEX marks_exam_section_idx ON marks (exam_id, section);

CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, e.name AS exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, m.absent, m.exam_id, e.subject_max
FROM marks m
JOIN students s ON s.student_id = m.student_id
JOIN exams e ON e.id = m.exam_id;

-- Down Migration
DROP VIEW marks_records;
ALTER TABLE marks ADD COLUMN exam_name text;
UPDATE marks m SET exam_name = e.name FROM exams e WHERE e.id = m.exam_id;
ALTER TABLE marks ALTER COLUMN exam_name SET NOT NULL, ADD CONSTRAINT marks_exam_name_check CHECK (length(exam_name) BETWEEN 1 AND 100);
DROP INDEX marks_exam_section_idx;
DROP INDEX marks_student_exam_key;
ALTER TABLE marks DROP COLUMN exam_id;
CREATE UNIQUE INDEX marks_student_exam_key ON marks (student_id, lower(exam_name));
CREATE INDEX marks_class_exam_idx ON marks (class, lower(exam_name), section);
DROP TABLE exams;
-- The old schema has no pending result: going down drops those rows and reads blanks as 0.
DELETE FROM marks WHERE grade IS NULL;
UPDATE marks SET absent = '{}', math = coalesce(math, 0), english = coalesce(english, 0), physics = coalesce(physics, 0),
  chemistry = coalesce(chemistry, 0), odia = coalesce(odia, 0), hindi = coalesce(hindi, 0);
ALTER TABLE marks
  DROP CONSTRAINT marks_result_check,
  DROP CONSTRAINT marks_absent_unmarked_check,
  DROP CONSTRAINT marks_absent_subjects_check,
  DROP COLUMN absent,
  ADD CONSTRAINT marks_check CHECK (marks_obtained = math + english + physics + chemistry + odia + hindi AND marks_obtained <= total_marks),
  ALTER COLUMN math SET NOT NULL, ALTER COLUMN english SET NOT NULL, ALTER COLUMN physics SET NOT NULL,
  ALTER COLUMN chemistry SET NOT NULL, ALTER COLUMN odia SET NOT NULL, ALTER COLUMN hindi SET NOT NULL,
  ALTER COLUMN marks_obtained SET NOT NULL, ALTER COLUMN percentage SET NOT NULL, ALTER COLUMN grade SET NOT NULL;
CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, m.exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at
FROM marks m
JOIN students s ON s.student_id = m.student_id;
