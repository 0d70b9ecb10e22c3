-- Up Migration

-- When the school's setup was last saved: NULL until its first save, which is how the admin's
-- dashboard knows to lead a new school to the setup once (issue 30).
ALTER TABLE school_profile ADD COLUMN saved_at timestamptz;

-- Down Migration

ALTER TABLE school_profile DROP COLUMN saved_at;
