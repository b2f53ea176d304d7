import type { PGlite, Transaction } from '@electric-sql/pglite';
import { daysToNanos } from '../time.ts';
import { recordTransaction, type TransactionKind } from '../transactions.ts';
import { linesOf, SEED_INVOICE_MONTHS, statusOf } from './billing.ts';

type Db = PGlite | Transaction;

/** Months of ledger history seeded for prepay@, postpay@ and payg@ (issue 10: 14 months). */
export const SEED_TRANSACTION_MONTHS = 14;

const PREPAY = {
  customer: 'c0000000-0000-4000-8000-000000000001',
  product: 'b0000000-0000-4000-8000-000000000001',
};
const POSTPAY = {
  customer: 'c0000000-0000-4000-8000-000000000002',
  product: 'b0000000-0000-4000-8000-000000000002',
};
const PAYG = {
  customer: 'c0000000-0000-4000-8000-000000000003',
  product: 'b0000000-0000-4000-8000-000000000003',
};

const NANOS_PER_MS = 1_000_000n;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ledgerUuid = (n: number) => `7a000000-0000-4000-8000-${pad(n, 12)}`;

type Row = { who: typeof PREPAY; kind: TransactionKind; cents: number; text: string; at: bigint };

/**
 * The demo ledger (migration 008), relative to `nowNanos`, deterministic uuids, nothing in the future:
 * - prepay@: a $20.00 card top-up on the 4th of each month (the top-up receipts of seed/billing.ts), a $10.00
 *   voucher every third month, the Data Boost add-on ($10.00) bought from credit every other month, one refund;
 * - postpay@: one bill payment per PAID invoice (the invoice's total, paid 3 days before it was due, as the
 *   receipts of seed/billing.ts), and a $4.50 refund of a billing correction;
 * - payg@: top-ups of $10, $15 or $30 twice a month and casual-rate data packs bought from credit.
 */
export async function seedTransactions(db: Db, nowNanos: bigint): Promise<void> {
  const now = new Date(Number(nowNanos / NANOS_PER_MS));
  const monthStart = (monthsAgo: number) =>
    BigInt(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)) * NANOS_PER_MS;
  const rows: Row[] = [];
  for (let k = 0; k < SEED_TRANSACTION_MONTHS; k += 1) {
    const start = monthStart(k);
    const on = (day: number, hour: number) => start + daysToNanos(day - 1) + daysToNanos(hour / 24);
    // prepay@
    rows.push({ who: PREPAY, kind: 'top_up', cents: 2000, text: 'Top-up, Visa •••• 4242', at: on(4, 9) });
    if (k % 3 === 1)
      rows.push({ who: PREPAY, kind: 'voucher', cents: 1000, text: 'Voucher redeemed', at: on(11, 18) });
    if (k % 2 === 0)
      rows.push({ who: PREPAY, kind: 'addon', cents: -1000, text: 'Data Boost 2GB add-on', at: on(15, 12) });
    if (k === 5)
      rows.push({ who: PREPAY, kind: 'refund', cents: 500, text: 'Refund: roaming charge', at: on(20, 10) });
    // payg@
    rows.push({
      who: PAYG,
      kind: 'top_up',
      cents: [1000, 1500, 3000][k % 3]!,
      text: 'Top-up, Visa •••• 0005',
      at: on(2, 8),
    });
    rows.push({ who: PAYG, kind: 'top_up', cents: 1000, text: 'Top-up, Visa •••• 0005', at: on(17, 19) });
    if (k % 2 === 1)
      rows.push({ who: PAYG, kind: 'addon', cents: -600, text: 'Casual data 1GB', at: on(9, 14) });
  }
  // postpay@: the payments of the PAID invoices (seed/billing.ts), and one refund.
  for (let k = 0; k < SEED_INVOICE_MONTHS; k += 1) {
    if (statusOf(k) !== 'PAID') continue;
    const due = monthStart(k - 1) + daysToNanos(14);
    const total = linesOf(k).reduce((sum, l) => sum + l.AmountCents, 0);
    rows.push({
      who: POSTPAY,
      kind: 'bill_payment',
      cents: total,
      text: 'Bill payment, Mastercard •••• 4444',
      at: due - daysToNanos(3),
    });
  }
  rows.push({
    who: POSTPAY,
    kind: 'refund',
    cents: 450,
    text: 'Refund: billing correction',
    at: monthStart(4) + daysToNanos(21),
  });

  let n = 0;
  for (const row of rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))) {
    if (row.at > nowNanos) continue;
    n += 1;
    await recordTransaction(db, {
      uuid: ledgerUuid(n),
      customerUuid: row.who.customer,
      productUuid: row.who.product,
      kind: row.kind,
      amountCents: row.cents,
      description: row.text,
      createdAtNanos: row.at,
    });
  }
}
