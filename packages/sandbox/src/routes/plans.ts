import type { Transaction } from '@electric-sql/pglite';
import { endpoints, type PlanChange, type ProductAddon } from '@telco-portal/api';
import { formatCents, MIN_CARD_CHARGE_CENTS } from '@telco-portal/core';
import type { Hono } from 'hono';
import type { SandboxDb } from '../db/worker-db.ts';
import { MESSAGES, SandboxError } from '../errors.ts';
import { paymentFaultOf } from '../faults.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadAddons, loadProductOfKind } from '../rows.ts';
import { dateToNanos, daysToNanos, NANOS_PER_MS } from '../time.ts';
import { recordTransaction } from '../transactions.ts';
import {
  type AddonIntent,
  cardError,
  createPaymentIntent,
  defaultCard,
  noCardToCharge,
  savedCardPayment,
} from './payments.ts';

type Db = SandboxDb | Transaction;

/** SPEC §8 texts of the add-on and plan-change refusals (`err_message`; the portal localises by `err_code`). */
export const PLAN_MESSAGES = {
  addonNotFound: 'addon_available_product_not_found',
  planNotFound: 'can not find plan',
  samePlan: 'you already have this plan',
  alreadyOwned: 'You already have this plan or add-on: it cannot be bought again',
  onePerMonth: 'One plan change per month: this plan was already changed in the last month',
  notAllowed: MESSAGES.notAllowed,
  addonNotOnProduct: 'This add-on is not on the product',
  /** SPEC §5 "minimum card charge $1.00". */
  belowCardMinimum: 'minimum card charge $1.00',
  /** SPEC §8 'payment processing error (choose or add another card)': the SPEC §4 changePaymentType refusal. */
  changePaymentType: 'payment processing error (choose or add another card)',
} as const;

/** An available catalogue availability and its entry (SPEC §3 catalogue entry, Availabilities[n]). */
type OfferRow = {
  entry_uuid: string;
  availability_uuid: string;
  name: string;
  product_type: string;
  characteristics: Record<string, string>;
  retail_cents: number;
  available: boolean;
};

async function loadOffer(db: Db, availabilityUuid: string): Promise<OfferRow | undefined> {
  const { rows } = await db.query<OfferRow>(
    `SELECT e.uuid AS entry_uuid, a.uuid AS availability_uuid, e.name, e.product_type, e.characteristics,
            a.retail_cents, a.available
       FROM catalog_availabilities a JOIN catalog_entries e ON e.uuid = a.entry_uuid
      WHERE a.uuid::text = $1`,
    [availabilityUuid],
  );
  return rows[0];
}

/** Days one period of an entry lasts: `ocs.TimePeriodInterval` ("1 day", "30 days"), else 30. */
export function periodDaysOf(characteristics: Record<string, string>): number {
  const match = /^(\d+)\s*day/.exec(characteristics['ocs.TimePeriodInterval'] ?? '');
  const days = match ? Number(match[1]) : 30;
  return days > 0 ? days : 30;
}

const isBasePlan = (o: OfferRow) => o.characteristics.IsBasePlan === 'true';
const isAddon = (o: OfferRow) => o.characteristics.IsAddon === 'true';
/** SPEC §4: auto-renew may be on only if AllowAutoRenew is present and not the text "false". */
const allowsAutoRenew = (characteristics: Record<string, string>) =>
  characteristics.AllowAutoRenew !== undefined && characteristics.AllowAutoRenew !== 'false';

/** Nanoseconds one calendar month after `nanos` (SPEC §9 "plan change date one month ahead"). */
export function oneMonthAfter(nanos: bigint): bigint {
  const ms = Number(nanos / 1_000_000n);
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return BigInt(date.getTime()) * 1_000_000n + (nanos % 1_000_000n);
}

/** Nanoseconds one calendar month before `nanos`. */
function oneMonthBefore(nanos: bigint): bigint {
  const date = new Date(Number(nanos / 1_000_000n));
  date.setUTCMonth(date.getUTCMonth() - 1);
  return BigInt(date.getTime()) * 1_000_000n;
}

async function addonsOf(db: Db, productUuid: string, now: bigint): Promise<ProductAddon[]> {
  return (await loadAddons(db, [productUuid], now)).get(productUuid) ?? [];
}

async function insertAddon(
  tx: Db,
  productUuid: string,
  offer: OfferRow,
  base: boolean,
  autoRenew: boolean,
  startNanos: bigint,
): Promise<string> {
  const uuid = crypto.randomUUID();
  const days = periodDaysOf(offer.characteristics);
  await tx.query(
    `INSERT INTO product_addons (uuid, mobile_product_uuid, catalog_entry_uuid, availability_uuid, name, is_base_plan,
       created_at_nanos, expires_at_nanos, period_days, allow_auto_renew, end_after_cycle_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0)`,
    [
      uuid,
      productUuid,
      offer.entry_uuid,
      offer.availability_uuid,
      offer.name,
      base,
      startNanos.toString(),
      (startNanos + daysToNanos(days)).toString(),
      days,
      autoRenew && allowsAutoRenew(offer.characteristics),
    ],
  );
  return uuid;
}

type PlanChangeRow = {
  uuid: string;
  mobile_product_uuid: string;
  old_addon_uuid: string;
  new_entry_uuid: string;
  new_availability_uuid: string;
  new_plan_name: string;
  new_auto_renew: boolean;
  status: 'scheduled' | 'completed';
  requested: string;
  effective: string;
};

const changeToWire = (r: PlanChangeRow): PlanChange => ({
  UUID: r.uuid,
  MobileUUID: r.mobile_product_uuid,
  OldAddonUUID: r.old_addon_uuid,
  NewCatalogEntryUUID: r.new_entry_uuid,
  NewAvailabilityUUID: r.new_availability_uuid,
  NewPlanName: r.new_plan_name,
  Status: r.status,
  RequestedAtNanos: r.requested,
  EffectiveAtNanos: r.effective,
});

const CHANGE_COLUMNS = `uuid, mobile_product_uuid, old_addon_uuid, new_entry_uuid, new_availability_uuid, new_plan_name,
  new_auto_renew, status, requested_at_nanos::text AS requested, effective_at_nanos::text AS effective`;

/** Swaps the base plan: the old one ends at `at`, the new one starts then. */
async function swapBasePlan(tx: Db, change: PlanChangeRow, at: bigint): Promise<void> {
  await tx.query(
    'UPDATE product_addons SET expires_at_nanos = LEAST(expires_at_nanos, $2::bigint) WHERE uuid::text = $1',
    [change.old_addon_uuid, at.toString()],
  );
  const offer = await loadOffer(tx, change.new_availability_uuid);
  if (offer) await insertAddon(tx, change.mobile_product_uuid, offer, true, change.new_auto_renew, at);
  await tx.query('UPDATE mobile_products SET product_catalog_uuid = $2 WHERE uuid = $1 AND $3::boolean', [
    change.mobile_product_uuid,
    change.new_entry_uuid,
    offer?.product_type === 'postpaymobile',
  ]);
  await tx.query(`UPDATE plan_changes SET status = 'completed' WHERE uuid = $1`, [change.uuid]);
}

/** Completes the product's scheduled plan changes whose date has come (the provider does this at the cycle). */
async function applyDueChanges(db: SandboxDb, productUuid: string, now: bigint): Promise<void> {
  const { rows } = await db.query<PlanChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM plan_changes
      WHERE mobile_product_uuid = $1 AND status = 'scheduled' AND effective_at_nanos <= $2::bigint`,
    [productUuid, now.toString()],
  );
  for (const change of rows) {
    await db.transaction((tx) => swapBasePlan(tx, change, BigInt(change.effective)));
  }
}

/**
 * Puts a bought add-on (or base plan, when `addon.basePlan` and the offer is one: it replaces the running base plan)
 * on the product and writes its `addon_purchases` row; the one place a prepay purchase lands, from credit at once or
 * from the card when its payment intent succeeds. Resolves the new add-on's uuid.
 */
async function putAddonOn(
  tx: Db,
  input: {
    customerUuid: string;
    productUuid: string;
    offer: OfferRow;
    addon: AddonIntent;
    paidWith: 'card' | 'credit';
    cardUuid: string | null;
    now: bigint;
  },
): Promise<string> {
  const { offer, now } = input;
  const base = isBasePlan(offer) && input.addon.basePlan;
  if (base) {
    // A new base plan replaces the running one.
    await tx.query(
      `UPDATE product_addons SET expires_at_nanos = $2 WHERE mobile_product_uuid = $1 AND is_base_plan
         AND expires_at_nanos > $2::bigint`,
      [input.productUuid, now.toString()],
    );
  }
  const addonUuid = await insertAddon(tx, input.productUuid, offer, base, input.addon.subscribe, now);
  await tx.query(
    `INSERT INTO addon_purchases (uuid, customer_uuid, mobile_product_uuid, addon_uuid, catalog_entry_uuid,
       amount_cents, paid_with, payment_method_uuid, created_at_nanos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      crypto.randomUUID(),
      input.customerUuid,
      input.productUuid,
      addonUuid,
      offer.entry_uuid,
      offer.retail_cents,
      input.paidWith,
      input.cardUuid,
      now.toString(),
    ],
  );
  return addonUuid;
}

/**
 * The money of a card add-on purchase moved (payments.ts `applyPayment`, in its transaction): puts the add-on on the
 * product, writes its purchase row and the payments history's row (kind 'addon', minus `amountCents`).
 * @throws SandboxError 409 'plan_already_owned' when the add-on was put on the product meanwhile (another purchase),
 * 404 'addon_available_product_not_found' when the availability is gone, 404 for a product no longer the customer's:
 * the transaction rolls back, nothing is charged.
 */
export async function applyAddonPayment(
  tx: Db,
  input: {
    customerUuid: string;
    productUuid: string;
    paymentMethodUuid: string;
    amountCents: number;
    addon: AddonIntent;
    nowNanos: bigint;
  },
): Promise<void> {
  const now = input.nowNanos;
  const product = await loadProductOfKind(tx, input.customerUuid, input.productUuid, ['prepay', 'payg']);
  const offer = await loadOffer(tx, input.addon.availabilityUuid);
  if (!offer) throw new SandboxError(404, 'addon_available_product_not_found', PLAN_MESSAGES.addonNotFound);
  if ((await addonsOf(tx, product.uuid, now)).some((a) => a.ProductCatalogEntryUUID === offer.entry_uuid)) {
    throw new SandboxError(409, 'plan_already_owned', PLAN_MESSAGES.alreadyOwned);
  }
  await putAddonOn(tx, {
    customerUuid: input.customerUuid,
    productUuid: product.uuid,
    offer,
    addon: input.addon,
    paidWith: 'card',
    cardUuid: input.paymentMethodUuid,
    now,
  });
  await recordTransaction(tx, {
    customerUuid: input.customerUuid,
    productUuid: product.uuid,
    kind: 'addon',
    amountCents: -input.amountCents,
    description: `${offer.name} (card)`,
    createdAtNanos: now,
  });
}

/**
 * Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; SPEC §4, §5, §9): buy a prepay
 * add-on (from credit at once; with the default card through a payment intent — SPEC §4 pending_payment +
 * ClientSecret, the add-on lands when the card provider confirms it) or a postpay one (on the bill), remove
 * one, toggle auto-renew, change the base plan now or at the next billing date, and read a product's plan
 * changes. Money-moving POSTs need an Idempotency-Key (contract `idempotency: 'required'`): a retry replays the
 * first answer, charged once.
 */
export function planRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;
  const nowNanos = () => dateToNanos(deps.now());

  /** The offer a purchase names, refused (SPEC §5) when it is not an available add-on or plan. */
  const purchasable = async (tx: Db, availabilityUuid: string, types: string[]) => {
    const offer = await loadOffer(tx, availabilityUuid);
    if (!offer?.available || !types.includes(offer.product_type) || !(isAddon(offer) || isBasePlan(offer))) {
      throw new SandboxError(404, 'addon_available_product_not_found', PLAN_MESSAGES.addonNotFound);
    }
    return offer;
  };
  const refuseOwned = (addons: ProductAddon[], offer: OfferRow) => {
    if (addons.some((a) => a.ProductCatalogEntryUUID === offer.entry_uuid)) {
      throw new SandboxError(409, 'plan_already_owned', PLAN_MESSAGES.alreadyOwned);
    }
  };

  route(app, deps, endpoints.buyPrepayAddon, async ({ c, params, body, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const now = nowNanos();
    return db.transaction(async (tx) => {
      const product = await loadProductOfKind(tx, params.uuid, params.productUuid, ['prepay', 'payg']);
      const offer = await purchasable(tx, params.availabilityUuid, ['prepaymobileAddon']);
      const addons = await addonsOf(tx, product.uuid, now);
      refuseOwned(addons, offer);
      const price = offer.retail_cents;
      const addon = {
        availabilityUuid: offer.availability_uuid,
        subscribe: body.Subscribe,
        basePlan: body.isBasePlan,
      };
      // From the credit: a pay-as-you-go purchase, or a free plan (nothing to pay: no card payment, recorded as
      // taking 0 from the credit).
      if (body.PAYG || price === 0) {
        if (price > 0) {
          // SPEC §8 "not enough balance / insufficient funds (top up $X more)".
          if (product.credit_cents < price) {
            throw new SandboxError(
              402,
              'not_enough_balance',
              `not enough balance: top up ${formatCents(price - product.credit_cents)} more`,
            );
          }
          await tx.query('UPDATE mobile_products SET credit_cents = credit_cents - $2 WHERE uuid = $1', [
            product.uuid,
            price,
          ]);
        }
        await putAddonOn(tx, {
          customerUuid: params.uuid,
          productUuid: product.uuid,
          offer,
          addon,
          paidWith: 'credit',
          cardUuid: null,
          now,
        });
        return {
          Status: 'completed' as const,
          ChargedCents: price,
          AddOns: await addonsOf(tx, product.uuid, now),
        };
      }
      if (price < MIN_CARD_CHARGE_CENTS) {
        throw new SandboxError(400, 'invalid_amount', PLAN_MESSAGES.belowCardMinimum);
      }
      const card = await defaultCard(tx, params.uuid);
      if (!card) throw noCardToCharge();
      // An expired default card is refused before any payment exists; a card its bank declines (4000 0000 0000
      // 0341) or that asks for 3-D Secure (4000 0027 6000 3184) does so when the payment is confirmed, as a top-up.
      const payment = await savedCardPayment(tx, card.UUID, Number(now / NANOS_PER_MS));
      if (payment?.expired) throw cardError('expired_card');
      const fault = paymentFaultOf(c);
      // Sandbox fault `payment=pending`: the provider has not made the intent yet (SPEC §4: the client asks again).
      if (fault === 'pending') {
        return { Status: 'pending_payment' as const, ChargedCents: 0, AddOns: addons };
      }
      const clientSecret = await createPaymentIntent(tx, deps, {
        customerUuid: params.uuid,
        cardUuid: card.UUID,
        amountCents: price,
        purpose: 'addon',
        productUuid: product.uuid,
        addon,
      });
      // Sandbox fault `payment=changePaymentType`: SPEC §4 "A payment needing a different payment type is rejected
      // with reason changePaymentType plus card token, client secret, amount and last 4 digits". No test card makes
      // a saved card need another payment type, so only this fault produces it.
      if (fault === 'changePaymentType') {
        throw new SandboxError(402, 'changePaymentType', PLAN_MESSAGES.changePaymentType).with({
          ClientSecret: clientSecret,
          Token: card.Token,
          AmountCents: price,
          CardLast4: card.CardLast4,
        });
      }
      return {
        Status: 'pending_payment' as const,
        ClientSecret: clientSecret,
        ChargedCents: 0,
        AddOns: addons,
      };
    });
  });

  route(app, deps, endpoints.removePrepayAddon, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const now = nowNanos();
    return db.transaction(async (tx) => {
      const product = await loadProductOfKind(tx, params.uuid, params.productUuid, ['prepay', 'payg']);
      const addon = (await addonsOf(tx, product.uuid, now)).find((a) => a.UUID === params.addonUuid);
      if (!addon) throw new SandboxError(404, 'addon_not_found', PLAN_MESSAGES.addonNotOnProduct);
      if (addon.IsBasePlan) throw new SandboxError(409, 'not_allowed', PLAN_MESSAGES.notAllowed);
      await tx.query('UPDATE product_addons SET expires_at_nanos = $2 WHERE uuid = $1', [
        addon.UUID,
        now.toString(),
      ]);
      return { AddOns: await addonsOf(tx, product.uuid, now) };
    });
  });

  route(app, deps, endpoints.buyPostpayAddon, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const now = nowNanos();
    return db.transaction(async (tx) => {
      const product = await loadProductOfKind(tx, body.CustomerUUID, body.ProductInstanceUUID, ['postpay']);
      const offer = await purchasable(tx, body.AddonAvailabilityUUID, ['postpaymobileAddon']);
      if (offer.entry_uuid !== body.AddonCatalogEntryUUID) {
        throw new SandboxError(404, 'addon_available_product_not_found', PLAN_MESSAGES.addonNotFound);
      }
      refuseOwned(await addonsOf(tx, product.uuid, now), offer);
      const addonUuid = await insertAddon(tx, product.uuid, offer, false, body.Subscribe, now);
      // Postpay: the add-on goes on the current bill.
      await tx.query('UPDATE mobile_products SET bill_value_cents = bill_value_cents + $2 WHERE uuid = $1', [
        product.uuid,
        offer.retail_cents,
      ]);
      await tx.query(
        `INSERT INTO addon_purchases (uuid, customer_uuid, mobile_product_uuid, addon_uuid, catalog_entry_uuid,
           amount_cents, paid_with, created_at_nanos)
         VALUES ($1, $2, $3, $4, $5, $6, 'bill', $7)`,
        [
          crypto.randomUUID(),
          body.CustomerUUID,
          product.uuid,
          addonUuid,
          offer.entry_uuid,
          offer.retail_cents,
          now.toString(),
        ],
      );
      return {
        Status: 'completed' as const,
        ChargedCents: offer.retail_cents,
        AddOns: await addonsOf(tx, product.uuid, now),
      };
    });
  });

  route(app, deps, endpoints.changeAddonAutoRenew, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const now = nowNanos();
    return db.transaction(async (tx) => {
      const product = await loadProductOfKind(tx, body.CustomerUUID, body.MobileUUID, [
        'prepay',
        'payg',
        'postpay',
      ]);
      const addon = (await addonsOf(tx, product.uuid, now)).find((a) => a.UUID === body.MobileAddonUUID);
      if (!addon) throw new SandboxError(404, 'addon_not_found', PLAN_MESSAGES.addonNotOnProduct);
      const offer = await loadOffer(tx, addon.ProductAvailabilityUUID);
      if (body.AutoRenew && !(offer && allowsAutoRenew(offer.characteristics))) {
        throw new SandboxError(409, 'not_allowed', PLAN_MESSAGES.notAllowed);
      }
      await tx.query('UPDATE product_addons SET allow_auto_renew = $2 WHERE uuid = $1', [
        addon.UUID,
        body.AutoRenew,
      ]);
      return { AddOns: await addonsOf(tx, product.uuid, now) };
    });
  });

  route(app, deps, endpoints.changePlan, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const now = nowNanos();
    await applyDueChanges(db, body.MobileUUID, now);
    return db.transaction(async (tx) => {
      const product = await loadProductOfKind(tx, body.CustomerUUID, body.MobileUUID, [
        'prepay',
        'payg',
        'postpay',
      ]);
      const addons = await addonsOf(tx, product.uuid, now);
      const old = addons.find((a) => a.UUID === body.OldAddonUUID && a.IsBasePlan);
      const offer = await loadOffer(tx, body.NewAddonAvailabilityUUID);
      // SPEC §5: a plan that is not found (or not a base plan of this product's kind) is 'can not find plan'.
      const kind = product.billing_reference.startsWith('postpay') ? 'postpaymobile' : 'prepaymobileAddon';
      if (!old || !offer?.available || !isBasePlan(offer) || offer.product_type !== kind) {
        throw new SandboxError(404, 'plan_not_found', PLAN_MESSAGES.planNotFound);
      }
      if (old.ProductCatalogEntryUUID === offer.entry_uuid) {
        throw new SandboxError(409, 'same_plan', PLAN_MESSAGES.samePlan);
      }
      // SPEC §5, §9: one plan change per month (scheduled or done).
      const recent = await tx.query(
        `SELECT 1 FROM plan_changes WHERE mobile_product_uuid = $1
           AND (status = 'scheduled' OR requested_at_nanos > $2::bigint)`,
        [product.uuid, oneMonthBefore(now).toString()],
      );
      if (recent.rows.length > 0) throw new SandboxError(409, 'plan_change_limit', PLAN_MESSAGES.onePerMonth);
      const effective = body.ChangeNow ? now : oneMonthAfter(now);
      const { rows } = await tx.query<PlanChangeRow>(
        `INSERT INTO plan_changes (uuid, mobile_product_uuid, old_addon_uuid, new_entry_uuid, new_availability_uuid,
           new_plan_name, new_auto_renew, status, requested_at_nanos, effective_at_nanos)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'scheduled', $8, $9) RETURNING ${CHANGE_COLUMNS}`,
        [
          crypto.randomUUID(),
          product.uuid,
          old.UUID,
          offer.entry_uuid,
          offer.availability_uuid,
          offer.name,
          body.NewAddonAutoRenew,
          now.toString(),
          effective.toString(),
        ],
      );
      let change = rows[0]!;
      if (body.ChangeNow) {
        await swapBasePlan(tx, change, now);
        change = { ...change, status: 'completed' };
      }
      return { PlanChange: changeToWire(change), AddOns: await addonsOf(tx, product.uuid, now) };
    });
  });

  route(app, deps, endpoints.planChanges, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const now = nowNanos();
    const product = await loadProductOfKind(db, params.uuid, params.productUuid, [
      'prepay',
      'payg',
      'postpay',
    ]);
    await applyDueChanges(db, product.uuid, now);
    const { rows } = await db.query<PlanChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM plan_changes
        WHERE mobile_product_uuid = $1 AND (status = 'scheduled' OR effective_at_nanos > $2::bigint)
        ORDER BY requested_at_nanos DESC`,
      [product.uuid, oneMonthBefore(now).toString()],
    );
    return { PlanChanges: rows.map(changeToWire) };
  });
}
