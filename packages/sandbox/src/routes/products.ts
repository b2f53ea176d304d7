import { endpoints } from '@telco-portal/api';
import type { Hono } from 'hono';
import { billingCyclesAt, type CycleDays } from '../billing-cycle.ts';
import { SandboxError } from '../errors.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import {
  creditExpiryNanos,
  loadCatalogue,
  loadCustomer,
  loadProductOfKind,
  loadProducts,
  type ProductExtras,
  productToWire,
  usageKeys,
} from '../rows.ts';
import { dateToNanos } from '../time.ts';
import { runDueAutoTopUps } from './auto-top-up.ts';

/** Longest histogram the sandbox answers (buckets), to keep a bad IntervalNanos from looping forever. */
const MAX_BUCKETS = 400;

/** How long anonymous catalogue answers are reused: SPEC §9 "plan lists 60 s". */
export const CATALOGUE_CACHE_MS = 60_000;

/** Catalogue, mobile products, balances, billing cycles, usage histogram. */
export function productRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;
  const nowNanos = () => dateToNanos(deps.now());

  // The catalogue only changes when the database is seeded, and it is the most read thing (every guard
  // check and plans page): each distinct query is answered from memory for 60 s instead of PGlite.
  const cached = new Map<string, { at: number; value: ReturnType<typeof loadCatalogue> }>();
  const catalogue = (filter: Parameters<typeof loadCatalogue>[1]) => {
    const key = JSON.stringify(filter);
    const at = deps.now().getTime();
    const hit = cached.get(key);
    if (hit && at - hit.at < CATALOGUE_CACHE_MS) return hit.value;
    if (cached.size > 100) cached.clear();
    const value = loadCatalogue(db, filter);
    cached.set(key, { at, value });
    value.catch(() => cached.delete(key));
    return value;
  };

  /**
   * A prepay/payg product with `extras`, after the auto top-ups that came due are made (the provider would
   * have made them before the credit is read): one query when none is due (the product query asks), else the
   * runs and the product read again.
   */
  const prepayProductRead = async (customerUuid: string, productUuid: string, extras: ProductExtras) => {
    const now = nowNanos();
    const read = () =>
      loadProductOfKind(db, customerUuid, productUuid, ['prepay', 'payg'], {
        ...extras,
        autoTopUpDueAt: now,
      });
    const first = await read();
    if (!first.autoTopUpDue) return first;
    await runDueAutoTopUps(db, deps, customerUuid);
    return read();
  };

  // --- catalogue (anonymous) ----------------------------------------------------------------------
  route(app, deps, endpoints.postpayPlans, async ({ spid }) => {
    const { entries } = await catalogue({ productTypes: ['postpaymobile'], spid });
    return { PostpayPlansTab: entries };
  });

  route(app, deps, endpoints.prepayPlans, async ({ spid }) => {
    const { entries } = await catalogue({ productTypes: ['prepaymobileAddon'], spid });
    return { PrepayAddons: entries };
  });

  route(app, deps, endpoints.catalogEntries, async ({ body }) => {
    const { entries, prices } = await catalogue({
      productTypes: [...body.ProductTypeList].sort(),
      limit: body.SearchOptions.PageSize,
    });
    return { Entries: entries, Prices: prices };
  });

  // --- products ----------------------------------------------------------------------------------------
  route(app, deps, endpoints.mobileProducts, async ({ params, auth, spid }) => {
    assertCustomerAccess(auth, params.uuid);
    const products = await loadProducts(db, params.uuid, spid, nowNanos());
    return {
      MobileProducts: products.map((p) => productToWire(p.row, p.addons, p.allowances)),
    };
  });

  route(app, deps, endpoints.prepayProduct, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.customerUuid);
    const { row, addons } = await prepayProductRead(params.customerUuid, params.productUuid, {
      addonsAt: nowNanos(),
    });
    return {
      UUID: row.uuid,
      CustomerUUID: row.customer_uuid,
      MSISDN: row.msisdn,
      Status: row.status,
      BillingReference: row.billing_reference,
      CreditCents: row.credit_cents,
      CurrencyCreditExpiresAtNanos: creditExpiryNanos(row),
      CreatedAtNanos: row.created,
      AddOns: addons,
    };
  });

  route(app, deps, endpoints.postpayProduct, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.customerUuid);
    const { row, addons } = await loadProductOfKind(
      db,
      params.customerUuid,
      params.productUuid,
      ['postpay'],
      {
        addonsAt: nowNanos(),
      },
    );
    return {
      UUID: row.uuid,
      CustomerUUID: row.customer_uuid,
      MSISDN: row.msisdn,
      Status: row.status,
      BillingReference: row.billing_reference,
      ProductCatalogUUID: row.product_catalog_uuid ?? '',
      CreatedAtNanos: row.created,
      Addons: addons,
      BillingCycleDays: row.billing_cycle_days,
    };
  });

  // --- balances ----------------------------------------------------------------------------------------
  route(app, deps, endpoints.prepayBalance, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const { row, allowances } = await prepayProductRead(params.uuid, params.productId, { allowances: true });
    return {
      ...usageKeys(allowances),
      CreditCents: row.credit_cents,
      CurrencyCreditExpiresAtNanos: creditExpiryNanos(row),
    };
  });

  route(app, deps, endpoints.postpayBalance, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const { row, allowances } = await loadProductOfKind(db, body.CustomerUUID, body.UUID, ['postpay'], {
      allowances: true,
    });
    return { Value: row.bill_value_cents, ...usageKeys(allowances) };
  });

  // Billing cycles repeat every billing_cycle_days from the customer's anchor, or each calendar month (SPEC §9).
  route(app, deps, endpoints.customerAccount, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const customer = await loadCustomer(db, params.id);
    const { current, next } = billingCyclesAt(
      customer.billing_cycle_days as CycleDays,
      BigInt(customer.anchor),
      nowNanos(),
    );
    return {
      Balance: customer.balance_cents,
      CurrentBillingCycle: { From: current.from.toString(), Upto: current.upto.toString() },
      NextBillingCycle: { From: next.from.toString(), Upto: next.upto.toString() },
    };
  });

  // Buckets of IntervalNanos from Range.FirstNanos to Range.FinalNanos (every bucket present, 0 when
  // unused). Values: data bytes, voice seconds, messages count (SPEC §9 conversions happen in the portal).
  route(app, deps, endpoints.usageHistogram, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const first = BigInt(body.Range.FirstNanos);
    const final = BigInt(body.Range.FinalNanos);
    // One query: the customer's product (no row: not theirs, 404) with its usage in the range, by the
    // usage table's primary key (issue 8 "Load": was a products query, then a scan comparing uuids as text).
    const { rows } = await db.query<{ day: string | null; amount: string | null }>(
      `SELECT u.day_start_nanos::text AS day, u.amount::text AS amount
         FROM mobile_products p
         LEFT JOIN usage_records u ON u.mobile_product_uuid = p.uuid AND u.usage_type = $3
          AND u.day_start_nanos >= $4::bigint AND u.day_start_nanos < $5::bigint
        WHERE p.customer_uuid = $1 AND p.uuid::text = $2`,
      [
        body.CustomerUUID,
        body.ProductInstanceUUID,
        body.UsageType ?? 'data',
        first.toString(),
        final.toString(),
      ],
    );
    if (rows.length === 0) throw new SandboxError(404, 'not_found', 'product not found');
    const interval = BigInt(body.IntervalNanos);
    if (interval <= 0n || final <= first) {
      throw new SandboxError(400, 'invalid_request', 'Range must be increasing and IntervalNanos positive');
    }
    const count = (final - first + interval - 1n) / interval;
    if (count > BigInt(MAX_BUCKETS)) {
      throw new SandboxError(400, 'invalid_request', `At most ${MAX_BUCKETS} buckets per histogram`);
    }
    const values = new Array<number>(Number(count)).fill(0);
    for (const r of rows) {
      if (r.day === null || r.amount === null) continue;
      const index = Number((BigInt(r.day) - first) / interval);
      values[index] = (values[index] ?? 0) + Number(r.amount);
    }
    return {
      result: {
        Buckets: values.map((value, i) => {
          const start = first + BigInt(i) * interval;
          const end = start + interval > final ? final : start + interval;
          return { StartNanos: start.toString(), EndNanos: end.toString(), Value: value };
        }),
      },
    };
  });
}
