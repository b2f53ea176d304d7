-- 010_bill_payments: paying the bill of a postpay product with a saved card (issue 10; SPEC §7 "POST
-- /customer/{id}/payment: AmountCents, PaymentMethodType, PaymentMethodID, ProductInstanceUUID; result Status
-- (completed) or ClientSecret"). POST /customer/:id/payment creates a payment intent of purpose 'bill_payment'
-- (`product_uuid` the postpay product); when the card provider confirms it, the amount pays the customer's
-- outstanding (DUE/OVERDUE) invoices oldest due date first, in the transaction that marks the intent succeeded.
-- Money in integer cents.

-- What the payment is for: 'top_up' credits `product_uuid`; 'bill_payment' pays outstanding invoices.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_purpose_check;
ALTER TABLE payment_intents
  ADD CONSTRAINT payment_intents_purpose_check CHECK (purpose IN ('top_up', 'bill_payment'));

-- Cents paid towards an invoice so far (wire `PaidCents`); the invoice becomes PAID when it reaches amount_cents.
-- Invoices from before this migration had no part payment: a PAID one was paid in full, the others not at all.
ALTER TABLE invoices ADD COLUMN paid_cents integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0);
UPDATE invoices SET paid_cents = amount_cents WHERE status = 'PAID' AND amount_cents > 0;
