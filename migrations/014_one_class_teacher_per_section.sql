-- Up Migration

-- At most one class teacher per section. Where a section has several, the one whose teacher
-- record is oldest (lowest id) keeps it; the others stay teachers of their subjects there.
DELETE FROM class_teachers c
WHERE EXISTS (SELECT 1 FROM class_teachers o WHERE o.class = c.class AND o.section = c.section AND o.teacher_id < c.teacher_id);

DROP INDEX class_teachers_section_idx;
CREATE UNIQUE INDEX class_teachers_section_key ON class_teachers (class, section);

-- Down Migration
DROP INDEX class_teachers_section_key;
CREATE INDEX class_teachers_section_idx ON class_teachers (class, section);
