-- Up Migration

-- Results follow the grading scheme the school's setup gives the class (docs/school-setup.md):
-- a grade is whatever band of that scheme the percentage reaches, not only A1-E. The setup
-- checks a band's grade (1-10 characters, trimmed); the record keeps what was computed.
ALTER TABLE marks DROP CONSTRAINT IF EXISTS marks_grade_check;
ALTER TABLE marks ADD CONSTRAINT marks_grade_check CHECK (length(grade) BETWEEN 1 AND 10);

-- A teacher may be given any subject of the class's setup (Sanskrit), named as teachers' records
-- name subjects: the spec's label for the six (Math), the school's English name for the others.
ALTER TABLE teaching_subjects DROP CONSTRAINT IF EXISTS teaching_subjects_subject_check;
ALTER TABLE teaching_subjects ADD CONSTRAINT teaching_subjects_subject_check CHECK (length(subject) BETWEEN 1 AND 60);

-- Down Migration
DELETE FROM teaching_subjects WHERE subject NOT IN ('Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi');
ALTER TABLE teaching_subjects DROP CONSTRAINT teaching_subjects_subject_check;
ALTER TABLE teaching_subjects ADD CONSTRAINT teaching_subjects_subject_check
  CHECK (subject IN ('Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi'));
-- The old check holds the standard scale only: a record graded on another scheme is pending again.
UPDATE marks SET marks_obtained = NULL, percentage = NULL, grade = NULL
 WHERE grade NOT IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E');
ALTER TABLE marks DROP CONSTRAINT marks_grade_check;
ALTER TABLE marks ADD CONSTRAINT marks_grade_check CHECK (grade IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E'));
