-- Up Migration

-- The at-risk view (issue 35) for the whole school, 20,000 pupils, in one statement:
--
-- Who was on each section's register on its first working day of the term (a pupil there joined
-- by then): the register's (class, date, section) index carries the pupil too, so a section's day
-- is one range of the index, read without the table. It replaces the index of migration 004,
-- whose every use it serves the same way.
CREATE INDEX attendance_register_idx ON attendance (class, attendance_date, section) INCLUDE (student_id);
DROP INDEX attendance_class_date_idx;

-- The failed marks of an exam's subject: one range under the pass mark, read without the table,
-- instead of every subject mark of every pupil's latest record. It replaces the (exam, subject)
-- index of migration 032, whose uses (whether a subject has marks, an exam's highest mark) it
-- serves the same way.
CREATE INDEX subject_marks_exam_code_mark_idx ON subject_marks (exam_id, code, mark) INCLUDE (marks_id);
DROP INDEX subject_marks_exam_code_idx;

-- Down Migration
CREATE INDEX subject_marks_exam_code_idx ON subject_marks (exam_id, code);
DROP INDEX subject_marks_exam_code_mark_idx;
CREATE INDEX attendance_class_date_idx ON attendance (class, attendance_date, section);
DROP INDEX attendance_register_idx;
