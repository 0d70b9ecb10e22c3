-- Up Migration

-- Most parents in Odisha have a mobile number and no email they read. A guardian may be entered
-- with a mobile alone: their sign-up link, reset link and absence notices go by SMS to it, and
-- their login keeps no email either. Teachers and pupils keep their email as before.
ALTER TABLE guardians ALTER COLUMN email DROP NOT NULL;
ALTER TABLE accounts ALTER COLUMN email DROP NOT NULL;
-- A login is reached by its email, or else by its mobile: it must have one of them.
ALTER TABLE accounts ADD CONSTRAINT accounts_reachable CHECK (email IS NOT NULL OR mobile IS NOT NULL);

-- Down Migration
ALTER TABLE accounts DROP CONSTRAINT accounts_reachable;
ALTER TABLE accounts ALTER COLUMN email SET NOT NULL;
ALTER TABLE guardians ALTER COLUMN email SET NOT NULL;
