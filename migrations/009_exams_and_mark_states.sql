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

CREATE OR REPLACE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, m.exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, m.absent
FROM marks m
JOIN students s ON s.student_id = m.student_id;

-- Down Migration
DROP VIEW marks_records;
CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, m.exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at
FROM marks m
JOIN students s ON s.student_id = m.student_id;
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
