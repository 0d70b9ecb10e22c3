-- Up Migration

-- The at-risk view (issue 35) counts this term's absences for the whole school: led by the day,
-- the Absent rows of the term are one range of this index (a third of the year's, by the end of
-- the second term), where the (student_id, attendance_date) index of migration 047 reads every
-- Absent row of the year.
CREATE INDEX attendance_absent_day_idx ON attendance (attendance_date, student_id) WHERE status = 'Absent';

-- Down Migration
DROP INDEX attendance_absent_day_idx;
