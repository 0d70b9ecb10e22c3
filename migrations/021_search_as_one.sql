-- Up Migration

-- A search of students or teachers matches `q` against every searchable column. Matched column
-- by column (six ILIKEs per row, OR-ed) over the six-column trigram indexes of migration 002, a
-- search with many matches spent most of its time rechecking each candidate row six times.
-- The columns are NOT NULL text, so they are searched as one string (joined by \x1f, which no
-- one types; see searchText in server/src/db/table-repo.ts, whose expression this is verbatim)
-- with one trigram index on that string.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $i$CREATE INDEX students_search_text ON students USING gin ((student_id || E'\x1f' || name || E'\x1f' || email || E'\x1f' || mobile || E'\x1f' || father_name || E'\x1f' || mother_name) gin_trgm_ops)$i$;
    EXECUTE $i$CREATE INDEX teachers_search_text ON teachers USING gin ((teacher_id || E'\x1f' || name || E'\x1f' || email || E'\x1f' || mobile || E'\x1f' || subject) gin_trgm_ops)$i$;
    DROP INDEX IF EXISTS students_search_trgm;
    DROP INDEX IF EXISTS teachers_search_trgm;
  END IF;
END $$;

-- Down Migration
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX students_search_trgm ON students USING gin (student_id gin_trgm_ops, name gin_trgm_ops, email gin_trgm_ops, mobile gin_trgm_ops, father_name gin_trgm_ops, mother_name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX teachers_search_trgm ON teachers USING gin (teacher_id gin_trgm_ops, name gin_trgm_ops, email gin_trgm_ops, mobile gin_trgm_ops, subject gin_trgm_ops)';
  END IF;
END $$;
DROP INDEX IF EXISTS students_search_text;
DROP INDEX IF EXISTS teachers_search_text;
