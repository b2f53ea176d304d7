-- 005_topup_vouchers: prepaid vouchers (SPEC §5, §7 check_voucher / redeem_voucher; issue 10).
-- A voucher is a 13-digit code worth amount_cents of prepay credit; it redeems once, on one mobile product
-- (redeemed_* set in the same transaction that credits the product). Timestamps are nanoseconds since the
-- epoch (bigint), money is integer cents (SPEC §3, §9). The demo codes are seeded (seed/vouchers.ts).

CREATE TABLE vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{13}$'),
  spid integer NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at_nanos bigint NOT NULL,
  redeemed_at_nanos bigint,
  redeemed_product_uuid uuid REFERENCES mobile_products (uuid) ON DELETE SET NULL
);
