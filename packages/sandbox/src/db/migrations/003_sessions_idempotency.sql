-- 003_sessions_idempotency: revocable sessions (ASVS 5.0 V7) and Idempotency-Key records.
-- Timestamps are nanoseconds since the epoch (bigint).

-- Every JWT carries the identity's token_version (claim `ver`); a token whose version is not the current one
-- is refused. Sign-out bumps it explicitly; the triggers below bump it whenever the password, the sign-in
-- e-mail or the disabled state changes, and when the e-mail of a customer the identity holds changes, so no
-- code path can change a credential and forget to end the old sessions.
ALTER TABLE identities ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE identities ADD COLUMN disabled_at_nanos bigint;

CREATE FUNCTION identities_bump_token_version() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR lower(NEW.auth_id) IS DISTINCT FROM lower(OLD.auth_id)
     OR lower(NEW.email) IS DISTINCT FROM lower(OLD.email)
     OR (NEW.disabled_at_nanos IS NOT NULL AND OLD.disabled_at_nanos IS NULL) THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER identities_token_version BEFORE UPDATE ON identities
  FOR EACH ROW EXECUTE FUNCTION identities_bump_token_version();

CREATE FUNCTION customers_email_bumps_token_version() RETURNS trigger AS $$
BEGIN
  IF lower(NEW.email) IS DISTINCT FROM lower(OLD.email) THEN
    UPDATE identities SET token_version = token_version + 1
     WHERE uuid IN (SELECT identity_uuid FROM identity_customers WHERE customer_uuid = NEW.uuid);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER customers_email_token_version AFTER UPDATE OF email ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_email_bumps_token_version();

-- The demo accounts were seeded with a bcrypt hash of the demo password (which ignores bytes past 72);
-- databases seeded before this migration get the argon2id hash of the same password.
UPDATE identities
   SET password_hash = '$argon2id$v=19$m=19456,t=2,p=1$JvRxzMbs7Zi526NWH1531w$F6Y1YlXWqy4weF36fPHNgwNIKQcsdxNbid5PEIDBXmw'
 WHERE password_hash = '$2b$10$g5xvX.zJEBCnY6TcIRtUPuOZnEhW9fgnJ1ZLTblhqv0x8D6G/sEQ6';

-- Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): the first response to a key, per identity,
-- method and path, is stored and answered again for a retry with the same body; a different body is 422.
-- `request_hash` is the SHA-256 of the request body; `status` NULL while the first request is running.
CREATE TABLE idempotency_keys (
  identity_uuid uuid NOT NULL REFERENCES identities (uuid) ON DELETE CASCADE,
  method text NOT NULL,
  path text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response_body text,
  created_at_nanos bigint NOT NULL,
  PRIMARY KEY (identity_uuid, method, path, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at_nanos);
