-- Up Migration

-- Why an open token stopped working before its time, when it was not a newer token of the same
-- kind: 'contact-changed' is the school changing the email or mobile on the record, which voids
-- every open link and letter of the login (a link mailed to an old address must not outlive the
-- correction). The refusal then says so instead of "replaced by a newer one".
ALTER TABLE account_tokens ADD COLUMN void_reason text CHECK (void_reason IN ('contact-changed'));

-- Down Migration
ALTER TABLE account_tokens DROP COLUMN void_reason;
