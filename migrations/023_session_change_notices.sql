-- Up Migration

-- Each server process keeps the live sessions it has seen in memory and must hear, at once, of
-- every change that ends one or alters its data. The database says so itself, whatever statement
-- made the change (a logout, a password change or reset, a deletion, a withdrawal, a save of the
-- session's data, a generation bumped by hand), with a NOTIFY sent in the changing transaction:
-- PostgreSQL delivers it only when that transaction commits. 's<sid>' names a session,
-- 'a<account id>' every session of an account, '*' every session (a table emptied at once).
-- Rows already past their expiry (the prune) are refused by every process without being told.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('session_changes', 's' || OLD.sid);
  ELSE
    PERFORM pg_notify('session_changes', 'a' || OLD.id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session
  FOR EACH ROW WHEN (OLD.expire > now()) EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER account_sessions_ended AFTER UPDATE OF session_generation ON accounts
  FOR EACH ROW WHEN (OLD.session_generation IS DISTINCT FROM NEW.session_generation) EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER account_deleted_sessions_ended AFTER DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER session_truncated AFTER TRUNCATE ON session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER accounts_truncated AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

-- Down Migration
DROP TRIGGER accounts_truncated ON accounts;
DROP TRIGGER session_truncated ON session;
DROP TRIGGER account_deleted_sessions_ended ON accounts;
DROP TRIGGER account_sessions_ended ON accounts;
DROP TRIGGER session_changed ON session;
DROP FUNCTION notify_session_change();
