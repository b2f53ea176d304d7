import type { Transaction } from '@electric-sql/pglite';
import { endpoints } from '@telco-portal/api';
import { BALANCE_EXPIRY_DAYS } from '@telco-portal/core';
import type { Hono } from 'hono';
import type { SandboxDb } from '../db/worker-db.ts';
import { SandboxError } from '../errors.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { creditExpiryNanos, loadProductOfKind, type ProductRow } from '../rows.ts';
import { dateToNanos, daysToNanos } from '../time.ts';
import { recordTransaction } from '../transactions.ts';
import { createPaymentIntent } from './payments.ts';

type Db = SandboxDb | Transaction;

/** SPEC §5 texts of a voucher that cannot be checked / redeemed. */
export const VOUCHER_MESSAGES = {
  checkError: 'Redemption check Error',
  redeemError: 'Redemption Error',
} as const;

type VoucherRow = { code: string; amount_cents: number; redeemed_at_nanos: string | null };

/**
 * The voucher `code` of `spid` when it can still be redeemed on the customer's prepay or payg product
 * `productUuid`, else null (unknown, used, another service provider's, or no such product).
 * `lock`: take the row lock (inside the redeeming transaction) so two redemptions cannot both pass.
 */
async function redeemable(
  db: Db,
  spid: number,
  customerUuid: string,
  productUuid: string,
  code: string,
  lock: boolean,
) {
  const { rows } = await db.query<VoucherRow>(
    `SELECT code, amount_cents, redeemed_at_nanos::text FROM vouchers WHERE code = $1 AND spid = $2${lock ? ' FOR UPDATE' : ''}`,
    [code, spid],
  );
  const voucher = rows[0];
  if (!voucher || voucher.redeemed_at_nanos !== null) return null;
  const product = await loadProductOfKind(db, customerUuid, productUuid, ['prepay', 'payg']).catch(
    () => null,
  );
  return product ? { voucher, product } : null;
}

/**
 * Credits `amountCents` to a prepay/payg product and moves its credit expiry to one year from `now` when that is
 * later (SPEC §9 "balance expiry one year after a top-up"): the one place a top-up or a voucher adds credit.
 * Resolves the product's new credit (cents) and expiry (nanos).
 */
export async function creditProduct(
  tx: Db,
  product: ProductRow,
  amountCents: number,
  now: bigint,
): Promise<{ creditCents: number; expiresAtNanos: bigint }> {
  const yearOn = now + daysToNanos(BALANCE_EXPIRY_DAYS);
  const current = BigInt(creditExpiryNanos(product));
  const expires = current > yearOn ? current : yearOn;
  const { rows } = await tx.query<{ credit_cents: number }>(
    `UPDATE mobile_products SET credit_cents = credit_cents + $2, credit_expires_at_nanos = $3
      WHERE uuid = $1 RETURNING credit_cents`,
    [product.uuid, amountCents, expires.toString()],
  );
  return { creditCents: rows[0]!.credit_cents, expiresAtNanos: expires };
}

/**
 * Vouchers and top-ups (SPEC §5, §7; issue 10): check_voucher and redeem_voucher on a prepay or payg mobile
 * product. A redemption credits the product (`credit_cents`) and moves its credit expiry to one year from now
 * when that is later (SPEC §9 "balance expiry one year after a top-up"); the voucher is marked used in the same
 * transaction, so it redeems once. redeem_voucher requires an Idempotency-Key (money-moving POST).
 */
export function topupRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.checkVoucher, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const found = await redeemable(db, auth.spid, params.id, params.product, params.code, false);
    if (!found) throw new SandboxError(400, 'redemption_check_error', VOUCHER_MESSAGES.checkError);
    return { Code: found.voucher.code, AmountCents: found.voucher.amount_cents };
  });

  route(app, deps, endpoints.redeemVoucher, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return db.transaction(async (tx) => {
      const found = await redeemable(tx, auth.spid, params.id, params.product, params.code, true);
      if (!found) throw new SandboxError(400, 'redemption_error', VOUCHER_MESSAGES.redeemError);
      const now = dateToNanos(deps.now());
      await tx.query(
        'UPDATE vouchers SET redeemed_at_nanos = $2, redeemed_product_uuid = $3 WHERE code = $1',
        [params.code, now.toString(), found.product.uuid],
      );
      const credited = await creditProduct(tx, found.product, found.voucher.amount_cents, now);
      // The payments history's row, in the same transaction as the credit (issue 10 ledger).
      await recordTransaction(tx, {
        customerUuid: params.id,
        productUuid: found.product.uuid,
        kind: 'voucher',
        amountCents: found.voucher.amount_cents,
        description: `Voucher ${found.voucher.code.slice(-4).padStart(8, '•')}`,
        createdAtNanos: now,
      });
      return {
        Code: found.voucher.code,
        AmountCents: found.voucher.amount_cents,
        CreditCents: credited.creditCents,
        CurrencyCreditExpiresAtNanos: credited.expiresAtNanos.toString(),
      };
    });
  });

  // Top-up (SPEC §5, §7): an intent for the saved card; the product is credited when the card provider
  // confirms it (payments.ts `applyPaymentIntent`). The product must be the customer's prepay/payg product.
  route(app, deps, endpoints.topUp, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    await loadProductOfKind(db, params.uuid, body.ProductInstanceUUID, ['prepay', 'payg']);
    const clientSecret = await createPaymentIntent(db, deps, {
      customerUuid: params.uuid,
      cardUuid: body.PaymentMethodID,
      amountCents: body.Amount,
      purpose: 'top_up',
      productUuid: body.ProductInstanceUUID,
    });
    return { ClientSecret: clientSecret };
  });
}
