-- Up Migration

-- Every message the app sends, written in the same transaction as the change that causes it and
-- worked off from here by the mail worker. `channel` says how it goes out (email now; SMS later
-- through the same table), `kind` what it is (claim link, reset link, absence notice...).
-- 'not-sent' is a message kept in the outbox only, because no mail server is configured.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL DEFAULT 'email' CHECK (channel ~ '^[a-z]{1,16}$'),
  kind text NOT NULL CHECK (kind ~ '^[a-z-]{1,40}$'),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  state text NOT NULL CHECK (state IN ('queued', 'sent', 'failed', 'not-sent')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The worker's claim: the due queued messages, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (channel, next_attempt_at, id) WHERE state = 'queued';
-- The Outbox screen: newest first.
CREATE INDEX mail_outbox_newest_idx ON mail_outbox (created_at DESC, id DESC);

-- One-time tokens for every purpose: claiming a login (the mailed link, with the password chosen
-- at sign-up kept pending), a printed sign-in letter, a password reset. Only the SHA-256 of the
-- token is stored. A newer token of the same purpose for the same login supersedes the older.
CREATE TABLE account_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('claim', 'setup', 'reset')),
  token_hash bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
  login_id text NOT NULL,
  -- The email on record when it was issued: a claim link dies if the record's email changes.
  email text,
  mobile text,
  pending_password_hash text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_open_idx ON account_tokens (lower(login_id), purpose) WHERE used_at IS NULL AND superseded_at IS NULL;

-- Down Migration
DROP TABLE account_tokens;
DROP TABLE mail_outbox;
