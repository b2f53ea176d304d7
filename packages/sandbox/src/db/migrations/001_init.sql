-- 001_init: identities, customers, catalogue, mobile products, usage, cards, billing routes, mailbox.
-- Timestamps are nanoseconds since the epoch (bigint), money is integer cents (SPEC §3, §9).

CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE identities (
  uuid uuid PRIMARY KEY,
  spid integer NOT NULL,
  provider text NOT NULL CHECK (provider IN ('LOCAL', 'FIREBASE', 'FACEBOOK', 'APPLE', 'GOOGLE')),
  auth_id text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  mobile_number text NOT NULL DEFAULT '',
  notify_special_offers integer NOT NULL DEFAULT 0 CHECK (notify_special_offers IN (0, 2)),
  notify_newsletters integer NOT NULL DEFAULT 0 CHECK (notify_newsletters IN (0, 2)),
  created_at_nanos bigint NOT NULL,
  password_updated_at_nanos bigint
);
CREATE UNIQUE INDEX identities_auth_id ON identities (spid, provider, lower(auth_id));

CREATE TABLE customers (
  uuid uuid PRIMARY KEY,
  spid integer NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  mobile_number text NOT NULL DEFAULT '',
  external_ref5 text NOT NULL DEFAULT '',
  email_verified boolean NOT NULL DEFAULT false,
  account_state text NOT NULL DEFAULT 'Active' CHECK (account_state IN ('Active', 'Suspended')),
  created_at_nanos bigint NOT NULL,
  balance_cents integer NOT NULL DEFAULT 0,
  billing_cycle_days integer NOT NULL DEFAULT 28 CHECK (billing_cycle_days IN (1, 7, 28)),
  billing_anchor_nanos bigint NOT NULL
);

CREATE TABLE identity_customers (
  identity_uuid uuid NOT NULL REFERENCES identities (uuid) ON DELETE CASCADE,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'OWNER',
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (identity_uuid, customer_uuid)
);

CREATE TABLE email_verifications (
  secret text PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  email text NOT NULL,
  created_at_nanos bigint NOT NULL,
  used_at_nanos bigint,
  superseded boolean NOT NULL DEFAULT false
);

CREATE TABLE mailbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  sent_at_nanos bigint NOT NULL
);
CREATE INDEX mailbox_to_address ON mailbox (lower(to_address));

CREATE TABLE catalog_entries (
  uuid uuid PRIMARY KEY,
  spid integer NOT NULL,
  name text NOT NULL,
  product_type text NOT NULL CHECK (product_type IN ('prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon')),
  created_at_nanos bigint NOT NULL,
  characteristics jsonb NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE catalog_availabilities (
  uuid uuid PRIMARY KEY,
  entry_uuid uuid NOT NULL REFERENCES catalog_entries (uuid) ON DELETE CASCADE,
  available boolean NOT NULL DEFAULT true,
  priority integer NOT NULL DEFAULT 0,
  retail_cents integer NOT NULL,
  retail_name text NOT NULL,
  retail_description text NOT NULL DEFAULT ''
);

CREATE TABLE catalog_prices (
  entry_uuid uuid PRIMARY KEY REFERENCES catalog_entries (uuid) ON DELETE CASCADE,
  original_price integer NOT NULL,
  discounted_price integer NOT NULL,
  credit_price integer NOT NULL DEFAULT 0,
  applied_offer_id text NOT NULL DEFAULT '',
  amount_in_period jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE mobile_products (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  spid integer NOT NULL,
  imsi text NOT NULL,
  simid text NOT NULL,
  msisdn text NOT NULL,
  status integer NOT NULL,
  billing_reference text NOT NULL DEFAULT '',
  product_catalog_uuid uuid REFERENCES catalog_entries (uuid),
  created_at_nanos bigint NOT NULL,
  porting_state integer NOT NULL DEFAULT 0,
  credit_cents integer NOT NULL DEFAULT 0,
  credit_expires_at_nanos bigint,
  bill_value_cents integer NOT NULL DEFAULT 0,
  -- Daily usage the sandbox simulates for this product: { "data": MB, "voice": minutes, "sms": count, ... }.
  usage_profile jsonb,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX mobile_products_customer ON mobile_products (customer_uuid);

CREATE TABLE product_addons (
  uuid uuid PRIMARY KEY,
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  catalog_entry_uuid uuid NOT NULL REFERENCES catalog_entries (uuid),
  availability_uuid uuid NOT NULL REFERENCES catalog_availabilities (uuid),
  name text NOT NULL,
  is_base_plan boolean NOT NULL,
  created_at_nanos bigint NOT NULL,
  expires_at_nanos bigint NOT NULL,
  period_days integer NOT NULL,
  allow_auto_renew boolean NOT NULL,
  end_after_cycle_count integer NOT NULL DEFAULT 0
);
CREATE INDEX product_addons_product ON product_addons (mobile_product_uuid);

-- Remaining allowances per balance key (SPEC §3: Data MB, Mins, IDDMins, TXTs, IDDTXTs, PXTs).
CREATE TABLE product_allowances (
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  balance_key text NOT NULL CHECK (balance_key IN ('Data', 'Mins', 'IDDMins', 'TXTs', 'IDDTXTs', 'PXTs')),
  total numeric NOT NULL DEFAULT 0,
  remaining numeric NOT NULL DEFAULT 0,
  carry_over numeric NOT NULL DEFAULT 0,
  usage_rule text NOT NULL CHECK (usage_rule IN ('Unlimited', 'CasualRate', 'Throttled')),
  PRIMARY KEY (mobile_product_uuid, balance_key)
);

-- Daily usage: data in bytes, voice in seconds, messages as counts (SPEC §9 histogram units).
CREATE TABLE usage_records (
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  usage_type text NOT NULL CHECK (usage_type IN ('data', 'voice', 'sms', 'mms', 'idd_voice', 'idd_sms')),
  day_start_nanos bigint NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (mobile_product_uuid, usage_type, day_start_nanos)
);

CREATE TABLE payment_methods (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  rank integer NOT NULL,
  card_type text NOT NULL,
  card_last4 text NOT NULL,
  token text NOT NULL,
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  deleted_at_nanos bigint
);
CREATE INDEX payment_methods_customer ON payment_methods (customer_uuid);

-- DebitAccount pays for CreditAccount (SPEC §3 billing route).
CREATE TABLE billing_routes (
  uuid uuid PRIMARY KEY,
  name text NOT NULL,
  debit_customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  credit_customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  spend_limit integer NOT NULL,
  spend_cycle text NOT NULL CHECK (spend_cycle IN ('daily', 'weekly', 'monthly')),
  spend_cycle_count integer NOT NULL,
  remaining_spend_limit integer NOT NULL,
  requested_by_customer_name text NOT NULL DEFAULT '',
  created_at_nanos bigint NOT NULL
);
