-- 009_payment_intents: card payments of a saved card (issue 10: top-ups now, bill payments and add-ons next; SPEC §7
-- "ClientSecret"). The provider API creates the intent (e.g. POST /customer/:uuid/topup) and answers its client
-- secret; the card provider confirms it (/card-provider/payment_intents/confirm), with 3-D Secure when the card asks.
-- The money moves (`purpose` applied) in the transaction that marks the intent succeeded, so it moves once.
-- Money in integer cents, timestamps in nanoseconds since the epoch (bigint).

-- What a saved card does when it pays (the Stripe test number it was saved with): 'succeeds', or 'requires_3ds'
-- (4000 0027 6000 3184 authenticates every payment). Cards saved before this migration succeed.
ALTER TABLE payment_methods
  ADD COLUMN payment_outcome text NOT NULL DEFAULT 'succeeds' CHECK (payment_outcome IN ('succeeds', 'requires_3ds'));

CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  payment_method_uuid uuid NOT NULL REFERENCES payment_methods (uuid),
  amount_cents integer NOT NULL CHECK (amount_cents >= 100),
  -- What the payment is for: 'top_up' credits `product_uuid`.
  purpose text NOT NULL CHECK (purpose IN ('top_up')),
  product_uuid uuid REFERENCES mobile_products (uuid) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('requires_confirmation', 'requires_action', 'succeeded')),
  challenge_id text,
  created_at_nanos bigint NOT NULL,
  succeeded_at_nanos bigint
);
CREATE INDEX payment_intents_customer ON payment_intents (customer_uuid);
