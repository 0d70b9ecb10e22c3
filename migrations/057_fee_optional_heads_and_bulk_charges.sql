-- Up Migration

-- Optional heads (transport by route, hostel) are part of a class's structure but charged only
-- to the pupils who take them, for the stretch of the year they take them (issue 34).
ALTER TABLE fee_structures ADD COLUMN optional boolean NOT NULL DEFAULT false;

-- A pupil taking an optional head from `starts_on` (the first of the month it was given) until
-- `ends_on` (the day it was taken away; open while taken). Instalments due inside a stint are
-- charged; those after its end are cancelled. Taking it again opens a new stint.
CREATE TABLE fee_optional_stints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON UPDATE CASCADE ON DELETE CASCADE,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  head_id bigint NOT NULL REFERENCES fee_heads (id) ON DELETE RESTRICT,
  starts_on date NOT NULL,
  ends_on date,
  assigned_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  assigned_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX fee_optional_stints_open ON fee_optional_stints (student_id, year_id, head_id) WHERE ends_on IS NULL;
CREATE INDEX fee_optional_stints_year_idx ON fee_optional_stints (year_id, head_id);

-- Charges are applied to a whole class or school in a few statements: a year's charges by pupil,
-- and what reduces each due read from the index alone (the due's net left, whether cancelled).
CREATE INDEX fee_entries_year_charge_idx ON fee_entries (year_id, student_id) WHERE kind = 'charge';
CREATE INDEX fee_entries_reduction_idx ON fee_entries (due_id, kind, amount) WHERE due_id IS NOT NULL;
DROP INDEX fee_entries_due_idx;

-- Down Migration
CREATE INDEX fee_entries_due_idx ON fee_entries (due_id) WHERE due_id IS NOT NULL;
DROP INDEX fee_entries_reduction_idx;
DROP INDEX fee_entries_year_charge_idx;
DROP TABLE fee_optional_stints;
ALTER TABLE fee_structures DROP COLUMN optional;
