import type { Transaction } from '@electric-sql/pglite';
import { gstComponentCents, invoiceDueCents } from '@telco-portal/core';
import type { SandboxDb } from './db/worker-db.ts';
import { SandboxError } from './errors.ts';
import { recordTransaction } from './transactions.ts';

type Db = SandboxDb | Transaction;

/** SPEC §7 bill payment refusals: codes and texts of POST /customer/:id/payment (see the endpoint's summary). */
export const BILL_PAYMENT_MESSAGES = {
  nothingToPay: 'There is nothing to pay',
  amountOverOutstanding: 'The amount is more than you owe',
} as const;

export const nothingToPay = () => new SandboxError(400, 'nothing_to_pay', BILL_PAYMENT_MESSAGES.nothingToPay);
export const amountOverOutstanding = () =>
  new SandboxError(400, 'amount_over_outstanding', BILL_PAYMENT_MESSAGES.amountOverOutstanding);

/** An outstanding invoice and what is still owed on it (cents). */
export type OutstandingInvoice = {
  uuid: string;
  number: string;
  amountCents: number;
  paidCents: number;
  dueCents: number;
};

/**
 * The customer's outstanding (DUE/OVERDUE, SPEC §4) invoices that still owe something, oldest due date first, with
 * what each owes (core `invoiceDueCents`, cents). `lock`: take their row locks (inside the paying transaction).
 */
export async function outstandingInvoices(
  db: Db,
  customerUuid: string,
  lock: boolean,
): Promise<OutstandingInvoice[]> {
  const { rows } = await db.query<{
    uuid: string;
    number: string;
    status: string;
    amount_cents: number;
    paid_cents: number;
  }>(
    `SELECT uuid, number, status, amount_cents, paid_cents FROM invoices
      WHERE customer_uuid = $1 AND status IN ('DUE', 'OVERDUE')
      ORDER BY due_at_nanos, number${lock ? ' FOR UPDATE' : ''}`,
    [customerUuid],
  );
  return rows
    .map((r) => ({
      uuid: r.uuid,
      number: r.number,
      amountCents: r.amount_cents,
      paidCents: r.paid_cents,
      dueCents: invoiceDueCents({ Status: r.status, AmountCents: r.amount_cents, PaidCents: r.paid_cents }),
    }))
    .filter((i) => i.dueCents > 0);
}

/** Sum of what `invoices` owe, cents. */
export const totalDueCents = (invoices: OutstandingInvoice[]) =>
  invoices.reduce((sum, i) => sum + i.dueCents, 0);

/**
 * Checks a bill payment of `amountCents` against what the customer owes (SPEC §7 POST /customer/{id}/payment).
 * @throws SandboxError 400 'nothing_to_pay' when nothing is outstanding; 400 'amount_over_outstanding' when the
 *   amount is more than is owed.
 */
export function assertPayable(invoices: OutstandingInvoice[], amountCents: number): void {
  const owed = totalDueCents(invoices);
  if (owed === 0) throw nothingToPay();
  if (amountCents > owed) throw amountOverOutstanding();
}

/** `RCT-YYYYMM-NNNN` of the month of `nowNanos` (UTC), numbered from 1001 so it never meets a seeded receipt's. */
async function nextReceiptNumber(tx: Db, customerUuid: string, nowNanos: bigint): Promise<string> {
  const d = new Date(Number(nowNanos / 1_000_000n));
  const prefix = `RCT-${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}-`;
  const { rows } = await tx.query<{ number: string }>(
    'SELECT number FROM receipts WHERE customer_uuid = $1 AND number LIKE $2',
    [customerUuid, `${prefix}%`],
  );
  // The seed's receipts end in 0001/0002 (seed/billing.ts); bill payments take 1001, 1002… of the month.
  const highest = rows.reduce((max, r) => Math.max(max, Number(r.number.slice(prefix.length)) || 0), 1000);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/**
 * Applies a succeeded card bill payment inside the transaction `tx` that marks its intent succeeded (migration
 * 010): pays the customer's outstanding invoices oldest due date first (`paid_cents`; PAID once fully paid),
 * writes ONE receipt (the paying card, GST part of the amount, `invoice_number` the first invoice paid) and one
 * 'bill_payment' ledger row (positive cents: money paid in, ledger-schemas.ts). Amounts in cents.
 * @throws SandboxError 400 'amount_over_outstanding' when the invoices were paid meanwhile and the amount is now
 *   more than is owed (nothing owed included); the caller's transaction then rolls back, leaving everything unchanged.
 */
export async function applyBillPayment(
  tx: Db,
  input: {
    customerUuid: string;
    productUuid: string | null;
    paymentMethodUuid: string;
    amountCents: number;
    nowNanos: bigint;
  },
): Promise<void> {
  const invoices = await outstandingInvoices(tx, input.customerUuid, true);
  if (input.amountCents > totalDueCents(invoices)) throw amountOverOutstanding();
  let left = input.amountCents;
  const paid: string[] = [];
  for (const invoice of invoices) {
    if (left === 0) break;
    const part = Math.min(invoice.dueCents, left);
    left -= part;
    paid.push(invoice.number);
    await tx.query(
      `UPDATE invoices SET paid_cents = paid_cents + $2,
         status = CASE WHEN paid_cents + $2 >= amount_cents THEN 'PAID' ELSE status END
       WHERE uuid = $1`,
      [invoice.uuid, part],
    );
  }
  const card = (
    await tx.query<{ card_type: string; card_last4: string }>(
      'SELECT card_type, card_last4 FROM payment_methods WHERE uuid = $1',
      [input.paymentMethodUuid],
    )
  ).rows[0]!;
  const description =
    paid.length === 1 ? `Bill payment, invoice ${paid[0]}` : `Bill payment, invoices ${paid.join(', ')}`;
  await tx.query(
    `INSERT INTO receipts (uuid, customer_uuid, number, paid_at_nanos, amount_cents, tax_cents, description,
       invoice_number, card_type, card_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      crypto.randomUUID(),
      input.customerUuid,
      await nextReceiptNumber(tx, input.customerUuid, input.nowNanos),
      input.nowNanos.toString(),
      input.amountCents,
      gstComponentCents(input.amountCents),
      description,
      paid[0],
      card.card_type,
      card.card_last4,
    ],
  );
  // The payments history's row, in the transaction that takes the money (issue 10 ledger).
  await recordTransaction(tx, {
    customerUuid: input.customerUuid,
    productUuid: input.productUuid,
    kind: 'bill_payment',
    amountCents: input.amountCents,
    description: 'Bill payment by card',
    createdAtNanos: input.nowNanos,
  });
}
