-- Up Migration

-- An exam belongs to an academic year: the year holding its first day or, undated (made from a
-- free exam name), the day it was made (UTC), the rule the exam list's year filter used. Names are
-- unique per class within a year, so "Half Yearly" of class 5 comes back every year; exams outside
-- every defined year stay unique per class among themselves.
ALTER TABLE exams ADD COLUMN year_id bigint REFERENCES academic_years (id) ON DELETE SET NULL;

UPDATE exams e SET year_id = y.id
FROM academic_years y
WHERE COALESCE(e.starts_on, (e.created_at AT TIME ZONE 'UTC')::date) BETWEEN y.starts_on AND y.ends_on;

-- Writers that name no year (the demo seed, scripts) get the year of the exam's day; the app
-- names it.
CREATE FUNCTION exams_default_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.year_id IS NULL THEN
    NEW.year_id := (SELECT id FROM academic_years
                    WHERE COALESCE(NEW.starts_on, (NEW.created_at AT TIME ZONE 'UTC')::date) BETWEEN starts_on AND ends_on);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER exams_default_year BEFORE INSERT ON exams FOR EACH ROW EXECUTE FUNCTION exams_default_year();

DROP INDEX exams_class_name_key;
CREATE UNIQUE INDEX exams_class_year_name_key ON exams (class, (COALESCE(year_id, 0)), lower(name));
-- The exam list of a year, and the foreign key.
CREATE INDEX exams_year_class_idx ON exams (year_id, class);
