-- 014_eshop: the e-shop of issue 11 (SPEC §3 cart, order, delivery address; §4; §7 "E-shop" and addresses).
-- Money is integer cents (GST inclusive), timestamps nanoseconds since the epoch (bigint).

-- Cart and order numbers ('CART-100001', 'ORD-100001').
CREATE SEQUENCE eshop_numbers START 100001;

-- A cart, v2 or the older v1 (`version`). `customer_uuid` NULL for a guest's (anonymous) cart; a signed-in
-- customer claims it by saving it on their path. `items` the answered (catalogue-priced) items in the shape of
-- its version. A cart is closed (`ordered_at_nanos`) when its order is paid.
CREATE TABLE eshop_carts (
  uuid uuid PRIMARY KEY,
  number text NOT NULL UNIQUE,
  version smallint NOT NULL CHECK (version IN (1, 2)),
  spid integer NOT NULL,
  customer_uuid uuid REFERENCES customers (uuid) ON DELETE CASCADE,
  items jsonb NOT NULL DEFAULT '[]',
  created_at_nanos bigint NOT NULL,
  updated_at_nanos bigint NOT NULL,
  ordered_at_nanos bigint
);
CREATE INDEX eshop_carts_customer ON eshop_carts (customer_uuid, version, updated_at_nanos DESC)
  WHERE ordered_at_nanos IS NULL;

-- An order. `status` is the stored state: CONFIRMED until paid, PAID (then the status shown moves with the clock:
-- core orderStatusAt), CANCELED when a newer checkout of the same cart replaced it. `items`: the order items
-- (v2 cart item shape plus `Line`, the new mobile product once paid).
CREATE TABLE eshop_orders (
  uuid uuid PRIMARY KEY,
  number text NOT NULL UNIQUE,
  spid integer NOT NULL,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  cart_uuid uuid NOT NULL REFERENCES eshop_carts (uuid) ON DELETE CASCADE,
  version smallint NOT NULL CHECK (version IN (1, 2)),
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'PAID', 'FAILED', 'CANCELED')),
  items jsonb NOT NULL,
  address jsonb,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  tax_cents integer NOT NULL,
  physical_sim_count integer NOT NULL,
  created_at_nanos bigint NOT NULL,
  paid_at_nanos bigint
);
CREATE INDEX eshop_orders_customer ON eshop_orders (customer_uuid, created_at_nanos DESC);

-- A checkout paid with a saved card: the intent of purpose 'eshop_order' pays `order_uuid`.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_purpose_check;
ALTER TABLE payment_intents
  ADD CONSTRAINT payment_intents_purpose_check CHECK (purpose IN ('top_up', 'bill_payment', 'addon', 'eshop_order'));
ALTER TABLE payment_intents ADD COLUMN order_uuid uuid REFERENCES eshop_orders (uuid) ON DELETE CASCADE;

-- Saved delivery addresses (SPEC §3; AddressType DELIVERY; Rank 1 is the default). `fields`: the SPEC §3 fields
-- other than AddressUUID, AddressType, Rank and IsDefault.
CREATE TABLE delivery_addresses (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  rank integer NOT NULL,
  fields jsonb NOT NULL,
  created_at_nanos bigint NOT NULL
);
CREATE INDEX delivery_addresses_customer ON delivery_addresses (customer_uuid, rank);
