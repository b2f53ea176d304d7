import type { PGlite, Transaction } from '@electric-sql/pglite';
import { gstComponentCents } from '@telco-portal/core';
import { daysToNanos } from '../time.ts';

type Db = PGlite | Transaction;

/** Months of invoices seeded for the postpay demo account (issue 10: "invoices over 14 months"). */
export const SEED_INVOICE_MONTHS = 14;
/** Months of top-up receipts seeded for the prepay demo account. */
export const SEED_TOPUP_RECEIPT_MONTHS = 6;

const POSTPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000002';
const PREPAY_CUSTOMER = 'c0000000-0000-4000-8000-000000000001';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const invoiceUuid = (n: number) => `1a000000-0000-4000-8000-${pad(n, 12)}`;
const receiptUuid = (n: number) => `2e000000-0000-4000-8000-${pad(n, 12)}`;
const NANOS_PER_MS = 1_000_000n;
const msToNanos = (ms: number) => BigInt(ms) * NANOS_PER_MS;

/** Status of the invoice `monthsAgo` months back (SPEC §4): current OPEN, then DUE, OVERDUE, one VOID, the rest PAID. */
export function statusOf(monthsAgo: number): 'OPEN' | 'DUE' | 'OVERDUE' | 'PAID' | 'VOID' {
  if (monthsAgo === 0) return 'OPEN';
  if (monthsAgo === 1) return 'DUE';
  if (monthsAgo === 2) return 'OVERDUE';
  if (monthsAgo === 7) return 'VOID';
  return 'PAID';
}

/** The bill's lines for a month (cents, GST included): the plan, sometimes an add-on, international calls. */
export function linesOf(monthsAgo: number): Array<{ Description: string; AmountCents: number }> {
  const lines = [{ Description: 'Unlimited plan (monthly)', AmountCents: 8000 }];
  if (monthsAgo % 3 === 1) lines.push({ Description: 'Data Boost 2GB add-on', AmountCents: 1000 });
  lines.push({ Description: 'International calls', AmountCents: 120 + ((monthsAgo * 137) % 480) });
  return lines;
}

/** Uuids of the rows a billing seed inserts: the n-th invoice and the n-th receipt. */
type BillingIds = { invoice: (n: number) => string; receipt: (n: number) => string };

/** The demo rows' deterministic uuids. */
const DEMO_IDS: BillingIds = { invoice: invoiceUuid, receipt: receiptUuid };

/**
 * Invoices (14 calendar months, UTC, the current one OPEN) and receipts of the payments of the PAID ones for
 * postpay@; monthly top-up receipts for prepay@. Relative to `nowNanos`; deterministic uuids and numbers
 * (`INV-YYYYMM-0002`, `RCT-YYYYMM-0002`).
 */
export async function seedBilling(db: Db, nowNanos: bigint): Promise<void> {
  const receiptN = await seedPostpayInvoices(db, POSTPAY_CUSTOMER, nowNanos, DEMO_IDS, 0);
  await seedTopUpReceipts(db, PREPAY_CUSTOMER, nowNanos, DEMO_IDS, receiptN);
}

/**
 * The billing rows of a fresh copy of a demo account (seed/copies.ts, POST /api/sandbox/accounts): when
 * `templateCustomerUuid` is postpay@'s or prepay@'s customer, its invoices (same statuses, amounts and numbers, none
 * paid in part) and receipts are seeded for `copyCustomerUuid` with new random uuids, relative to `nowNanos`, so a
 * test can pay a bill on the copy. Any other customer gets nothing.
 */
export async function seedBillingOfCopy(
  db: Db,
  templateCustomerUuid: string,
  copyCustomerUuid: string,
  nowNanos: bigint,
): Promise<void> {
  const ids: BillingIds = { invoice: () => crypto.randomUUID(), receipt: () => crypto.randomUUID() };
  if (templateCustomerUuid === POSTPAY_CUSTOMER)
    await seedPostpayInvoices(db, copyCustomerUuid, nowNanos, ids, 0);
  if (templateCustomerUuid === PREPAY_CUSTOMER)
    await seedTopUpReceipts(db, copyCustomerUuid, nowNanos, ids, 0);
}

const monthsOf = (nowNanos: bigint) => {
  const now = new Date(Number(nowNanos / NANOS_PER_MS));
  return (monthsAgo: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1);
};
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}`;
};

/** postpay@'s 14 months of invoices and the receipts of the PAID ones, for `customerUuid`; resolves the last receipt n. */
async function seedPostpayInvoices(
  db: Db,
  customerUuid: string,
  nowNanos: bigint,
  ids: BillingIds,
  firstReceiptN: number,
): Promise<number> {
  const monthStart = monthsOf(nowNanos);
  let receiptN = firstReceiptN;
  for (let k = 0; k < SEED_INVOICE_MONTHS; k += 1) {
    const from = msToNanos(monthStart(k));
    const upto = msToNanos(monthStart(k - 1));
    const issued = k === 0 ? from : upto;
    const due = issued + daysToNanos(14);
    const lines = linesOf(k);
    const total = lines.reduce((sum, l) => sum + l.AmountCents, 0);
    const number = `INV-${stamp(monthStart(k))}-0002`;
    const status = statusOf(k);
    await db.query(
      `INSERT INTO invoices (uuid, customer_uuid, number, status, period_from_nanos, period_upto_nanos,
         issued_at_nanos, due_at_nanos, amount_cents, tax_cents, lines, paid_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        ids.invoice(k + 1),
        customerUuid,
        number,
        status,
        from.toString(),
        upto.toString(),
        issued.toString(),
        due.toString(),
        total,
        gstComponentCents(total),
        JSON.stringify(lines),
        status === 'PAID' ? total : 0,
      ],
    );
    if (status === 'PAID') {
      receiptN += 1;
      await db.query(
        `INSERT INTO receipts (uuid, customer_uuid, number, paid_at_nanos, amount_cents, tax_cents, description,
           invoice_number, card_type, card_last4)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Mastercard', '4444')`,
        [
          ids.receipt(receiptN),
          customerUuid,
          `RCT-${stamp(monthStart(k))}-0002`,
          (due - daysToNanos(3)).toString(),
          total,
          gstComponentCents(total),
          `Bill payment, invoice ${number}`,
          number,
        ],
      );
    }
  }
  return receiptN;
}

/** prepay@'s monthly $20.00 top-up receipts (none in the future), for `customerUuid`. */
async function seedTopUpReceipts(
  db: Db,
  customerUuid: string,
  nowNanos: bigint,
  ids: BillingIds,
  firstReceiptN: number,
): Promise<void> {
  const monthStart = monthsOf(nowNanos);
  let receiptN = firstReceiptN;
  for (let k = 0; k < SEED_TOPUP_RECEIPT_MONTHS; k += 1) {
    receiptN += 1;
    const paid = msToNanos(monthStart(k)) + daysToNanos(4);
    if (paid > nowNanos) continue;
    await db.query(
      `INSERT INTO receipts (uuid, customer_uuid, number, paid_at_nanos, amount_cents, tax_cents, description,
         invoice_number, card_type, card_last4)
       VALUES ($1, $2, $3, $4, 2000, $5, 'Top-up', NULL, 'Visa', '4242')`,
      [
        ids.receipt(receiptN),
        customerUuid,
        `RCT-${stamp(monthStart(k))}-0001`,
        paid.toString(),
        gstComponentCents(2000),
      ],
    );
  }
}
