import { endpoints, type LedgerTransaction } from '@telco-portal/api';
import type { Hono } from 'hono';
import { billingCyclesAt, type CycleDays, cycleFromWire, cycleToWire } from '../billing-cycle.ts';
import { MESSAGES, SandboxError } from '../errors.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadCustomer } from '../rows.ts';
import { dateToNanos } from '../time.ts';
import { runDueAutoTopUps } from './auto-top-up.ts';

type TransactionRow = {
  uuid: string;
  kind: LedgerTransaction['Kind'];
  amount_cents: number;
  description: string;
  created: string;
  product: string | null;
};

/**
 * The money ledger and the bill cycle (SPEC §3, §5, §7, §9; issue 10):
 * - GET /customer/:id/transactions: the `transactions` rows (migration 008), newest first;
 * - GET /customers/:id/billing-cycle: `customers.billing_cycle_days` as `{ Type, Value }`;
 * - POST /customers/:id/billing-cycle: changes it when the brand allows (`deps.allowBillingCycleChange`, the
 *   brand's features.billingCycle), else 403 'not_allowed' ('not allowed', SPEC §5, §8). Only a customer with an
 *   active postpay product has a bill cycle to change (404 'no_postpay_product', SPEC §8). The current cycle
 *   keeps its start and takes the new length (GET /customer/:id/account shows it at once).
 */
export function ledgerRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.transactions, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    // The ledger shows the auto top-ups that came due (made here, lazily).
    await runDueAutoTopUps(db, deps, params.id);
    const { rows } = await db.query<TransactionRow>(
      `SELECT uuid, kind, amount_cents, description, created_at_nanos::text AS created,
              mobile_product_uuid::text AS product
         FROM transactions WHERE customer_uuid = $1 ORDER BY created_at_nanos DESC, uuid DESC`,
      [params.id],
    );
    return {
      Transactions: rows.map((r) => ({
        UUID: r.uuid,
        Kind: r.kind,
        AmountCents: r.amount_cents,
        Description: r.description,
        CreatedAtNanos: r.created,
        ProductInstanceUUID: r.product,
      })),
    };
  });

  route(app, deps, endpoints.billingCycle, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const customer = await loadCustomer(db, params.id);
    return { BillingCycle: cycleToWire(customer.billing_cycle_days) };
  });

  route(app, deps, endpoints.setBillingCycle, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.id);
    if (!deps.allowBillingCycleChange) throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mobile_products
          WHERE customer_uuid = $1 AND status = 4 AND billing_reference LIKE 'postpay%'`,
        [params.id],
      );
      if (!rows[0]?.n) throw new SandboxError(404, 'no_postpay_product', MESSAGES.youDontHavePostpay);
      const customer = await loadCustomer(tx, params.id);
      const now = dateToNanos(deps.now());
      const { current } = billingCyclesAt(
        customer.billing_cycle_days as CycleDays,
        BigInt(customer.anchor),
        now,
      );
      const days = cycleFromWire(body.BillingCycle);
      await tx.query(
        'UPDATE customers SET billing_cycle_days = $2, billing_anchor_nanos = $3 WHERE uuid = $1',
        [params.id, days, current.from.toString()],
      );
      return { BillingCycle: cycleToWire(days) };
    });
  });
}
