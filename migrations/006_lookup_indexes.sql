-- Up Migration

-- Student IDs are matched without regard to case (people type them), so the lookups by student
-- need expression indexes; the second columns serve each list's own order (newest first).
CREATE INDEX attendance_student_lower_idx ON attendance (lower(student_id), attendance_date DESC, id DESC);
CREATE INDEX marks_student_lower_idx ON marks (lower(student_id), marks_id DESC);
CREATE INDEX fees_student_lower_idx ON fees (lower(student_id));
DROP INDEX fees_student_idx;

-- The fee list filtered by class, in its default order (latest payment first).
CREATE INDEX fees_class_date_idx ON fees (class, payment_date DESC, fee_id DESC);

-- The fee screen's totals (overall, per month) read this covering index instead of the table.
CREATE INDEX fees_totals_idx ON fees (payment_date) INCLUDE (amount);

-- Down Migration
DROP INDEX fees_totals_idx;
DROP INDEX fees_class_date_idx;
CREATE INDEX fees_student_idx ON fees (student_id);
DROP INDEX fees_student_lower_idx;
DROP INDEX marks_student_lower_idx;
DROP INDEX attendance_student_lower_idx;
