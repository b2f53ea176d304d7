-- 008_transactions: the money ledger of a customer (SPEC §3 "Transactions are grouped by year then month, items
-- with Amount and Description"; §7 data-store read "transactions"; issue 10 payments history).
-- One row per money movement: amount_cents is signed integer cents (positive = money in to the account, e.g. a
-- top-up, voucher, bill payment or refund; negative = money spent from it, e.g. an add-on bought from credit),
-- created_at_nanos nanoseconds since the epoch. Rows are written by recordTransaction (transactions.ts) in the
-- same database transaction as the money flow they record (voucher redeem today; top-up, bill payment later).

CREATE TABLE transactions (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
  mobile_product_uuid uuid REFERENCES mobile_products (uuid) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('top_up', 'voucher', 'bill_payment', 'addon', 'refund')),
  amount_cents integer NOT NULL CHECK (amount_cents <> 0),
  description text NOT NULL,
  created_at_nanos bigint NOT NULL
);
CREATE INDEX transactions_customer ON transactions (customer_uuid, created_at_nanos DESC);
