-- Up Migration

-- The register of any class and section of the school's setup (issue 30): LKG, "11 Science", a
-- section D. An attendance row carries the class and section the pupil's record carries, the
-- values of the setup's links (migration 078): 1-10 and A-C as before, a number from 11 and the
-- section's name for the others. The services look a named class and section up in the setup.
-- See docs/registers-of-the-setup.md.
ALTER TABLE attendance DROP CONSTRAINT attendance_class_check, DROP CONSTRAINT attendance_section_check;
ALTER TABLE attendance
  ADD CONSTRAINT attendance_class_check CHECK (class > 0),
  ADD CONSTRAINT attendance_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- Down Migration

-- Only rows of classes 1-10 and sections A-C fit the old constraints: a school that took the
-- register of another class must remove those rows (or keep this migration).
ALTER TABLE attendance DROP CONSTRAINT attendance_class_check, DROP CONSTRAINT attendance_section_check;
ALTER TABLE attendance
  ADD CONSTRAINT attendance_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT attendance_section_check CHECK (section IN ('A', 'B', 'C'));
