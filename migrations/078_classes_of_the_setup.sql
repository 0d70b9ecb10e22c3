-- Up Migration

-- Pupils in any class and section of the school's setup (issue 30): LKG, "11 Science", a section D.
-- Records still carry a class as a number and a section as a short text, the values of the
-- setup's links (legacy_class, legacy_section): classes 1-10 keep 1-10 and sections A-C keep
-- their letter, so the spec's contract answers as before. Every other class now gets a number of
-- its own from 11 up (never reused, so a number names one class for good) and every other section
-- its own name, so a pupil can be admitted there and a rename still keeps every record.
-- See docs/school-setup.md, "Every class and section takes pupils".

CREATE SEQUENCE school_class_numbers START 11;

ALTER TABLE school_classes DROP CONSTRAINT school_classes_legacy_class_check;
ALTER TABLE school_classes ADD CONSTRAINT school_classes_legacy_class_check CHECK (legacy_class > 0);
UPDATE school_classes SET legacy_class = nextval('school_class_numbers') WHERE legacy_class IS NULL;

ALTER TABLE class_sections DROP CONSTRAINT class_sections_legacy_section_check;
ALTER TABLE class_sections
  ADD CONSTRAINT class_sections_legacy_section_check CHECK (length(legacy_section) BETWEEN 1 AND 20);
-- A section takes its own name as its link, unless a renamed section of its class holds it.
UPDATE class_sections s SET legacy_section = s.name
 WHERE s.legacy_section IS NULL
   AND NOT EXISTS (SELECT 1 FROM class_sections o WHERE o.class_id = s.class_id AND o.legacy_section = s.name);
UPDATE class_sections SET legacy_section = left(name, 10) || '~' || id WHERE legacy_section IS NULL;

-- A pupil's class and section are those of a setup class and section (the services check which).
ALTER TABLE students DROP CONSTRAINT students_class_check, DROP CONSTRAINT students_section_check;
ALTER TABLE students
  ADD CONSTRAINT students_class_check CHECK (class > 0),
  ADD CONSTRAINT students_section_check CHECK (length(section) BETWEEN 1 AND 20);
ALTER TABLE student_years DROP CONSTRAINT student_years_class_check, DROP CONSTRAINT student_years_section_check;
ALTER TABLE student_years
  ADD CONSTRAINT student_years_class_check CHECK (class > 0),
  ADD CONSTRAINT student_years_section_check CHECK (length(section) BETWEEN 1 AND 20);

-- A teacher's own class (the spec's field) likewise.
ALTER TABLE teachers DROP CONSTRAINT teachers_class_check;
ALTER TABLE teachers ADD CONSTRAINT teachers_class_check CHECK (class > 0);

-- A new teacher starts teaching their class's subject in each open section of that class in the
-- setup (A-C on the standard template, as before; D or only A where the school has those).
ALTER TABLE teaching_subjects DROP CONSTRAINT teaching_subjects_class_check, DROP CONSTRAINT teaching_subjects_section_check;
ALTER TABLE teaching_subjects
  ADD CONSTRAINT teaching_subjects_class_check CHECK (class > 0),
  ADD CONSTRAINT teaching_subjects_section_check CHECK (length(section) BETWEEN 1 AND 20);
CREATE OR REPLACE FUNCTION default_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teaching_subjects (teacher_id, class, section, subject)
  SELECT t.id, t.class, s.legacy_section, t.subject
    FROM new_rows t
    JOIN school_classes c ON c.legacy_class = t.class
    JOIN class_sections s ON s.class_id = c.id AND NOT s.retired;
  RETURN NULL;
END
$$;

-- A record's class as the API answers it: the spec's number for 1-10, the setup's name otherwise.
CREATE FUNCTION class_label(n smallint) RETURNS jsonb
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN n BETWEEN 1 AND 10 THEN to_jsonb(n)
                ELSE to_jsonb(coalesce((SELECT name FROM school_classes WHERE legacy_class = n), n::text)) END
  $$;

-- Down Migration

DROP FUNCTION class_label(smallint);
ALTER TABLE teachers DROP CONSTRAINT teachers_class_check;
ALTER TABLE teachers ADD CONSTRAINT teachers_class_check CHECK (class BETWEEN 1 AND 10);
CREATE OR REPLACE FUNCTION default_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teaching_subjects (teacher_id, class, section, subject)
  SELECT t.id, t.class, s.section, t.subject FROM new_rows t CROSS JOIN (VALUES ('A'), ('B'), ('C')) AS s (section);
  RETURN NULL;
END
$$;
ALTER TABLE teaching_subjects DROP CONSTRAINT teaching_subjects_class_check, DROP CONSTRAINT teaching_subjects_section_check;
ALTER TABLE teaching_subjects
  ADD CONSTRAINT teaching_subjects_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT teaching_subjects_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE student_years DROP CONSTRAINT student_years_class_check, DROP CONSTRAINT student_years_section_check;
ALTER TABLE student_years
  ADD CONSTRAINT student_years_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT student_years_section_check CHECK (section IN ('A', 'B', 'C'));
ALTER TABLE students DROP CONSTRAINT students_class_check, DROP CONSTRAINT students_section_check;
ALTER TABLE students
  ADD CONSTRAINT students_class_check CHECK (class BETWEEN 1 AND 10),
  ADD CONSTRAINT students_section_check CHECK (section IN ('A', 'B', 'C'));
UPDATE class_sections SET legacy_section = NULL WHERE legacy_section NOT IN ('A', 'B', 'C');
ALTER TABLE class_sections DROP CONSTRAINT class_sections_legacy_section_check;
ALTER TABLE class_sections ADD CONSTRAINT class_sections_legacy_section_check CHECK (legacy_section IN ('A', 'B', 'C'));
UPDATE school_classes SET legacy_class = NULL WHERE legacy_class > 10;
ALTER TABLE school_classes DROP CONSTRAINT school_classes_legacy_class_check;
ALTER TABLE school_classes ADD CONSTRAINT school_classes_legacy_class_check CHECK (legacy_class BETWEEN 1 AND 10);
DROP SEQUENCE school_class_numbers;
