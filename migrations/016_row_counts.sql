-- Up Migration

-- The number of rows of the tables whose whole lists are paged (students by status, teachers,
-- attendance, marks, fees), kept by PostgreSQL itself so a list's total and the dashboard's
-- counts read a few rows instead of the whole table. Each statement that adds or removes rows
-- appends its change (one row per counter); no row is ever updated in place, so two saves
-- never wait for each other on a counter. A counter's value is the sum of its rows; the server
-- folds them into one from time to time (rowCounts.compact).
CREATE TABLE row_counts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  counter text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX row_counts_counter_idx ON row_counts (counter) INCLUDE (n);

-- Statement-level with transition tables: a 40-row save or a 5,000-row import adds one row.
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (counter, n) SELECT TG_TABLE_NAME, count(*) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (counter, n) SELECT TG_TABLE_NAME, -count(*) FROM old_rows HAVING count(*) > 0;
  ELSE
    DELETE FROM row_counts WHERE counter = TG_TABLE_NAME OR counter LIKE TG_TABLE_NAME || ':%';
  END IF;
  RETURN NULL;
END
$$;

-- Students are counted in all and by status ('students:active' is the roll); a withdrawal or a
-- readmission moves one between statuses.
CREATE FUNCTION count_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (counter, n)
    SELECT k, sum(d) FROM (SELECT 'students:' || status AS k, 1 AS d FROM new_rows UNION ALL SELECT 'students', 1 FROM new_rows) x
    GROUP BY k HAVING sum(d) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (counter, n)
    SELECT k, sum(d) FROM (SELECT 'students:' || status AS k, -1 AS d FROM old_rows UNION ALL SELECT 'students', -1 FROM old_rows) x
    GROUP BY k HAVING sum(d) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO row_counts (counter, n)
    SELECT k, sum(d) FROM (SELECT 'students:' || status AS k, 1 AS d FROM new_rows UNION ALL SELECT 'students:' || status, -1 FROM old_rows) x
    GROUP BY k HAVING sum(d) <> 0;
  ELSE
    DELETE FROM row_counts WHERE counter = 'students' OR counter LIKE 'students:%';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER students_count_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
CREATE TRIGGER students_count_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
CREATE TRIGGER students_count_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_students();
CREATE TRIGGER students_count_truncate AFTER TRUNCATE ON students FOR EACH STATEMENT EXECUTE FUNCTION count_students();

-- The other counted tables alike, by name.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['teachers', 'attendance', 'marks', 'fees'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', t || '_count_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', t || '_count_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', t || '_count_truncate', t);
  END LOOP;
END
$$;

-- The counts as they are now (the tables are locked so none changes between count and trigger).
LOCK TABLE students, teachers, attendance, marks, fees IN SHARE MODE;
INSERT INTO row_counts (counter, n)
SELECT 'students', count(*) FROM students
UNION ALL SELECT 'students:' || status, count(*) FROM students GROUP BY status
UNION ALL SELECT 'teachers', count(*) FROM teachers
UNION ALL SELECT 'attendance', count(*) FROM attendance
UNION ALL SELECT 'marks', count(*) FROM marks
UNION ALL SELECT 'fees', count(*) FROM fees;

-- Down Migration
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['teachers', 'attendance', 'marks', 'fees'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_count_truncate', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_count_delete', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_count_insert', t);
  END LOOP;
END
$$;
DROP TRIGGER students_count_truncate ON students;
DROP TRIGGER students_count_delete ON students;
DROP TRIGGER students_count_update ON students;
DROP TRIGGER students_count_insert ON students;
DROP FUNCTION count_students();
DROP FUNCTION count_rows();
DROP TABLE row_counts;
