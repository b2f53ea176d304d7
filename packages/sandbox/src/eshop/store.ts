/**
 * Carts and orders of the sandbox e-shop (issue 11; SPEC §3 cart, cart item, plan line, order; §4 cart rules and
 * order statuses; §5 cart rules; §7 "E-shop"). Prices always come from the catalogue (the SIM catalogue of
 * ./sims.ts and the plan catalogue's availabilities), never from the request. Cents (GST inclusive) and
 * nanoseconds throughout.
 */

import type { Transaction } from '@electric-sql/pglite';
import type {
  Cart,
  CartItem,
  CartV1,
  CheckoutAddress,
  cartItemInputSchema,
  cartV1ItemInputSchema,
  Order,
  PlanLine,
} from '@telco-portal/api';
import {
  applyCartV1Change,
  type CartV1Line,
  ESHOP_MESSAGES,
  esimStatusAt,
  gstComponentCents,
  lpaActivationCode,
  orderStatusAt,
  SIM_COLOUR_THEMES,
} from '@telco-portal/core';
import type * as z from 'zod';
import type { SandboxDb } from '../db/worker-db.ts';
import { SandboxError } from '../errors.ts';
import { seedPlan } from '../seed/catalogue.ts';
import { allowancesOf } from '../seed/seed.ts';
import { daysToNanos } from '../time.ts';
import { findSim, SANDBOX_SMDP_HOST } from './sims.ts';

type Db = SandboxDb | Transaction;
type CartItemInput = z.output<typeof cartItemInputSchema>;
type CartV1ItemInput = z.output<typeof cartV1ItemInputSchema>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unknownSim = () => new SandboxError(400, 'unknown_sim_type', ESHOP_MESSAGES.unknownSimType);
export const planNotSpecified = () =>
  new SandboxError(400, 'plan_not_specified', ESHOP_MESSAGES.planNotSpecified);
export const cartNotFound = () => new SandboxError(404, 'cart_not_found', 'cart is not found');
export const noOrderItem = () => new SandboxError(404, 'no_order_item', ESHOP_MESSAGES.noOrderItem);

type PlanRow = {
  availability_uuid: string;
  entry_uuid: string;
  name: string;
  retail_name: string;
  retail_description: string;
  retail_cents: number;
  product_type: string;
  characteristics: Record<string, string>;
};

/**
 * The plan line of an available base plan's availability (SPEC §5 "setting a plan needs a plan with
 * availabilities"): prepay/payg base plans (IsBasePlan) and postpay plans of SPID `spid`.
 * @throws SandboxError 400 'Plan not specified' otherwise.
 */
async function planLine(
  db: Db,
  spid: number,
  input:
    | NonNullable<CartItemInput['Products']>[number]
    | { Attributes: { MobileProductAvailabilityUUID: string } },
): Promise<PlanLine> {
  const availability = input.Attributes.MobileProductAvailabilityUUID;
  if (!UUID_RE.test(availability)) throw planNotSpecified();
  const { rows } = await db.query<PlanRow>(
    `SELECT a.uuid AS availability_uuid, e.uuid AS entry_uuid, e.name, a.retail_name, a.retail_description,
            a.retail_cents, e.product_type, e.characteristics
       FROM catalog_availabilities a JOIN catalog_entries e ON e.uuid = a.entry_uuid
      WHERE a.uuid = $1 AND a.available AND e.spid = $2`,
    [availability, spid],
  );
  const plan = rows[0];
  const base = plan && (plan.product_type === 'postpaymobile' || plan.characteristics.IsBasePlan === 'true');
  if (!plan || !base) throw planNotSpecified();
  const billing =
    plan.product_type === 'postpaymobile'
      ? 'postpay'
      : plan.characteristics.IsPAYG === 'true'
        ? 'payg'
        : 'prepay';
  const attributes = 'AutoRenew' in input.Attributes ? input.Attributes : undefined;
  return {
    UUID: ('UUID' in input && input.UUID) || crypto.randomUUID(),
    Name: plan.retail_name || plan.name,
    Description: plan.retail_description,
    PriceCents: plan.retail_cents,
    PriceCatalogCents: plan.retail_cents,
    Type: 'TYPE_VIRTUAL',
    VirtualType: 'VT_PLAN',
    Attributes: {
      BillingReference: billing,
      MobileProductAvailabilityUUID: plan.availability_uuid,
      MobileProductCatalogUUID: plan.entry_uuid,
      AutoRenew: attributes?.AutoRenew ?? true,
      DiscountUUID: attributes?.DiscountUUID ?? '',
    },
  };
}

/**
 * @throws SandboxError 400 'invalid_request' when `attributes.Colour` (a SIM's, cart v2 Attributes or v1
 * Specifications) is not one of the SIM colour themes (SPEC §3).
 */
function assertColour(attributes: Readonly<Record<string, string>> | undefined): void {
  const colour = attributes?.Colour;
  if (colour !== undefined && !(SIM_COLOUR_THEMES as readonly string[]).includes(colour)) {
    throw new SandboxError(400, 'invalid_request', `Colour must be one of ${SIM_COLOUR_THEMES.join(', ')}`);
  }
}

/**
 * Prices cart v2 items from the catalogues (SPEC §3 cart item).
 * @throws SandboxError 400 'Unknown SIM type' (ItemUUID not a SIM item), 'Plan not specified' (plan line not an
 * available base plan), 'invalid_request' (a Colour attribute that is not a SIM colour theme).
 */
export async function priceItemsV2(db: Db, spid: number, items: CartItemInput[]): Promise<CartItem[]> {
  const out: CartItem[] = [];
  for (const item of items) {
    const sim = findSim(spid, item.ItemUUID);
    if (!sim) throw unknownSim();
    assertColour(item.Attributes);
    const products = [];
    for (const p of item.Products ?? []) products.push(await planLine(db, spid, p));
    out.push({
      UUID: item.UUID ?? crypto.randomUUID(),
      ItemUUID: sim.UUID,
      PriceCents: sim.PriceCents,
      Quantity: item.Quantity,
      SPID: spid,
      ProductAvailabilityUUID: products[0]?.Attributes.MobileProductAvailabilityUUID ?? '',
      ProductCatalogUUID: products[0]?.Attributes.MobileProductCatalogUUID ?? '',
      Name: sim.Name,
      Description: sim.Description,
      Type: sim.Type,
      VirtualType: sim.VirtualType,
      SelfManaged: false,
      Attributes: item.Attributes ?? {},
      Products: products,
    });
  }
  return out;
}

type CartV1Item = CartV1['Items'][number];

/**
 * Prices an older cart (v1): lines of quantity 0 are removed with their paired lines (core applyCartV1Change,
 * SPEC §4); sim/esim lines must name the matching SIM item, plan lines an available base plan paired with a SIM
 * line of the list.
 * @throws SandboxError 400 'Unknown SIM type' (unknown item, a 'mobile' line: no handsets here),
 * 'Plan not specified' (plan not an available base plan, or not paired with a SIM line of the cart).
 */
export async function priceItemsV1(db: Db, spid: number, input: CartV1ItemInput[]): Promise<CartV1Item[]> {
  let lines: Array<CartV1Line & { item: CartV1ItemInput }> = input.map((i) => ({
    uuid: i.UUID,
    type: i.Type,
    quantity: i.Quantity,
    pairedWith: i.PairedWith ?? null,
    item: i,
  }));
  for (const l of [...lines]) {
    if (l.quantity <= 0) lines = applyCartV1Change(lines, { kind: 'setQuantity', uuid: l.uuid, quantity: 0 });
  }
  const out: CartV1Item[] = [];
  for (const l of lines) {
    if (l.type === 'plan') {
      const sim = lines.find((s) => s.uuid === l.pairedWith && (s.type === 'sim' || s.type === 'esim'));
      if (!sim) throw planNotSpecified();
      const specifications = l.item.Specifications ?? {};
      const plan = await planLine(db, spid, {
        UUID: l.uuid,
        Attributes: {
          MobileProductAvailabilityUUID: l.item.ItemUUID,
          AutoRenew: specifications.AutoRenew !== 'false',
          ...(specifications.DiscountUUID ? { DiscountUUID: specifications.DiscountUUID } : {}),
        },
      });
      out.push({
        UUID: l.uuid,
        ItemUUID: plan.Attributes.MobileProductAvailabilityUUID,
        Type: 'plan',
        Name: plan.Name,
        Description: plan.Description,
        PriceCents: plan.PriceCents,
        Quantity: 1,
        PairedWith: sim.uuid,
        Specifications: {
          ...specifications,
          AutoRenew: String(plan.Attributes.AutoRenew),
        },
        Product: plan,
        Quantifiable: false,
        Removable: true,
      });
      continue;
    }
    const sim = l.type === 'mobile' ? undefined : findSim(spid, l.item.ItemUUID);
    if (!sim || sim.IsEsim !== (l.type === 'esim')) throw unknownSim();
    assertColour(l.item.Specifications);
    out.push({
      UUID: l.uuid,
      ItemUUID: sim.UUID,
      Type: l.type,
      Name: sim.Name,
      Description: sim.Description,
      PriceCents: sim.PriceCents,
      Quantity: l.quantity,
      PairedWith: null,
      Specifications: l.item.Specifications ?? {},
      Product: null,
      Quantifiable: !sim.IsEsim,
      Removable: true,
    });
  }
  return out;
}

/** Total of cart v2 items, cents: each SIM and its plan line times the quantity. */
export const totalV2 = (items: CartItem[]) =>
  items.reduce((sum, i) => sum + (i.PriceCents + (i.Products[0]?.PriceCents ?? 0)) * i.Quantity, 0);
const totalV1 = (items: CartV1Item[]) => items.reduce((sum, i) => sum + i.PriceCents * i.Quantity, 0);

export type CartRow = {
  uuid: string;
  number: string;
  version: number;
  spid: number;
  customer_uuid: string | null;
  items: unknown[];
  updated: string;
  ordered_at_nanos: string | null;
};
const CART_COLUMNS =
  'uuid, number, version, spid, customer_uuid, items, updated_at_nanos::text AS updated, ordered_at_nanos::text';

export function cartV2ToWire(row: CartRow): Cart {
  const items = row.items as CartItem[];
  const amount = totalV2(items);
  return {
    UUID: row.uuid,
    Number: row.number,
    CustomerUUID: row.customer_uuid ?? '',
    SPID: row.spid,
    Items: items,
    AmountCents: amount,
    AmountTaxCents: gstComponentCents(amount),
    UpdatedAtNanos: row.updated,
  };
}
export function cartV1ToWire(row: CartRow): CartV1 {
  // Lines saved by a sandbox from before v1 lines carried Specifications, Product and Description (.sandbox/).
  const items = (
    row.items as Array<Partial<CartV1Item> & Omit<CartV1Item, 'Specifications' | 'Product' | 'Description'>>
  ).map((i) => ({
    ...i,
    Description: i.Description ?? '',
    Specifications: i.Specifications ?? {},
    Product: i.Product ?? null,
  }));
  const amount = totalV1(items);
  return {
    UUID: row.uuid,
    Number: row.number,
    CustomerUUID: row.customer_uuid ?? '',
    SPID: row.spid,
    Items: items,
    AmountCents: amount,
    AmountTaxCents: gstComponentCents(amount),
    UpdatedAtNanos: row.updated,
  };
}

/** An open (not ordered) cart of `version` by UUID, or undefined. `lock`: FOR UPDATE (in a transaction). */
export async function loadOpenCart(db: Db, uuid: string, version: 1 | 2, lock = false) {
  if (!UUID_RE.test(uuid)) return undefined;
  const { rows } = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM eshop_carts WHERE uuid = $1 AND version = $2 AND ordered_at_nanos IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [uuid, version],
  );
  return rows[0];
}

/** The customer's latest open cart of `version`, or undefined. */
export async function loadCustomerCart(db: Db, customerUuid: string, version: 1 | 2) {
  const { rows } = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM eshop_carts WHERE customer_uuid = $1 AND version = $2 AND ordered_at_nanos IS NULL
      ORDER BY updated_at_nanos DESC LIMIT 1`,
    [customerUuid, version],
  );
  return rows[0];
}

/**
 * Saves a cart, whole item list (SPEC §4 "changing the SIM list saves the whole list"): a new one when `uuid` is
 * absent, else the open cart `uuid`. `customerUuid` null: a guest's cart — an owned cart is 403. A customer: their
 * own cart, or a guest's cart, which they claim (SPEC §4: the guest's cart survives sign-in); another customer's
 * is 403.
 * @throws SandboxError 404 'cart_not_found' (unknown or already ordered), 403 'not allowed'.
 */
export async function saveCart(
  db: SandboxDb,
  input: {
    uuid?: string | undefined;
    version: 1 | 2;
    spid: number;
    customerUuid: string | null;
    items: unknown[];
    now: bigint;
  },
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    if (input.uuid) {
      const cart = await loadOpenCart(tx, input.uuid, input.version, true);
      if (!cart) throw cartNotFound();
      if (cart.customer_uuid !== null && cart.customer_uuid !== input.customerUuid) {
        throw new SandboxError(403, 'not_allowed', 'not allowed');
      }
      const { rows } = await tx.query<CartRow>(
        `UPDATE eshop_carts SET items = $2, customer_uuid = $3, updated_at_nanos = $4 WHERE uuid = $1
         RETURNING ${CART_COLUMNS}`,
        [cart.uuid, JSON.stringify(input.items), input.customerUuid, input.now.toString()],
      );
      return rows[0]!;
    }
    const { rows } = await tx.query<CartRow>(
      `INSERT INTO eshop_carts (uuid, number, version, spid, customer_uuid, items, created_at_nanos, updated_at_nanos)
       VALUES ($1, 'CART-' || nextval('eshop_numbers'), $2, $3, $4, $5, $6, $6) RETURNING ${CART_COLUMNS}`,
      [
        crypto.randomUUID(),
        input.version,
        input.spid,
        input.customerUuid,
        JSON.stringify(input.items),
        input.now.toString(),
      ],
    );
    return rows[0]!;
  });
}

// --- Orders ---------------------------------------------------------------------------------------------

type StoredOrderItem = CartItem & { Line: Order['OrderItems'][number]['Line'] };
export type OrderRow = {
  uuid: string;
  number: string;
  spid: number;
  customer_uuid: string;
  cart_uuid: string;
  version: number;
  status: Order['Status'];
  items: StoredOrderItem[];
  address: CheckoutAddress | null;
  amount_cents: number;
  tax_cents: number;
  physical_sim_count: number;
  created: string;
  paid: string | null;
};
export const ORDER_COLUMNS = `uuid, number, spid, customer_uuid, cart_uuid, version, status, items, address, amount_cents,
  tax_cents, physical_sim_count, created_at_nanos::text AS created, paid_at_nanos::text AS paid`;

const nanosToMs = (n: string) => Number(BigInt(n) / 1_000_000n);

/** The order as answered at `nowMs`: its status moved on with the clock (core orderStatusAt), eSIM states too. */
export function orderToWire(row: OrderRow, nowMs: number): Order {
  const paidAtMs = row.paid === null ? null : nanosToMs(row.paid);
  return {
    UUID: row.uuid,
    OrderNumber: row.number,
    CustomerUUID: row.customer_uuid,
    CartUUID: row.cart_uuid,
    SPID: row.spid,
    Status: orderStatusAt({ status: row.status, paidAtMs, physicalSimCount: row.physical_sim_count }, nowMs),
    OrderItems: row.items.map((i) => ({
      ...i,
      Line:
        i.Line && paidAtMs !== null
          ? { ...i.Line, EsimStatus: i.Line.ActivationCode ? esimStatusAt(paidAtMs, nowMs) : null }
          : i.Line,
    })),
    Address: row.address,
    AmountCents: row.amount_cents,
    AmountTaxCents: row.tax_cents,
    CreatedAtNanos: row.created,
    PaidAtNanos: row.paid,
  };
}

/** The customer's order `number`, or 404 'No Order Item' (SPEC §8). */
export async function loadOrder(db: Db, customerUuid: string, number: string): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM eshop_orders WHERE customer_uuid = $1 AND number = $2 AND status <> 'CANCELED'`,
    [customerUuid, number],
  );
  if (!rows[0]) throw noOrderItem();
  return rows[0];
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Luhn check digit of `body` (ICCIDs end with one, ITU-T E.118). */
function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A new NZ mobile number not yet in use: 02x (021, 022, 027) in E.164 digits without the plus ('6421…'). */
async function newMsisdn(tx: Db): Promise<string> {
  for (;;) {
    const prefix = ['21', '22', '27'][Math.floor(Math.random() * 3)]!;
    const msisdn = `64${prefix}${digits(7)}`;
    const { rows } = await tx.query('SELECT 1 FROM mobile_products WHERE msisdn = $1', [msisdn]);
    if (rows.length === 0) return msisdn;
  }
}

/**
 * Pays the CONFIRMED order `orderUuid` (in the transaction that takes the money): for every SIM (times its
 * quantity) a new active mobile product for the customer — MSISDN, ICCID (89 64 …, Luhn), IMSI (530 05 …), its
 * plan as base plan with the plan's allowances, BillingReference `<prepay|payg|postpay>-<last 7 digits>`, and for
 * an eSIM an LPA activation code; the order becomes PAID and its cart closed.
 * @throws SandboxError 409 'order_not_payable' when the order is not CONFIRMED (paid, or replaced by a newer checkout).
 */
export async function payOrder(tx: Transaction, orderUuid: string, now: bigint): Promise<void> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM eshop_orders WHERE uuid = $1 FOR UPDATE`,
    [orderUuid],
  );
  const order = rows[0];
  if (order?.status !== 'CONFIRMED') {
    throw new SandboxError(
      409,
      'order_not_payable',
      'This order is already paid or was replaced by a newer checkout',
    );
  }
  const { rows: pos } = await tx.query<{ n: number }>(
    'SELECT COALESCE(MAX(position), -1) + 1 AS n FROM mobile_products WHERE customer_uuid = $1',
    [order.customer_uuid],
  );
  let position = pos[0]!.n;
  const items: StoredOrderItem[] = [];
  for (const item of order.items) {
    const plan = item.Products[0];
    if (!plan) throw planNotSpecified();
    // One order item per SIM: an item of quantity n made n lines; the first keeps the item's Line.
    for (let k = 0; k < item.Quantity; k++) {
      const uuid = crypto.randomUUID();
      const msisdn = await newMsisdn(tx);
      const iccidBody = `896405${digits(12)}`;
      const iccid = iccidBody + luhnDigit(iccidBody);
      const kind = plan.Attributes.BillingReference;
      await tx.query(
        `INSERT INTO mobile_products (uuid, customer_uuid, spid, imsi, simid, msisdn, status, billing_reference,
           product_catalog_uuid, created_at_nanos, position)
         VALUES ($1, $2, $3, $4, $5, $6, 4, $7, $8, $9, $10)`,
        [
          uuid,
          order.customer_uuid,
          order.spid,
          `53005${digits(10)}`,
          iccid,
          msisdn,
          `${kind}-${msisdn.slice(-7)}`,
          plan.Attributes.MobileProductCatalogUUID,
          now.toString(),
          position++,
        ],
      );
      await addBasePlan(tx, uuid, plan, now);
      const line = {
        MobileProductUUID: uuid,
        MSISDN: msisdn,
        ICCID: iccid,
        ActivationCode:
          item.VirtualType === 'VT_ESIM'
            ? lpaActivationCode(SANDBOX_SMDP_HOST, `${order.number}-${digits(8)}`)
            : null,
        EsimStatus: item.VirtualType === 'VT_ESIM' ? ('RELEASED' as const) : null,
      };
      items.push({ ...item, UUID: k === 0 ? item.UUID : crypto.randomUUID(), Quantity: 1, Line: line });
    }
  }
  await tx.query(`UPDATE eshop_orders SET status = 'PAID', paid_at_nanos = $2, items = $3 WHERE uuid = $1`, [
    order.uuid,
    now.toString(),
    JSON.stringify(items),
  ]);
  await tx.query('UPDATE eshop_carts SET ordered_at_nanos = $2 WHERE uuid = $1', [
    order.cart_uuid,
    now.toString(),
  ]);
}

/** The plan of a new line: its base-plan add-on row and allowances (as the seed gives a product its plan). */
async function addBasePlan(tx: Transaction, productUuid: string, plan: PlanLine, now: bigint) {
  const { rows } = await tx.query<{ name: string; characteristics: Record<string, string> }>(
    'SELECT name, characteristics FROM catalog_entries WHERE uuid = $1',
    [plan.Attributes.MobileProductCatalogUUID],
  );
  const entry = rows[0];
  if (!entry) return;
  const periodDays = Number.parseInt(entry.characteristics['ocs.TimePeriodInterval'] ?? '30', 10) || 30;
  const allowAutoRenew = entry.characteristics.AllowAutoRenew === 'true' && plan.Attributes.AutoRenew;
  await tx.query(
    `INSERT INTO product_addons (uuid, mobile_product_uuid, catalog_entry_uuid, availability_uuid, name, is_base_plan,
       created_at_nanos, expires_at_nanos, period_days, allow_auto_renew)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, $9)`,
    [
      crypto.randomUUID(),
      productUuid,
      plan.Attributes.MobileProductCatalogUUID,
      plan.Attributes.MobileProductAvailabilityUUID,
      entry.name,
      now.toString(),
      (now + daysToNanos(periodDays)).toString(),
      periodDays,
      allowAutoRenew,
    ],
  );
  const fake = { ...seedPlan('prepayStarter'), characteristics: entry.characteristics };
  for (const a of allowancesOf([fake])) {
    await tx.query(
      `INSERT INTO product_allowances (mobile_product_uuid, balance_key, total, remaining, carry_over, usage_rule)
       VALUES ($1, $2, $3, $3, 0, $4)`,
      [productUuid, a.key, a.total, a.rule],
    );
  }
}
