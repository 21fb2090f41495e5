-- Sessions without a query per request (docs/capacity.md): every API node keeps a few seconds'
-- cache from access token to session and listens on "wayfare_sessions"; any change to a session
-- (revocation, renewal, deletion) or to a user's role tells every node to forget it, at commit.
CREATE FUNCTION "auth_sessions_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wayfare_sessions', 's:' || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify" AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_notify"();--> statement-breakpoint
CREATE FUNCTION "users_sessions_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wayfare_sessions', 'u:' || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_role_notify" AFTER UPDATE OF "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_sessions_notify"();--> statement-breakpoint
CREATE TRIGGER "users_delete_notify" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_sessions_notify"();
