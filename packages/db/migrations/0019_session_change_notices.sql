-- A process that keeps signed-in sessions in memory must hear of every change to them, whichever
-- code makes it (the auth library's sign-out, a password change ending the other sessions, an
-- account deleted with its sessions by cascade, an expiry pushed back). The notice names the
-- session's or the user's id, never the token (decision 043).
CREATE FUNCTION "auth_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'listlens_auth_changes',
    CASE TG_TABLE_NAME WHEN 'auth_sessions' THEN 'session:' ELSE 'user:' END || OLD."id"
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_changed" AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_row_changed"();--> statement-breakpoint
CREATE TRIGGER "auth_users_changed" AFTER UPDATE OR DELETE ON "auth_users"
  FOR EACH ROW EXECUTE FUNCTION "auth_row_changed"();
