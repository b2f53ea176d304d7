-- 007_addons_plan_changes (issue 10, w10-plans): what add-on purchases charged, and plan changes.
-- A purchase row per charge (card, product credit, or the postpay bill): an Idempotency-Key retry replays
-- the first answer, so one purchase = one row = one charge. Plan changes: 'completed' at once (ChangeNow)
-- or 'scheduled' for the next billing date (one month ahead, SPEC §9) until that date passes.

CREATE TABLE addon_purchases (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  addon_uuid uuid NOT NULL,
  catalog_entry_uuid uuid NOT NULL REFERENCES catalog_entries (uuid),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  paid_with text NOT NULL CHECK (paid_with IN ('card', 'credit', 'bill')),
  payment_method_uuid uuid,
  created_at_nanos bigint NOT NULL
);
CREATE INDEX addon_purchases_product ON addon_purchases (mobile_product_uuid);

CREATE TABLE plan_changes (
  uuid uuid PRIMARY KEY,
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  old_addon_uuid uuid NOT NULL,
  new_entry_uuid uuid NOT NULL REFERENCES catalog_entries (uuid),
  new_availability_uuid uuid NOT NULL REFERENCES catalog_availabilities (uuid),
  new_plan_name text NOT NULL,
  new_auto_renew boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'completed')),
  requested_at_nanos bigint NOT NULL,
  effective_at_nanos bigint NOT NULL
);
CREATE INDEX plan_changes_product ON plan_changes (mobile_product_uuid, requested_at_nanos);
