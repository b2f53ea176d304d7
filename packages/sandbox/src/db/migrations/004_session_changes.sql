-- 004_session_changes: tell the app when session data changes, so it can keep it in memory between requests.
-- Every change to identities (token version, disabled, password, e-mail), customers (e-mail, verified,
-- state) or identity_customers sends NOTIFY sandbox_sessions (delivered at commit); the app drops its
-- cache of authentication lookups on each (route.ts createSessionCache).

CREATE FUNCTION sandbox_sessions_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('sandbox_sessions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER identities_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON identities
  FOR EACH STATEMENT EXECUTE FUNCTION sandbox_sessions_changed();
CREATE TRIGGER customers_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION sandbox_sessions_changed();
CREATE TRIGGER identity_customers_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON identity_customers
  FOR EACH STATEMENT EXECUTE FUNCTION sandbox_sessions_changed();
