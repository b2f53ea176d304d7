import * as z from 'zod';
import { nanos } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// The money ledger and the bill cycle (SPEC §3 "Transactions are grouped by year then month, items with
// Amount and Description", "Billing cycle: Type (monthly or daily), Value (7, 28 or 1)"; §7; §9 "Bill cycle
// options 7 or 28 days (or monthly)"; issue 10). Money in integer cents, time in nanoseconds (strings).

/** Kinds of money movement: card top-up, voucher, bill payment, add-on bought from credit, refund. */
export const transactionKindSchema = z.enum(['top_up', 'voucher', 'bill_payment', 'addon', 'refund']);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/**
 * One money movement of a customer (SPEC §3 transactions). `AmountCents` is SIGNED integer cents: positive is
 * money paid in (top-up, voucher, bill payment, refund), negative is money spent from credit (an add-on).
 * `ProductInstanceUUID` is the mobile product it moved on, or null. `CreatedAtNanos` when it happened.
 */
export const transactionSchema = z.object({
  UUID: z.string(),
  Kind: transactionKindSchema,
  AmountCents: z.number().int(),
  Description: z.string(),
  CreatedAtNanos: nanos,
  ProductInstanceUUID: z.string().nullable(),
});
export type LedgerTransaction = z.infer<typeof transactionSchema>;
/** GET /customer/{id}/transactions: the customer's ledger, newest first. */
export const transactionsResponseSchema = z.object({ Transactions: z.array(transactionSchema) });

/**
 * A bill cycle (SPEC §3, §9): `{ Type: 'daily', Value: 7 | 28 }` (every 7 or 28 days) or
 * `{ Type: 'monthly', Value: 1 }` (each calendar month). Any other pair is invalid.
 */
export const billingCycleValueSchema = z.union([
  z.object({ Type: z.literal('daily'), Value: z.union([z.literal(7), z.literal(28)]) }),
  z.object({ Type: z.literal('monthly'), Value: z.literal(1) }),
]);
export type BillingCycle = z.infer<typeof billingCycleValueSchema>;

/** GET /customers/{id}/billing-cycle answer and POST body: `{ BillingCycle }` (SPEC §7). */
export const billingCycleSchema = z.object({ BillingCycle: billingCycleValueSchema });
export type BillingCycleResponse = z.infer<typeof billingCycleSchema>;
