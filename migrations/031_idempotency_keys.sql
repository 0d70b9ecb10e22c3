-- Up Migration

-- A write sent with an Idempotency-Key (IETF draft) is answered once: the key is kept with the
-- write's answer, inserted in the write's own transaction, so the two commit or vanish together,
-- and a repeat of the key within 24 hours gets the kept answer without writing again. Keys are
-- per account: one account's key never reaches another's answer. `fingerprint` is a hash of the
-- method, path and body: the same key with another request is refused, not answered.
CREATE TABLE idempotency_keys (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Empty only inside the transaction that claimed the key: it commits with the answer.
  status smallint,
  headers jsonb NOT NULL DEFAULT '{}',
  body bytea,
  PRIMARY KEY (account_id, key)
);

-- The periodic prune removes keys past their 24 hours.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Down Migration
DROP TABLE idempotency_keys;
