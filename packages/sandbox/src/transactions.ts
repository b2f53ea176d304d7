import type { PGlite, Transaction as PgTransaction } from '@electric-sql/pglite';
import type { SandboxDb } from './db/worker-db.ts';

type Db = SandboxDb | PGlite | PgTransaction;

/** Kinds of money movement in the ledger (migration 008; SPEC §3 transactions). */
export const TRANSACTION_KINDS = ['top_up', 'voucher', 'bill_payment', 'addon', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** One ledger row to record. */
export interface TransactionInput {
  customerUuid: string;
  /** The mobile product the money moved on, when there is one (a top-up, voucher or add-on). */
  productUuid?: string | null;
  kind: TransactionKind;
  /** Signed integer cents: positive = money in (top-up, voucher, bill payment, refund), negative = spent. */
  amountCents: number;
  /** What the customer sees in their payments history (SPEC §3 "items with Amount and Description"). */
  description: string;
  /** When it happened, nanoseconds since the epoch. */
  createdAtNanos: bigint;
  /** Row id; default a random UUID (the seed passes deterministic ones). */
  uuid?: string;
}

/**
 * Records one money movement in the customer's ledger (the `transactions` table, migration 008), which
 * `GET /customer/:id/transactions` reads (issue 10 payments history, SPEC §3). Call it with the SAME `db`
 * transaction as the money flow it records (voucher redeem, top-up, bill payment, add-on bought from
 * credit), so the ledger row and the balance change commit or roll back together.
 * @returns the row's uuid.
 * @throws RangeError when `amountCents` is 0 or not an integer (a ledger row always moves money).
 */
export async function recordTransaction(db: Db, input: TransactionInput): Promise<string> {
  if (!Number.isInteger(input.amountCents) || input.amountCents === 0) {
    throw new RangeError(`amountCents must be a non-zero integer, got ${input.amountCents}`);
  }
  const uuid = input.uuid ?? crypto.randomUUID();
  await db.query(
    `INSERT INTO transactions (uuid, customer_uuid, mobile_product_uuid, kind, amount_cents, description,
       created_at_nanos) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      uuid,
      input.customerUuid,
      input.productUuid ?? null,
      input.kind,
      input.amountCents,
      input.description,
      input.createdAtNanos.toString(),
    ],
  );
  return uuid;
}
