-- Issue 10 (billing part): invoices and receipts of a customer (SPEC §3 Invoice, Receipts; §7 invoice/receipt
-- lists and PDFs). Amounts in cents (GST included; tax_cents is the GST part), times in nanoseconds.
CREATE TABLE invoices (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid),
  number text NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'PAID', 'DUE', 'OVERDUE', 'VOID')),
  period_from_nanos bigint NOT NULL,
  period_upto_nanos bigint NOT NULL,
  issued_at_nanos bigint NOT NULL,
  due_at_nanos bigint NOT NULL,
  amount_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  -- [{ "Description": text, "AmountCents": integer }]
  lines jsonb NOT NULL,
  UNIQUE (customer_uuid, number)
);
CREATE INDEX invoices_customer ON invoices (customer_uuid, period_from_nanos DESC);

CREATE TABLE receipts (
  uuid uuid PRIMARY KEY,
  customer_uuid uuid NOT NULL REFERENCES customers (uuid),
  number text NOT NULL,
  paid_at_nanos bigint NOT NULL,
  amount_cents integer NOT NULL,
  tax_cents integer NOT NULL,
  description text NOT NULL,
  invoice_number text,
  card_type text NOT NULL,
  card_last4 text NOT NULL,
  UNIQUE (customer_uuid, number)
);
CREATE INDEX receipts_customer ON receipts (customer_uuid, paid_at_nanos DESC);
