-- Up Migration

-- One row per student per day. Name, class and section are copied from the student when the
-- attendance is taken: the register of a past day keeps the class the student was in then.
CREATE TABLE attendance (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE RESTRICT ON UPDATE CASCADE,
  student_name text NOT NULL CHECK (length(student_name) BETWEEN 1 AND 100),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  attendance_date date NOT NULL CHECK (attendance_date >= DATE '2000-01-01'),
  status text NOT NULL CHECK (status IN ('Present', 'Absent')),
  marked_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT attendance_student_date_key UNIQUE (student_id, attendance_date)
);
-- The register and the class/date filters; the unique key above serves student + date lookups
-- and a student's own history (scanned backwards for newest first).
CREATE INDEX attendance_class_date_idx ON attendance (class, attendance_date, section);
-- The default list order: newest first.
CREATE INDEX attendance_date_idx ON attendance (attendance_date DESC, id DESC);

-- One row per student per exam. marks_obtained, percentage and grade are computed by the server
-- (contracts/grades.ts); the CHECKs keep them consistent with the subject marks whatever writes.
CREATE TABLE marks (
  marks_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE RESTRICT ON UPDATE CASCADE,
  exam_name text NOT NULL CHECK (length(exam_name) BETWEEN 1 AND 100),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  math smallint NOT NULL CHECK (math BETWEEN 0 AND 100),
  english smallint NOT NULL CHECK (english BETWEEN 0 AND 100),
  physics smallint NOT NULL CHECK (physics BETWEEN 0 AND 100),
  chemistry smallint NOT NULL CHECK (chemistry BETWEEN 0 AND 100),
  odia smallint NOT NULL CHECK (odia BETWEEN 0 AND 100),
  hindi smallint NOT NULL CHECK (hindi BETWEEN 0 AND 100),
  total_marks smallint NOT NULL CHECK (total_marks BETWEEN 1 AND 600),
  marks_obtained smallint NOT NULL CHECK (marks_obtained = math + english + physics + chemistry + odia + hindi AND marks_obtained <= total_marks),
  percentage numeric(5, 2) NOT NULL CHECK (percentage BETWEEN 0 AND 100),
  grade text NOT NULL CHECK (grade IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D', 'E')),
  entered_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- "Half Yearly" and "half yearly" are the same exam.
CREATE UNIQUE INDEX marks_student_exam_key ON marks (student_id, lower(exam_name));
CREATE INDEX marks_class_exam_idx ON marks (class, lower(exam_name), section);
CREATE INDEX marks_newest_idx ON marks (marks_id DESC);

-- Marks as the API shows them: the student's name, birth date, gender and contact number are
-- read from the student record, so they are never out of date.
CREATE VIEW marks_records AS
SELECT m.marks_id, m.marks_id AS id, m.student_id, s.name AS student_name, s.dob, m.class, m.section,
       s.gender, s.mobile AS contact_no, m.exam_name, m.math, m.english, m.physics, m.chemistry,
       m.odia, m.hindi, m.total_marks, m.marks_obtained, m.percentage::float8 AS percentage, m.grade,
       m.created_at, m.updated_at
FROM marks m
JOIN students s ON s.student_id = m.student_id;

-- Down Migration
DROP VIEW marks_records;
DROP TABLE marks;
DROP TABLE attendance;
