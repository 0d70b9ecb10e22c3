-- Up Migration

-- A notice or timetable for any class and section of the school's setup (issue 30): LKG, a
-- section D. They carry the setup's links as the pupils' records do (migration 078): classes
-- 1-10 as 1-10, the others by their own number from 11 up, sections by their name.
ALTER TABLE notices DROP CONSTRAINT notices_class_check, DROP CONSTRAINT notices_section_check;
ALTER TABLE notices
  ADD CONSTRAINT notices_class_check CHECK (class > 0),
  ADD CONSTRAINT notices_section_check CHECK (length(section) BETWEEN 1 AND 20);
ALTER TABLE timetables DROP CONSTRAINT timetables_class_check, DROP CONSTRAINT timetables_section_check;
ALTER TABLE timetables
  ADD CONSTRAINT timetables_class_check CHECK (class > 0),
  ADD CONSTRAINT timetables_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- Down Migration

ALTER TABLE timetables DROP CONSTRAINT timetables_class_check, DROP CONSTRAINT timetables_section_check;
ALTER TABLE timetables
  ADD CONSTRAINT timetables_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT timetables_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE notices DROP CONSTRAINT notices_class_check, DROP CONSTRAINT notices_section_check;
ALTER TABLE notices
  ADD CONSTRAINT notices_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT notices_section_check CHECK (section IN ('A', 'B', 'C'));
