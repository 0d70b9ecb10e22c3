-- Up Migration

-- Server-generated admin login IDs (ADMIN02, ADMIN03, ...): a sequence never hands a number out twice.
CREATE SEQUENCE admin_number_seq;

-- Lists sort by name and page; a school has thousands of students.
CREATE INDEX teachers_name_idx ON teachers (name);
CREATE INDEX students_name_idx ON students (name);
CREATE INDEX students_class_section_idx ON students (class, section);

-- Searches are substring matches (ILIKE '%q%'), which only trigram indexes serve. pg_trgm ships
-- with PostgreSQL's contrib package; where it is missing the lists still work, by scanning.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): searches will scan the tables', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX teachers_search_trgm ON teachers USING gin (teacher_id gin_trgm_ops, name gin_trgm_ops, email gin_trgm_ops, mobile gin_trgm_ops, subject gin_trgm_ops)';
    EXECUTE 'CREATE INDEX students_search_trgm ON students USING gin (student_id gin_trgm_ops, name gin_trgm_ops, email gin_trgm_ops, mobile gin_trgm_ops, father_name gin_trgm_ops, mother_name gin_trgm_ops)';
  END IF;
END $$;

-- Down Migration
DROP INDEX IF EXISTS students_search_trgm;
DROP INDEX IF EXISTS teachers_search_trgm;
DROP INDEX students_class_section_idx;
DROP INDEX students_name_idx;
DROP INDEX teachers_name_idx;
DROP SEQUENCE admin_number_seq;
