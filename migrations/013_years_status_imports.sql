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

-- Down Migration
DROP TABLE import_header_maps;
DROP VIEW students_on_roll;
DROP INDEX students_status_class_idx;
ALTER TABLE students DROP CONSTRAINT students_withdrawal_check, DROP COLUMN withdraw_reason, DROP COLUMN withdrawn_on, DROP COLUMN status;
