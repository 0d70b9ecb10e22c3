-- Up Migration

-- Every uploaded file: the server's name for it on disk and what the uploader called it.
-- A row and its file live and die together (see server/src/storage/file-store.ts).
CREATE TABLE stored_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stored_name text NOT NULL UNIQUE CHECK (stored_name ~ '^[0-9a-f]{32}$'),
  original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 200),
  mime_type text NOT NULL CHECK (mime_type IN (
    'application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  uploaded_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Notices and timetables have the same shape; each owns exactly one file.
CREATE TABLE notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  file_id bigint NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE RESTRICT,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_uploaded_at_idx ON notices (uploaded_at DESC, id DESC);

CREATE TABLE timetables (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  file_id bigint NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE RESTRICT,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX timetables_uploaded_at_idx ON timetables (uploaded_at DESC, id DESC);

-- Fee payments. name and class are copied from the student record when the payment is
-- recorded, so a receipt keeps saying what was true on the day it was issued.
CREATE SEQUENCE fee_receipt_seq;
CREATE TABLE fees (
  fee_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id text NOT NULL REFERENCES students (student_id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  payment_mode text NOT NULL CHECK (payment_mode IN ('Cash', 'Online', 'Bank')),
  payment_date date NOT NULL,
  receipt_no text NOT NULL CHECK (receipt_no ~ '^[A-Za-z0-9/_-]{1,32}$'),
  recorded_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE fee_receipt_seq OWNED BY fees.receipt_no;
CREATE UNIQUE INDEX fees_receipt_no_key ON fees (lower(receipt_no));
CREATE INDEX fees_student_idx ON fees (student_id);
CREATE INDEX fees_payment_date_idx ON fees (payment_date DESC, fee_id DESC);

-- Down Migration
DROP TABLE fees;
DROP TABLE timetables;
DROP TABLE notices;
DROP TABLE stored_files;
