-- Up Migration

-- Exams and marks of any class and section of the school's setup (issue 30): an exam set for LKG
-- or "11 Science", a grid of LKG section D. As pupils' records since migration 078, a record
-- carries the setup's links: classes 1-10 and sections A-C as before (the spec's contract), every
-- other class its number from 11 up and every other section its name. The services look names
-- up (server/src/modules/setup/class-places.ts); the answers name the class with class_label().

ALTER TABLE exams DROP CONSTRAINT exams_class_check;
ALTER TABLE exams ADD CONSTRAINT exams_class_check CHECK (class > 0);

ALTER TABLE marks DROP CONSTRAINT marks_class_check, DROP CONSTRAINT marks_section_check;
ALTER TABLE marks
  ADD CONSTRAINT marks_class_check CHECK (class > 0),
  ADD CONSTRAINT marks_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- Down Migration

-- The old shape holds classes 1-10 and sections A-C only: marks and exams of the others go.
DELETE FROM marks WHERE class > 10 OR section NOT IN ('A', 'B', 'C');
DELETE FROM exams WHERE class > 10;
ALTER TABLE marks DROP CONSTRAINT marks_class_check, DROP CONSTRAINT marks_section_check;
ALTER TABLE marks
  ADD CONSTRAINT marks_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT marks_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE exams DROP CONSTRAINT exams_class_check;
ALTER TABLE exams ADD CONSTRAINT exams_class_check CHECK (class BETWEEN 1 AND 10);
