-- 011_card_charges_decline: a saved card whose every payment is declined (issue 10). Stripe's test card
-- 4000 0000 0000 0341 attaches to the customer (the setup succeeds) but every charge on it fails with card_declined:
-- the state a customer is in when their bank starts refusing a card they saved earlier. Nothing moves when it is
-- declined; the payment intent stays confirmable (Stripe's requires_payment_method).

ALTER TABLE payment_methods DROP CONSTRAINT payment_methods_payment_outcome_check;
ALTER TABLE payment_methods
  ADD CONSTRAINT payment_methods_payment_outcome_check
  CHECK (payment_outcome IN ('succeeds', 'requires_3ds', 'declines'));
