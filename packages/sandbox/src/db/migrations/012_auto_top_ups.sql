-- 012_auto_top_ups: the auto top-up record of a prepay/payg mobile product (issue 10; SPEC §3 per-user preference
-- document "top-up-auto": amount, days, status, type; §5 on = $1–999 every 1–99 days; §9 defaults amount 0, days 0,
-- off, EVERY_DAY — a product without a row reads as those defaults). GET/PUT /customer/:id/top-up-auto/:product
-- read and store it (routes/auto-top-up.ts); the provider runs a record on schedule, the sandbox runs the due runs
-- lazily when the customer's money is read (`runDueAutoTopUps`).
-- `amount` is whole dollars (the document's unit), money moved is integer cents, timestamps are nanoseconds since
-- the epoch (bigint). `next_run_at_nanos` is null when off; `last_run_*` is the latest run (null before the first),
-- `last_run_at_nanos` its scheduled time. The seed stores no record: e2e tests check balances, and a seeded record
-- coming due in real time would move them.

CREATE TABLE auto_top_ups (
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  mobile_product_uuid uuid NOT NULL REFERENCES mobile_products (uuid) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount BETWEEN 0 AND 999),
  days integer NOT NULL CHECK (days BETWEEN 0 AND 99),
  status boolean NOT NULL,
  type text NOT NULL DEFAULT 'EVERY_DAY' CHECK (type IN ('EVERY_DAY')),
  next_run_at_nanos bigint,
  last_run_at_nanos bigint,
  last_run_amount_cents integer CHECK (last_run_amount_cents > 0),
  last_run_outcome text
    CHECK (last_run_outcome IN ('succeeded', 'card_declined', 'authentication_required', 'no_card')),
  updated_at_nanos bigint NOT NULL,
  PRIMARY KEY (customer_uuid, mobile_product_uuid),
  -- On: amount and days in SPEC §5's bounds and a next run; off: no next run (the values are kept).
  CHECK (
    (status AND amount >= 1 AND days >= 1 AND next_run_at_nanos IS NOT NULL)
    OR (NOT status AND next_run_at_nanos IS NULL)
  ),
  -- A last run has all three facts or none.
  CHECK (
    (last_run_at_nanos IS NULL) = (last_run_outcome IS NULL)
    AND (last_run_at_nanos IS NULL) = (last_run_amount_cents IS NULL)
  )
);
-- The lazy runner's question on every money read: "has this customer a record that is on and due?"
CREATE INDEX auto_top_ups_due ON auto_top_ups (customer_uuid, next_run_at_nanos) WHERE status;
