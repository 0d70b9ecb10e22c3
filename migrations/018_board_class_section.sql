-- Up Migration

-- A notice or timetable may be for one class, or one section of a class; without a class it is
-- for the whole school. The student screens list their own class's first.
ALTER TABLE notices
  ADD COLUMN class smallint CHECK (class BETWEEN 1 AND 10),
  ADD COLUMN section text CHECK (section IN ('A', 'B', 'C')),
  ADD CONSTRAINT notices_section_needs_class CHECK (section IS NULL OR class IS NOT NULL);
ALTER TABLE timetables
  ADD COLUMN class smallint CHECK (class BETWEEN 1 AND 10),
  ADD COLUMN section text CHECK (section IN ('A', 'B', 'C')),
  ADD CONSTRAINT timetables_section_needs_class CHECK (section IS NULL OR class IS NOT NULL);

-- Down Migration

ALTER TABLE timetables DROP COLUMN section, DROP COLUMN class;
ALTER TABLE notices DROP COLUMN section, DROP COLUMN class;
