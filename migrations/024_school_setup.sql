-- Up Migration

-- The school's own shape (issue 30, phase 1): its profile, its classes in their order with their
-- sections and subjects, its grading schemes, and each year's weekly offs and holidays. Filled
-- here with the shape the app had fixed until now (classes 1-10, sections A-C, six subjects of
-- 100 marks, the A1-E scale), so an existing school answers exactly as before.
--
-- Today's tables (students, marks, attendance, ...) still store a class as a number 1-10, a
-- section as A-C and a subject as a marks column. Until the next phase links them by id, each
-- class, section and subject here says which of those values its records carry (legacy_*): a
-- rename changes the name and keeps the link, so records stay with it. See docs/school-setup.md.

-- One row: the school.
CREATE TABLE school_profile (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  -- NULL until the school names itself: SCHOOL_NAME from the configuration stands in.
  name text CHECK (length(name) BETWEEN 1 AND 200),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
  board text NOT NULL DEFAULT '' CHECK (length(board) <= 100),
  affiliation_no text NOT NULL DEFAULT '' CHECK (length(affiliation_no) <= 40),
  -- UDISE+ codes are 11 digits.
  udise_code text NOT NULL DEFAULT '' CHECK (udise_code ~ '^([0-9]{11})?$'),
  logo_file_id bigint REFERENCES stored_files (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO school_profile DEFAULT VALUES;

-- Names and positions are unique but deferred to the commit, so one save may swap two names or
-- reorder every class without passing through a duplicate.
CREATE TABLE grading_schemes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60 AND name = btrim(name)),
  name_key text GENERATED ALWAYS AS (lower(name)) STORED,
  CONSTRAINT grading_schemes_name_key UNIQUE (name_key) DEFERRABLE INITIALLY DEFERRED
);

-- A percentage at or above `min` (and below the next band's) earns `grade`.
CREATE TABLE grading_bands (
  scheme_id bigint NOT NULL REFERENCES grading_schemes (id) ON DELETE CASCADE,
  grade text NOT NULL CHECK (length(grade) BETWEEN 1 AND 10 AND grade = btrim(grade)),
  min numeric(5, 2) NOT NULL CHECK (min BETWEEN 0 AND 100),
  PRIMARY KEY (scheme_id, grade),
  UNIQUE (scheme_id, min)
);

CREATE TABLE school_classes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40 AND name = btrim(name)),
  name_key text GENERATED ALWAYS AS (lower(name)) STORED,
  -- A retired class takes no new records; its old ones stay and are shown.
  retired boolean NOT NULL DEFAULT false,
  grading_id bigint NOT NULL REFERENCES grading_schemes (id) ON DELETE RESTRICT,
  legacy_class smallint UNIQUE CHECK (legacy_class BETWEEN 1 AND 10),
  CONSTRAINT school_classes_name_key UNIQUE (name_key) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT school_classes_position_key UNIQUE (position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX school_classes_grading_idx ON school_classes (grading_id);

CREATE TABLE class_sections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  class_id bigint NOT NULL REFERENCES school_classes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 20 AND name = btrim(name)),
  name_key text GENERATED ALWAYS AS (lower(name)) STORED,
  retired boolean NOT NULL DEFAULT false,
  legacy_section text CHECK (legacy_section IN ('A', 'B', 'C')),
  CONSTRAINT class_sections_name_key UNIQUE (class_id, name_key) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT class_sections_position_key UNIQUE (class_id, position) DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (class_id, legacy_section)
);

CREATE TABLE class_subjects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  class_id bigint NOT NULL REFERENCES school_classes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,19}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  -- The Odia and Hindi names; without one the English name is shown.
  name_or text CHECK (length(name_or) BETWEEN 1 AND 60),
  name_hi text CHECK (length(name_hi) BETWEEN 1 AND 60),
  max_marks smallint NOT NULL CHECK (max_marks BETWEEN 1 AND 1000),
  counts_in_total boolean NOT NULL DEFAULT true,
  -- Subjects of one class sharing a group are alternatives: a pupil takes one of them.
  choice_group text CHECK (length(choice_group) BETWEEN 1 AND 40),
  retired boolean NOT NULL DEFAULT false,
  legacy_field text CHECK (legacy_field IN ('math', 'english', 'physics', 'chemistry', 'odia', 'hindi')),
  CONSTRAINT class_subjects_code_key UNIQUE (class_id, code) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT class_subjects_position_key UNIQUE (class_id, position) DEFERRABLE INITIALLY DEFERRED,
  UNIQUE (class_id, legacy_field)
);

-- ISO weekdays, 1 Monday ... 7 Sunday; a new year starts with Sundays off.
ALTER TABLE academic_years
  ADD COLUMN weekly_offs smallint[] NOT NULL DEFAULT '{7}'
  CHECK (weekly_offs <@ '{1,2,3,4,5,6,7}'::smallint[] AND array_position(weekly_offs, NULL) IS NULL);

CREATE TABLE holidays (
  year_id bigint NOT NULL REFERENCES academic_years (id) ON DELETE CASCADE,
  day date NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  PRIMARY KEY (year_id, day)
);

-- Today's fixed shape, as the default the school starts from.
INSERT INTO grading_schemes (name) VALUES ('A1-E');
INSERT INTO grading_bands (scheme_id, grade, min)
SELECT s.id, b.grade, b.min FROM grading_schemes s
CROSS JOIN (VALUES ('A1', 90), ('A2', 80), ('B1', 70), ('B2', 60), ('C1', 50), ('C2', 40), ('D', 33), ('E', 0)) AS b(grade, min);

INSERT INTO school_classes (position, name, grading_id, legacy_class)
SELECT n, n::text, (SELECT id FROM grading_schemes), n FROM generate_series(1, 10) AS n;

INSERT INTO class_sections (class_id, position, name, legacy_section)
SELECT c.id, s.position, s.name, s.name FROM school_classes c
CROSS JOIN (VALUES (1, 'A'), (2, 'B'), (3, 'C')) AS s(position, name);

INSERT INTO class_subjects (class_id, position, code, name, name_or, name_hi, max_marks, legacy_field)
SELECT c.id, s.position, s.code, s.name, s.name_or, s.name_hi, 100, s.code FROM school_classes c
CROSS JOIN (VALUES
  (1, 'math', 'Math', 'ଗଣିତ', 'गणित'),
  (2, 'english', 'English', 'ଇଂରାଜୀ', 'अंग्रेज़ी'),
  (3, 'physics', 'Physics', 'ପଦାର୍ଥ ବିଜ୍ଞାନ', 'भौतिकी'),
  (4, 'chemistry', 'Chemistry', 'ରସାୟନ ବିଜ୍ଞାନ', 'रसायन विज्ञान'),
  (5, 'odia', 'Odia', 'ଓଡ଼ିଆ', 'ओड़िया'),
  (6, 'hindi', 'Hindi', 'ହିନ୍ଦୀ', 'हिन्दी')
) AS s(position, code, name, name_or, name_hi);

-- Down Migration

DROP TABLE holidays;
ALTER TABLE academic_years DROP COLUMN weekly_offs;
DROP TABLE class_subjects;
DROP TABLE class_sections;
DROP TABLE school_classes;
DROP TABLE grading_bands;
DROP TABLE grading_schemes;
DROP TABLE school_profile;
