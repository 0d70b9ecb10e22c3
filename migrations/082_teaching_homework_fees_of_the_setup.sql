-- Up Migration

-- Teaching, homework, notices and timetables, payments and fee structures in any class and
-- section of the school's setup (issue 30): LKG, "11 Science", a section D. As migration 078 did
-- for pupils, records keep the values of the setup's links (classes 1-10 and sections A-C as
-- before, a number from 11 and the section's name for the others); the services turn a setup
-- name into them (classPlaces) and answer the class as class_label(class).
-- See docs/teaching-and-fees-of-the-setup.md.

ALTER TABLE class_teachers DROP CONSTRAINT class_teachers_class_check, DROP CONSTRAINT class_teachers_section_check;
ALTER TABLE class_teachers
  ADD CONSTRAINT class_teachers_class_check CHECK (class > 0),
  ADD CONSTRAINT class_teachers_section_check CHECK (length(section) BETWEEN 1 AND 20);

ALTER TABLE assignments DROP CONSTRAINT assignments_class_check;
ALTER TABLE assignments ADD CONSTRAINT assignments_class_check CHECK (class > 0);

ALTER TABLE notices DROP CONSTRAINT notices_class_check, DROP CONSTRAINT notices_section_check;
ALTER TABLE notices
  ADD CONSTRAINT notices_class_check CHECK (class > 0),
  ADD CONSTRAINT notices_section_check CHECK (length(section) BETWEEN 1 AND 20);
ALTER TABLE timetables DROP CONSTRAINT timetables_class_check, DROP CONSTRAINT timetables_section_check;
ALTER TABLE timetables
  ADD CONSTRAINT timetables_class_check CHECK (class > 0),
  ADD CONSTRAINT timetables_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- A payment carries its pupil's class; a structure is a class's.
ALTER TABLE fees DROP CONSTRAINT fees_class_check;
ALTER TABLE fees ADD CONSTRAINT fees_class_check CHECK (class > 0);
ALTER TABLE fee_structures DROP CONSTRAINT fee_structures_class_check;
ALTER TABLE fee_structures ADD CONSTRAINT fee_structures_class_check CHECK (class > 0);

-- Down Migration

ALTER TABLE fee_structures DROP CONSTRAINT fee_structures_class_check;
ALTER TABLE fee_structures ADD CONSTRAINT fee_structures_class_check CHECK (class BETWEEN 1 AND 10);
ALTER TABLE fees DROP CONSTRAINT fees_class_check;
ALTER TABLE fees ADD CONSTRAINT fees_class_check CHECK (class BETWEEN 1 AND 10);
ALTER TABLE timetables DROP CONSTRAINT timetables_class_check, DROP CONSTRAINT timetables_section_check;
ALTER TABLE timetables
  ADD CONSTRAINT timetables_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT timetables_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE notices DROP CONSTRAINT notices_class_check, DROP CONSTRAINT notices_section_check;
ALTER TABLE notices
  ADD CONSTRAINT notices_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT notices_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE assignments DROP CONSTRAINT assignments_class_check;
ALTER TABLE assignments ADD CONSTRAINT assignments_class_check CHECK (class BETWEEN 1 AND 10);
ALTER TABLE class_teachers DROP CONSTRAINT class_teachers_class_check, DROP CONSTRAINT class_teachers_section_check;
ALTER TABLE class_teachers
  ADD CONSTRAINT class_teachers_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT class_teachers_section_check CHECK (section IN ('A', 'B', 'C'));
