-- API processes keep usable sessions in memory (auth/session-cache.ts). Whatever ends a
-- session or changes who its user is tells every process at commit, by the user's id, however
-- the change was made (logout, password change, an administrator's SQL).
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Two statements: PL/pgSQL would resolve both fields on either table inside one expression.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
-- A session's last use only moves forward in normal work; moved back, it may now count as idle.
CREATE TRIGGER sessions_changed_notice AFTER UPDATE OF revoked_at, expires_at, last_seen_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_changed_notice AFTER UPDATE OF name, email, role, active, password_hash ON users
  FOR EACH ROW WHEN ((OLD.name, OLD.email, OLD.role, OLD.active, OLD.password_hash) IS DISTINCT FROM (NEW.name, NEW.email, NEW.role, NEW.active, NEW.password_hash))
  EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_deleted_notice AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
