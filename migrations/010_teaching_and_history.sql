-- Up Migration

-- Who teaches what: the (class, section, subject) triples of each teacher. The teaching goes
-- with the teacher: deleting a teacher deletes their teaching.
CREATE TABLE teaching_subjects (
  teacher_id bigint NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C')),
  subject text NOT NULL CHECK (subject IN ('Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi')),
  PRIMARY KEY (teacher_id, class, section, subject)
);
CREATE INDEX teaching_subjects_section_idx ON teaching_subjects (class, section);

-- The section a teacher is class teacher of: at most one per teacher (the primary key).
CREATE TABLE class_teachers (
  teacher_id bigint PRIMARY KEY REFERENCES teachers (id) ON DELETE CASCADE,
  class smallint NOT NULL CHECK (class BETWEEN 1 AND 10),
  section text NOT NULL CHECK (section IN ('A', 'B', 'C'))
);
CREATE INDEX class_teachers_section_idx ON class_teachers (class, section);

-- Existing teachers start with the class and subject of their record, in every section; so do
-- teachers added later, whoever adds them (the admin screen, an import, the demo seed), until an
-- admin records their real teaching.
INSERT INTO teaching_subjects (teacher_id, class, section, subject)
SELECT t.id, t.class, s.section, t.subject FROM teachers t CROSS JOIN (VALUES ('A'), ('B'), ('C')) AS s (section);

CREATE FUNCTION default_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teaching_subjects (teacher_id, class, section, subject)
  SELECT t.id, t.class, s.section, t.subject FROM new_rows t CROSS JOIN (VALUES ('A'), ('B'), ('C')) AS s (section);
  RETURN NULL;
END
$$;
CREATE TRIGGER teachers_default_teaching AFTER INSERT ON teachers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION default_teaching();

-- Every insert, update and delete of marks, attendance and fees, written by PostgreSQL itself.
-- "by" is the signed-in user the server passes with set_config('app.user', ..., true) in the
-- transaction of the change; it is null for changes made outside a request (the demo seed).
CREATE TABLE history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_name text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  by text,
  old_row jsonb,
  new_row jsonb
);
CREATE INDEX history_record_idx ON history (table_name, record_id, id DESC);
-- The recently deleted records of a table, for the admin's restore list.
CREATE INDEX history_deletes_idx ON history (table_name, id DESC) WHERE action = 'delete';

-- Statement-level with transition tables: a whole-class save of 40 rows is one INSERT here, not
-- 40. The rows are whole (to_jsonb), so columns added to these tables later are kept too.
-- TG_ARGV[0] names the table's key column. An update that changed nothing but updated_at (a
-- register saved again unchanged) is not a change worth a row. The old and new rows are turned
-- into JSONB once each (MATERIALIZED) and paired by their key: joined on the JSONB itself, each
-- pair compared converted both rows again, which doubled the time of a 40-row save.
CREATE FUNCTION record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  actor text := NULLIF(current_setting('app.user', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO history (table_name, record_id, action, by, new_row)
    SELECT TG_TABLE_NAME, (n.j ->> key)::bigint, 'insert', actor, n.j FROM (SELECT to_jsonb(r) AS j FROM new_rows r) n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO history (table_name, record_id, action, by, old_row)
    SELECT TG_TABLE_NAME, (o.j ->> key)::bigint, 'delete', actor, o.j FROM (SELECT to_jsonb(r) AS j FROM old_rows r) o;
  ELSE
    WITH o AS MATERIALIZED (SELECT (j ->> key)::bigint AS id, j FROM (SELECT to_jsonb(r) AS j FROM old_rows r) x),
         n AS MATERIALIZED (SELECT (j ->> key)::bigint AS id, j FROM (SELECT to_jsonb(r) AS j FROM new_rows r) x)
    INSERT INTO history (table_name, record_id, action, by, old_row, new_row)
    SELECT TG_TABLE_NAME, o.id, 'update', actor, o.j, n.j
    FROM o JOIN n ON n.id = o.id
    WHERE o.j - 'updated_at' IS DISTINCT FROM n.j - 'updated_at';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER marks_history_insert AFTER INSERT ON marks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id');
CREATE TRIGGER marks_history_update AFTER UPDATE ON marks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id');
CREATE TRIGGER marks_history_delete AFTER DELETE ON marks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('marks_id');

CREATE TRIGGER attendance_history_insert AFTER INSERT ON attendance REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');
CREATE TRIGGER attendance_history_update AFTER UPDATE ON attendance REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');
CREATE TRIGGER attendance_history_delete AFTER DELETE ON attendance REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('id');

CREATE TRIGGER fees_history_insert AFTER INSERT ON fees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('fee_id');
CREATE TRIGGER fees_history_update AFTER UPDATE ON fees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('fee_id');
CREATE TRIGGER fees_history_delete AFTER DELETE ON fees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_history('fee_id');

-- Down Migration
DROP TRIGGER fees_history_delete ON fees;
DROP TRIGGER fees_history_update ON fees;
DROP TRIGGER fees_history_insert ON fees;
DROP TRIGGER attendance_history_delete ON attendance;
DROP TRIGGER attendance_history_update ON attendance;
DROP TRIGGER attendance_history_insert ON attendance;
DROP TRIGGER marks_history_delete ON marks;
DROP TRIGGER marks_history_update ON marks;
DROP TRIGGER marks_history_insert ON marks;
DROP FUNCTION record_history();
DROP TABLE history;
DROP TRIGGER teachers_default_teaching ON teachers;
DROP FUNCTION default_teaching();
DROP TABLE class_teachers;
DROP TABLE teaching_subjects;
