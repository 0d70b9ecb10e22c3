-- Up Migration

-- Parents and guardians. One row per person, shared by brothers and sisters: the admin screens
-- link an existing guardian when the email or mobile entered is already known.
CREATE SEQUENCE guardian_number_seq;
CREATE TABLE guardians (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guardian_id text NOT NULL UNIQUE DEFAULT padded_code('P', nextval('guardian_number_seq'), 5),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile text NOT NULL CHECK (length(mobile) BETWEEN 7 AND 16),
  -- Whether they agreed to be messaged (absence notices).
  notify boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE guardian_number_seq OWNED BY guardians.guardian_id;
CREATE UNIQUE INDEX guardians_email_key ON guardians (lower(email));
CREATE UNIQUE INDEX guardians_mobile_key ON guardians (mobile);
CREATE UNIQUE INDEX guardians_guardian_id_lower_key ON guardians (lower(guardian_id));

-- Which guardian looks after which student, and as what (father, mother, guardian).
CREATE TABLE student_guardians (
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
  guardian_id bigint NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
  relation text NOT NULL CHECK (relation IN ('father', 'mother', 'guardian')),
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (student_id, guardian_id)
);
CREATE INDEX student_guardians_guardian_idx ON student_guardians (guardian_id);

-- A parent signs in with their guardian ID.
ALTER TABLE accounts DROP CONSTRAINT accounts_role_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('admin', 'teacher', 'student', 'parent'));

-- An absence notice corrected to Present before it went out is kept, cancelled, for the record.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('queued', 'sent', 'failed', 'not-sent', 'cancelled'));

-- One absence notice per guardian, child and day, pointing at the message in the outbox.
-- `correction_id` is the short correction sent when the day was changed to Present after the
-- notice had gone out.
CREATE TABLE absence_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guardian_id bigint NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
  attendance_date date NOT NULL,
  mail_id bigint NOT NULL REFERENCES mail_outbox (id),
  correction_id bigint REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (guardian_id, student_id, attendance_date)
);
CREATE INDEX absence_alerts_day_idx ON absence_alerts (student_id, attendance_date);

-- Down Migration
DROP TABLE absence_alerts;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('queued', 'sent', 'failed', 'not-sent'));
ALTER TABLE accounts DROP CONSTRAINT accounts_role_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('admin', 'teacher', 'student'));
DROP TABLE student_guardians;
DROP TABLE guardians;
