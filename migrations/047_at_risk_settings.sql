-- Up Migration

-- The at-risk view's thresholds (issue 35), one row: the school sets them. A pupil is listed
-- under `attendance_concern` % of this term's working days present (serious under
-- `attendance_serious` %), for a fall of `marks_fall` percentage points or more between their two
-- latest exams, a subject under the pass mark in their last exam, or `missing_work` or more
-- assignments of the last 30 days not handed in. `weekly_message`: consenting guardians hear
-- once a week of a child newly listed (off until the school turns it on).
CREATE TABLE at_risk_settings (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  attendance_serious smallint NOT NULL DEFAULT 75 CHECK (attendance_serious BETWEEN 1 AND 100),
  attendance_concern smallint NOT NULL DEFAULT 90 CHECK (attendance_concern BETWEEN 1 AND 100),
  marks_fall smallint NOT NULL DEFAULT 10 CHECK (marks_fall BETWEEN 1 AND 100),
  missing_work smallint NOT NULL DEFAULT 2 CHECK (missing_work BETWEEN 1 AND 50),
  weekly_message boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (attendance_serious <= attendance_concern)
);
INSERT INTO at_risk_settings DEFAULT VALUES;

-- A term's absences, read for the whole school at once: a few percent of the register's rows,
-- so the view counts absences from this index instead of reading every day of every pupil.
CREATE INDEX attendance_absent_idx ON attendance (student_id, attendance_date) WHERE status = 'Absent';

-- Down Migration
DROP INDEX attendance_absent_idx;
DROP TABLE at_risk_settings;
