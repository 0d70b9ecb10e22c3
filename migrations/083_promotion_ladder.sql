-- Up Migration

-- A year-end promotion of any class and section of the school's setup (issue 30): LKG, "11",
-- a section D. A promotion records the class and section as its pupils' records carry them
-- (migration 078: a number from 11 up for a class other than 1-10, a section's own name).
ALTER TABLE promotions DROP CONSTRAINT promotions_class_check, DROP CONSTRAINT promotions_section_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_class_check CHECK (class > 0),
  ADD CONSTRAINT promotions_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- The charge statements ask, for each pupil and optional head of a structure, whether the pupil
-- takes the head (a stint, open or ended) on each instalment's due date (issue 34). Only open
-- stints had an index by pupil (fee_optional_stints_open): the question scanned the year's
-- stints for every pupil and instalment (80,000 scans of the table in a promotion of 20,000).
CREATE INDEX fee_optional_stints_pupil_idx ON fee_optional_stints (student_id, year_id, head_id);

-- A charge step (charges.ts: cancellations, new charges, their percentage concessions) inserts
-- into the ledger in up to three statements over the same pupils, and each rebuilt the kept dues
-- of all of them (fee_rebuild_pupils, migration 071): three passes over a whole school's ledger
-- in a year-end promotion. The step now holds the insert trigger back for its own statements
-- (`fee.rebuild_later`, set for the transaction and reset when the step ends) and rebuilds the
-- pupils it charged once, before anything reads the kept dues. Every other insert, and every
-- update and delete, rebuilds in its own statement as before.
CREATE OR REPLACE FUNCTION fee_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('fee.rebuild_later', true) = 'on' THEN
      RETURN NULL;
    END IF;
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM old_rows));
  ELSE
    PERFORM fee_rebuild_pupils(array(SELECT student_id FROM new_rows UNION SELECT student_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

-- Down Migration
CREATE OR REPLACE FUNCTION fee_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fee_rebuild_pupils(array(SELECT DISTINCT student_id FROM old_rows));
  ELSE
    PERFORM fee_rebuild_pupils(array(SELECT student_id FROM new_rows UNION SELECT student_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
DROP INDEX fee_optional_stints_pupil_idx;
ALTER TABLE promotions DROP CONSTRAINT promotions_class_check, DROP CONSTRAINT promotions_section_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT promotions_section_check CHECK (section IN ('A', 'B', 'C'));
