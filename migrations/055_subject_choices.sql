-- Up Migration

-- Choice groups (docs/school-setup.md): subjects of a class sharing a choice_group are
-- alternatives, and each pupil takes one of them. An exam keeps each subject's group as its class
-- had it when the exam was set, like the rest of its subjects.
ALTER TABLE exam_subjects ADD COLUMN choice_group text CHECK (length(choice_group) BETWEEN 1 AND 40);
UPDATE exam_subjects es SET choice_group = cs.choice_group
  FROM exams e, school_classes c, class_subjects cs
 WHERE e.id = es.exam_id AND c.legacy_class = e.class AND cs.class_id = c.id AND cs.code = es.code AND cs.choice_group IS NOT NULL;

CREATE OR REPLACE FUNCTION exam_subjects_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.class IS DISTINCT FROM OLD.class THEN
      DELETE FROM exam_subjects WHERE exam_id = NEW.id;
    ELSE
      IF NEW.subject_max IS DISTINCT FROM OLD.subject_max THEN
        UPDATE exam_subjects SET max_marks = NEW.subject_max WHERE exam_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO exam_subjects (exam_id, position, code, name, name_or, name_hi, max_marks, counts_in_total, choice_group)
  SELECT NEW.id, row_number() OVER (ORDER BY s.position), s.code, s.name, s.name_or, s.name_hi, least(s.max_marks, NEW.subject_max),
         s.counts_in_total, s.choice_group
  FROM school_classes c JOIN class_subjects s ON s.class_id = c.id AND NOT s.retired
  WHERE c.legacy_class = NEW.class;
  RETURN NULL;
END
$$;

-- Each pupil's choice per academic year and group: the code of the subject they take. A pupil
-- without a choice in a group is marked in every subject of it, as before.
CREATE TABLE student_choices (
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE ON UPDATE CASCADE,
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  choice_group text NOT NULL CHECK (length(choice_group) BETWEEN 1 AND 40),
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,19}$'),
  PRIMARY KEY (student_id, year_id, choice_group)
);
CREATE INDEX student_choices_year_idx ON student_choices (year_id, choice_group);

-- A record's subjects leave out those of a group the pupil chose another of, in the exam's year.
CREATE OR REPLACE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, e.name AS exam_name, sm.math, sm.english, sm.physics, sm.chemistry,
       sm.odia, sm.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, sm.absent, m.exam_id, e.subject_max, sm.subjects
FROM marks m
JOIN students s ON s.student_id = m.student_id
JOIN exams e ON e.id = m.exam_id
CROSS JOIN LATERAL (
  SELECT max(x.mark) FILTER (WHERE x.code = 'math') AS math, max(x.mark) FILTER (WHERE x.code = 'english') AS english,
         max(x.mark) FILTER (WHERE x.code = 'physics') AS physics, max(x.mark) FILTER (WHERE x.code = 'chemistry') AS chemistry,
         max(x.mark) FILTER (WHERE x.code = 'odia') AS odia, max(x.mark) FILTER (WHERE x.code = 'hindi') AS hindi,
         coalesce(array_agg(x.code ORDER BY es.position) FILTER (WHERE x.absent), '{}') AS absent,
         coalesce(jsonb_agg(jsonb_build_object('code', x.code, 'name', es.name, 'name_or', es.name_or, 'name_hi', es.name_hi,
           'mark', x.mark, 'max_marks', es.max_marks, 'absent', x.absent, 'counts_in_total', es.counts_in_total) ORDER BY es.position), '[]') AS subjects
  FROM subject_marks x JOIN exam_subjects es ON es.exam_id = x.exam_id AND es.code = x.code
  WHERE x.marks_id = m.marks_id
    AND (es.choice_group IS NULL OR NOT EXISTS (
      SELECT 1 FROM student_choices c
       WHERE c.student_id = m.student_id AND c.year_id = e.year_id AND c.choice_group = es.choice_group AND c.code <> es.code))
) sm;

-- Down Migration
CREATE OR REPLACE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, e.name AS exam_name, sm.math, sm.english, sm.physics, sm.chemistry,
       sm.odia, sm.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at, sm.absent, m.exam_id, e.subject_max, sm.subjects
FROM marks m
JOIN students s ON s.student_id = m.student_id
JOIN exams e ON e.id = m.exam_id
CROSS JOIN LATERAL (
  SELECT max(x.mark) FILTER (WHERE x.code = 'math') AS math, max(x.mark) FILTER (WHERE x.code = 'english') AS english,
         max(x.mark) FILTER (WHERE x.code = 'physics') AS physics, max(x.mark) FILTER (WHERE x.code = 'chemistry') AS chemistry,
         max(x.mark) FILTER (WHERE x.code = 'odia') AS odia, max(x.mark) FILTER (WHERE x.code = 'hindi') AS hindi,
         coalesce(array_agg(x.code ORDER BY es.position) FILTER (WHERE x.absent), '{}') AS absent,
         coalesce(jsonb_agg(jsonb_build_object('code', x.code, 'name', es.name, 'name_or', es.name_or, 'name_hi', es.name_hi,
           'mark', x.mark, 'max_marks', es.max_marks, 'absent', x.absent, 'counts_in_total', es.counts_in_total) ORDER BY es.position), '[]') AS subjects
  FROM subject_marks x JOIN exam_subjects es ON es.exam_id = x.exam_id AND es.code = x.code
  WHERE x.marks_id = m.marks_id
) sm;
DROP TABLE student_choices;
CREATE OR REPLACE FUNCTION exam_subjects_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.class IS DISTINCT FROM OLD.class THEN
      DELETE FROM exam_subjects WHERE exam_id = NEW.id;
    ELSE
      IF NEW.subject_max IS DISTINCT FROM OLD.subject_max THEN
        UPDATE exam_subjects SET max_marks = NEW.subject_max WHERE exam_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO exam_subjects (exam_id, position, code, name, name_or, name_hi, max_marks, counts_in_total)
  SELECT NEW.id, row_number() OVER (ORDER BY s.position), s.code, s.name, s.name_or, s.name_hi, least(s.max_marks, NEW.subject_max), s.counts_in_total
  FROM school_classes c JOIN class_subjects s ON s.class_id = c.id AND NOT s.retired
  WHERE c.legacy_class = NEW.class;
  RETURN NULL;
END
$$;
ALTER TABLE exam_subjects DROP COLUMN choice_group;
