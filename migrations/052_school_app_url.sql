-- Up Migration

-- The address pupils and parents open (issue 32), asked for on School Setup and kept with the
-- school's settings: links in mails and letters start with it. APP_URL, when the server sets
-- it, wins. An origin only: scheme, host and port.
ALTER TABLE school_profile ADD COLUMN app_url text CHECK (app_url ~ '^https?://[^/?#[:space:]]+$');

-- Down Migration

ALTER TABLE school_profile DROP COLUMN app_url;
