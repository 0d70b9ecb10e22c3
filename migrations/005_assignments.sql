-- Up Migration

-- Work set for a class, with one file each (stored through stored_files like notices).
CREATE TABLE assignments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  date date NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  file_id bigint NOT NULL UNIQUE REFERENCES stored_files (id) ON DELETE RESTRICT,
  created_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Students read their own class's assignments, newest first.
CREATE INDEX assignments_class_date_idx ON assignments (class, date DESC, id DESC);

-- Down Migration
DROP TABLE assignments;
