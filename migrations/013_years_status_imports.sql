-- Up Migration

-- A student who leaves is withdrawn (with the day and why) or graduated, never deleted: every
-- record of theirs stays. Only active students are on registers, grids and default lists.
ALTER TABLE students
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'withdrawn', 'graduated')),
  ADD COLUMN withdrawn_on date,
  ADD COLUMN withdraw_reason text CHECK (length(withdraw_reason) <= 200),
  ADD CONSTRAINT students_withdrawal_check CHECK ((status = 'withdrawn') = (withdrawn_on IS NOT NULL));
CREATE INDEX students_status_class_idx ON students (status, class, section, name);
-- The roll: the one definition registers, grids and class lists read students from.
CREATE VIEW students_on_roll AS SELECT * FROM students WHERE status = 'active';

-- Spreadsheet headers an admin mapped to a field once, offered again on the next import.
CREATE TABLE import_header_maps (
  kind text NOT NULL CHECK (kind IN ('students', 'teachers')),
  header_key text NOT NULL CHECK (length(header_key) BETWEEN 1 AND 100),
  field text NOT NULL,
  PRIMARY KEY (kind, header_key)
);

-- A school year and its terms; exactly one year at most is current. Attendance days, exams and
-- fees belong to the year whose days hold their date (no column: the date says it).
CREATE TABLE academic_years (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  is_current boolean NOT NULL DEFAULT false,
  CHECK (ends_on > starts_on)
);
CREATE UNIQUE INDEX academic_years_name_key ON academic_years (lower(name));
CREATE UNIQUE INDEX academic_years_one_current ON academic_years (is_current) WHERE is_current;

CREATE TABLE terms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  CHECK (ends_on >= starts_on)
);
CREATE UNIQUE INDEX terms_year_name_key ON terms (year_id, lower(name));

-- A year-end promotion of one class and section, applied as a whole and undone as a whole.
CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE RESTRICT,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  applied_by bigint,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promotions_once_per_year ON promotions (year_id, class, section);

-- Each student's class and section in a year, kept when they move on, so last year's class
-- lists, registers and results stay right.
CREATE TABLE student_years (
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE RESTRICT,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  promotion_id bigint REFERENCES promotions (id) ON DELETE CASCADE,
  PRIMARY KEY (student_id, year_id)
);
CREATE INDEX student_years_class_idx ON student_years (year_id, class, section);

-- What a promotion did to each student, and what they were before (for the undo).
CREATE TABLE promotion_moves (
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('promote', 'retain', 'move', 'withdraw', 'graduate')),
  from_class smallint NOT NULL,
  from_section text NOT NULL,
  from_status text NOT NULL,
  to_class smallint NOT NULL,
  to_section text NOT NULL,
  to_status text NOT NULL,
  PRIMARY KEY (promotion_id, student_id)
);
CREATE INDEX promotion_moves_student_idx ON promotion_moves (student_id);

-- Down Migration
DROP TABLE promotion_moves;
DROP TABLE student_years;
DROP TABLE promotions;
DROP TABLE terms;
DROP TABLE academic_years;
DROP TABLE import_header_maps;
DROP VIEW students_on_roll;
DROP INDEX students_status_class_idx;
ALTER TABLE students DROP CONSTRAINT students_withdrawal_check, DROP COLUMN withdraw_reason, DROP COLUMN withdrawn_on, DROP COLUMN status;
