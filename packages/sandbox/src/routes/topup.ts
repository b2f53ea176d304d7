import type { Transaction } from '@electric-sql/pglite';
import { endpoints } from '@telco-portal/api';
import { BALANCE_EXPIRY_DAYS, formatMsisdn, gstComponentCents } from '@telco-portal/core';
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

  // Top-up (SPEC §5, §7): with a card, an intent for the saved card; the product is credited when the card
  // provider confirms it (payments.ts `applyPaymentIntent`). With a billing route, charged to the payer at once
  // (`topUpByBillingRoute`). The product must be the customer's prepay/payg product.
  route(app, deps, endpoints.topUp, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    if (body.PaymentMethodType === 'billing_route') {
      return db.transaction((tx) =>
        topUpByBillingRoute(tx, {
          customerUuid: params.uuid,
          productUuid: body.ProductInstanceUUID,
          routeUuid: body.PaymentMethodID,
          amountCents: body.Amount,
          now: dateToNanos(deps.now()),
        }),
      );
    }
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

/** SPEC §8 text of a billing-route payment larger than what the route has left. */
export const SPEND_LIMIT_OVER = 'spend limit over';

type RouteRow = { uuid: string; name: string; debit_customer_uuid: string; remaining_spend_limit: number };

/**
 * A top-up charged to the account that pays for this one (SPEC §3 billing route, §5; issue 10 "a billing route
 * with remaining spend limit as the payment option"), in one database transaction: the customer's 'parent' route
 * `routeUuid` (row-locked, so two top-ups cannot both spend the last of the limit) must have at least
 * `amountCents` left; its RemainingSpendLimit goes down by the amount, the product is credited (`creditProduct`,
 * expiry one year on), the customer's payments history gets the top-up, and the payer's open bill (their OPEN
 * invoice, when they have one: a sandbox payer without one is charged nothing visible) a line for it. Cents and nanoseconds throughout.
 * @throws SandboxError 404 'billing_route_not_found' (no such parent route of the customer), 404 for a product
 * that is not the customer's prepay/payg product, 400 'spend_limit_over' ('spend limit over', SPEC §8).
 */
async function topUpByBillingRoute(
  tx: Transaction,
  input: { customerUuid: string; productUuid: string; routeUuid: string; amountCents: number; now: bigint },
) {
  const product = await loadProductOfKind(tx, input.customerUuid, input.productUuid, ['prepay', 'payg']);
  const { rows } = await tx.query<RouteRow>(
    `SELECT uuid, name, debit_customer_uuid, remaining_spend_limit FROM billing_routes
      WHERE uuid = $1 AND credit_customer_uuid = $2 FOR UPDATE`,
    [input.routeUuid, input.customerUuid],
  );
  const billingRoute = rows[0];
  if (!billingRoute) throw new SandboxError(404, 'billing_route_not_found', 'billing route is not found');
  if (billingRoute.remaining_spend_limit < input.amountCents) {
    throw new SandboxError(400, 'spend_limit_over', SPEND_LIMIT_OVER);
  }
  await tx.query(
    'UPDATE billing_routes SET remaining_spend_limit = remaining_spend_limit - $2 WHERE uuid = $1',
    [billingRoute.uuid, input.amountCents],
  );
  const credited = await creditProduct(tx, product, input.amountCents, input.now);
  await recordTransaction(tx, {
    customerUuid: input.customerUuid,
    productUuid: product.uuid,
    kind: 'top_up',
    amountCents: input.amountCents,
    description: `Top-up paid through ${billingRoute.name}`,
    createdAtNanos: input.now,
  });
  // The payer's side: a line on their current (OPEN) bill, its total and GST part (of the total, as the seed).
  const open = await tx.query<{ uuid: string; amount_cents: number }>(
    `SELECT uuid, amount_cents FROM invoices WHERE customer_uuid = $1 AND status = 'OPEN'
      ORDER BY period_from_nanos DESC LIMIT 1 FOR UPDATE`,
    [billingRoute.debit_customer_uuid],
  );
  const bill = open.rows[0];
  if (bill) {
    const total = bill.amount_cents + input.amountCents;
    const line = {
      Description: `Top-up for ${billingRoute.name} (${formatMsisdn(product.msisdn)})`,
      AmountCents: input.amountCents,
    };
    await tx.query(
      'UPDATE invoices SET lines = lines || $2::jsonb, amount_cents = $3, tax_cents = $4 WHERE uuid = $1',
      [bill.uuid, JSON.stringify([line]), total, gstComponentCents(total)],
    );
  }
  return {
    Status: 'completed' as const,
    CreditCents: credited.creditCents,
    CurrencyCreditExpiresAtNanos: credited.expiresAtNanos.toString(),
  };
}
