-- Up Migration

-- Homework handed in and marked (issue 35). An assignment is due on due_date, or on its own date
-- when no due date was set (every assignment made before this migration). A teacher who closes
-- an assignment (closed_at) refuses late work from then on; until then late work is taken and
-- marked late.
ALTER TABLE assignments ADD COLUMN due_date date, ADD COLUMN closed_at timestamptz;

-- One submission per pupil and assignment: handing in again before marking replaces it in place
-- (the history keeps the earlier one). The file and/or the text; the mark is free text so a
-- school may give "17/20" or "B+".
CREATE TABLE assignment_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  assignment_id bigint NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('handed_in', 'late', 'marked', 'returned')),
  submitted_at timestamptz NOT NULL,
  body text,
  file_id bigint REFERENCES stored_files (id),
  mark text,
  comment text,
  marked_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  marked_at timestamptz,
  UNIQUE (assignment_id, student_id)
);
-- The unique key serves a class's list for one assignment; a pupil's own work (and the at-risk
-- count of missing work) is read by pupil.
CREATE INDEX assignment_submissions_student_idx ON assignment_submissions (student_id, assignment_id);
-- Deleting a stored file or an account looks up the rows that point at it.
CREATE INDEX assignment_submissions_file_idx ON assignment_submissions (file_id) WHERE file_id IS NOT NULL;
CREATE INDEX assignment_submissions_marked_by_idx ON assignment_submissions (marked_by) WHERE marked_by IS NOT NULL;
-- What a class had due in a window (missing work in the last 30 days), by its effective due date.
CREATE INDEX assignments_class_due_idx ON assignments (class, (COALESCE(due_date, date)));

-- Every hand-in, replacement, mark and return is recorded like marks and attendance.
CREATE TRIGGER assignment_submissions_history_insert AFTER INSERT ON assignment_submissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');
CREATE TRIGGER assignment_submissions_history_update AFTER UPDATE ON assignment_submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');
CREATE TRIGGER assignment_submissions_history_delete AFTER DELETE ON assignment_submissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');

-- Down Migration
DROP TABLE assignment_submissions;
DROP INDEX assignments_class_due_idx;
ALTER TABLE assignments DROP COLUMN closed_at, DROP COLUMN due_date;
