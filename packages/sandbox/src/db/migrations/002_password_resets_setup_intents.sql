-- 002_password_resets_setup_intents: password-reset codes (SPEC §1 recover password) and card setup intents
-- (SPEC §7 setup-payment-method; Stripe-shaped, confirmed by the sandbox card form).
-- Timestamps are nanoseconds since the epoch (bigint).

-- One code per reset e-mail; valid 1 hour, once. A newer request or a successful reset supersedes the rest.
CREATE TABLE password_resets (
  code text PRIMARY KEY,
  identity_uuid uuid NOT NULL REFERENCES identities (uuid) ON DELETE CASCADE,
  created_at_nanos bigint NOT NULL,
  expires_at_nanos bigint NOT NULL,
  used_at_nanos bigint,
  superseded boolean NOT NULL DEFAULT false
);
CREATE INDEX password_resets_identity ON password_resets (identity_uuid);

-- Stripe's SetupIntent states: a decline returns the intent to requires_payment_method (it can be confirmed
-- again); requires_action waits for the sandbox 3-D Secure challenge; succeeded points at the saved card.
CREATE TABLE setup_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'succeeded')),
  challenge_id text,
  -- Card waiting for the 3-D Secure answer: { "cardType", "last4", "expMonth", "expYear" }.
  pending_card jsonb,
  payment_method_uuid uuid REFERENCES payment_methods (uuid),
  created_at_nanos bigint NOT NULL
);
CREATE INDEX setup_intents_customer ON setup_intents (customer_uuid);
