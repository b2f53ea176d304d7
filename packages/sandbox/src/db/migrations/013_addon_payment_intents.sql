-- 013_addon_payment_intents: a prepay add-on bought with the saved card is paid through a payment intent (issue 10;
-- SPEC §4 "Prepay add-on purchase: the server answers status pending_payment with a ClientSecret"). POST
-- /customer/:uuid/prepay_addon/:product/:availability without PAYG creates an intent of purpose 'addon' for the
-- default card (`product_uuid` the prepay/payg product, `addon_*` what was asked for) and answers its client secret;
-- when the card provider confirms it, the add-on is put on the product, its addon_purchases row and its ledger row
-- are written, in the transaction that marks the intent succeeded (so it is added once).

ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_purpose_check;
ALTER TABLE payment_intents
  ADD CONSTRAINT payment_intents_purpose_check CHECK (purpose IN ('top_up', 'bill_payment', 'addon'));

-- The availability bought, whether it auto-renews (body Subscribe) and whether it replaces the base plan (body
-- isBasePlan, for a base plan): set for purpose 'addon' only.
ALTER TABLE payment_intents
  ADD COLUMN addon_availability_uuid uuid REFERENCES catalog_availabilities (uuid),
  ADD COLUMN addon_subscribe boolean,
  ADD COLUMN addon_base_plan boolean,
  ADD CONSTRAINT payment_intents_addon_check CHECK (
    (purpose = 'addon') = (addon_availability_uuid IS NOT NULL AND addon_subscribe IS NOT NULL
      AND addon_base_plan IS NOT NULL)
  );
