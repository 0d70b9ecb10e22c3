-- Up Migration

-- Bumped whenever every session of the account must end (password change or reset, deletion of
-- the person); a session is live only while it carries the current value.
ALTER TABLE accounts ADD COLUMN session_generation integer NOT NULL DEFAULT 0;

-- Down Migration
ALTER TABLE accounts DROP COLUMN session_generation;
