-- Up Migration

-- Bumped whenever every session of the account must end (password change or reset, deletion of
-- the person); a session is live only while it carries the current value.
ALTER TABLE accounts ADD COLUMN session_generation integer NOT NULL DEFAULT 0;

-- express-rate-limit's counters (server/src/http/rate-limit-store.ts), shared by every server
-- process: hits in the window that ends at reset_at.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);

-- Down Migration
DROP TABLE rate_limits;
ALTER TABLE accounts DROP COLUMN session_generation;
