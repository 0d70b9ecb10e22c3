-- Up Migration

-- Codes people type at sign-in: a prefix and a zero-padded number that widens past its width.
CREATE FUNCTION padded_code(prefix text, n bigint, width int) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT prefix || lpad(n::text, greatest(width, length(n::text)), '0') $$;

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login_id text NOT NULL CHECK (login_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  role text NOT NULL CHECK (role IN ('admin', 'teacher', 'student')),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile text,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_login_id_key ON accounts (lower(login_id));
CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email));

CREATE TABLE admins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE teacher_number_seq;
CREATE TABLE teachers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  teacher_id text NOT NULL UNIQUE DEFAULT padded_code('T', nextval('teacher_number_seq'), 4),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile text NOT NULL,
  joining_date date NOT NULL,
  subject text NOT NULL CHECK (subject IN ('Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi')),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  gender text NOT NULL CHECK (gender IN ('Male', 'Female', 'Other')),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE teacher_number_seq OWNED BY teachers.teacher_id;
CREATE UNIQUE INDEX teachers_email_key ON teachers (lower(email));
CREATE UNIQUE INDEX teachers_teacher_id_lower_key ON teachers (lower(teacher_id));

CREATE SEQUENCE student_number_seq;
CREATE TABLE students (
  auto_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL UNIQUE DEFAULT padded_code('S', nextval('student_number_seq'), 5),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  dob date NOT NULL,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  gender text NOT NULL CHECK (gender IN ('Male', 'Female', 'Other')),
  father_name text NOT NULL CHECK (length(father_name) BETWEEN 1 AND 100),
  mother_name text NOT NULL CHECK (length(mother_name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile text NOT NULL,
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE student_number_seq OWNED BY students.student_id;
CREATE UNIQUE INDEX students_email_key ON students (lower(email));
CREATE UNIQUE INDEX students_student_id_lower_key ON students (lower(student_id));

-- connect-pg-simple's table, with sess as jsonb so one account's sessions can be found and ended.
CREATE TABLE session (
  sid varchar NOT NULL PRIMARY KEY,
  sess jsonb NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX session_expire_idx ON session (expire);
CREATE INDEX session_account_idx ON session (((sess -> 'user' ->> 'accountId')::bigint));

-- Down Migration
DROP TABLE session;
DROP TABLE students;
DROP TABLE teachers;
DROP TABLE admins;
DROP TABLE accounts;
DROP FUNCTION padded_code(text, bigint, int);
