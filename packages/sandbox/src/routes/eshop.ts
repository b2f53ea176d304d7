import type { Transaction } from '@electric-sql/pglite';
import { type CartItem, type CheckoutAddress, endpoints } from '@telco-portal/api';
import { ESHOP_MESSAGES, gstComponentCents, SIM_COLOUR_THEMES } from '@telco-portal/core';
import type { Hono } from 'hono';
import type { AuthContext } from '../auth.ts';
import { SandboxError } from '../errors.ts';
import { simCatalogue } from '../eshop/sims.ts';
import {
  cartNotFound,
  cartV1ToWire,
  cartV2ToWire,
  loadCustomerCart,
  loadOpenCart,
  loadOrder,
  ORDER_COLUMNS,
  type OrderRow,
  orderToWire,
  payOrder,
  planNotSpecified,
  priceItemsV1,
  priceItemsV2,
  saveCart,
  totalV2,
} from '../eshop/store.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { dateToNanos } from '../time.ts';
import { createPaymentIntent } from './payments.ts';
import { SPEND_LIMIT_OVER } from './topup.ts';

/** SPEC §5 text of a physical-SIM checkout without street, city or postcode. */
export const DELIVERY_ADDRESS_REQUIRED = 'Delivery address needs at least street, city and postcode';

const notAllowed = () => new SandboxError(403, 'not_allowed', 'not allowed');

/**
 * The e-shop (issue 11; SPEC §7 "E-shop"): SIM catalogue, carts v2 and v1, checkout, orders. A guest's cart is
 * anonymous (no token); a signed-in customer saves and claims carts on /customer/:uuid/cart. Checkout needs a
 * signed-in customer with a verified e-mail (the route's requiresActiveAccount: a guest signs up and verifies the
 * address through the mailbox first) and an Idempotency-Key (one order per key).
 */
export function eshopRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;
  const now = () => dateToNanos(deps.now());
  /** SPEC §9 old-cart simulated delay (v1 only), random in deps.oldCartDelayMs. */
  const oldCartDelay = async () => {
    const { min, max } = deps.oldCartDelayMs ?? { min: 0, max: 0 };
    const ms = min + Math.random() * (max - min);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  };
  const spidOf = (auth: AuthContext | null, bodySpid?: number) => auth?.spid ?? bodySpid ?? 2;

  route(app, deps, endpoints.simCatalogue, async () => ({
    Items: simCatalogue(2),
    ColourThemes: [...SIM_COLOUR_THEMES],
  }));

  // --- Cart v2 -------------------------------------------------------------------------------------
  route(app, deps, endpoints.saveCartV2, async ({ body }) => {
    if (body.CustomerUUID) throw notAllowed();
    const spid = spidOf(null, body.SPID);
    const items = await priceItemsV2(db, spid, body.Items);
    return cartV2ToWire(
      await saveCart(db, { uuid: body.UUID, version: 2, spid, customerUuid: null, items, now: now() }),
    );
  });
  route(app, deps, endpoints.cartV2, async ({ params }) => {
    const cart = await loadOpenCart(db, params.cartUuid, 2);
    if (!cart || cart.customer_uuid !== null) throw cartNotFound();
    return cartV2ToWire(cart);
  });
  route(app, deps, endpoints.customerCartV2, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const cart = await loadCustomerCart(db, params.uuid, 2);
    if (!cart) throw cartNotFound();
    return cartV2ToWire(cart);
  });
  route(app, deps, endpoints.saveCustomerCartV2, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    if (body.CustomerUUID && body.CustomerUUID !== params.uuid) throw notAllowed();
    const items = await priceItemsV2(db, auth.spid, body.Items);
    return cartV2ToWire(
      await saveCart(db, {
        uuid: body.UUID,
        version: 2,
        spid: auth.spid,
        customerUuid: params.uuid,
        items,
        now: now(),
      }),
    );
  });

  // --- Cart v1 (SPEC §4 rules in core applyCartV1Change; SPEC §9 delay) ----------------------------------
  route(app, deps, endpoints.saveCartV1, async ({ body }) => {
    await oldCartDelay();
    if (body.CustomerUUID) throw notAllowed();
    const spid = spidOf(null, body.SPID);
    const items = await priceItemsV1(db, spid, body.Items);
    return cartV1ToWire(
      await saveCart(db, { uuid: body.UUID, version: 1, spid, customerUuid: null, items, now: now() }),
    );
  });
  route(app, deps, endpoints.cartV1, async ({ params }) => {
    await oldCartDelay();
    const cart = await loadOpenCart(db, params.id, 1);
    if (!cart || cart.customer_uuid !== null) throw cartNotFound();
    return cartV1ToWire(cart);
  });
  route(app, deps, endpoints.customerCartV1, async ({ params, auth }) => {
    await oldCartDelay();
    assertCustomerAccess(auth, params.uuid);
    const cart = await loadCustomerCart(db, params.uuid, 1);
    if (!cart) throw cartNotFound();
    return cartV1ToWire(cart);
  });
  route(app, deps, endpoints.saveCustomerCartV1, async ({ params, body, auth }) => {
    await oldCartDelay();
    assertCustomerAccess(auth, params.uuid);
    if (body.CustomerUUID && body.CustomerUUID !== params.uuid) throw notAllowed();
    const items = await priceItemsV1(db, auth.spid, body.Items);
    return cartV1ToWire(
      await saveCart(db, {
        uuid: body.UUID,
        version: 1,
        spid: auth.spid,
        customerUuid: params.uuid,
        items,
        now: now(),
      }),
    );
  });

  // --- Checkout ------------------------------------------------------------------------------------
  type Payment = { PaymentMethodType: 'card' | 'billing_route'; PaymentMethodID: string };

  /**
   * Creates the order of the open cart `cartUuid` (the customer's, or a guest's that the customer claims) with
   * `orderItems` (priced v2 items) and pays it: with a card, a payment intent (the order is paid when the card
   * provider confirms it: payments.ts → payOrder); with a billing route at once; nothing to pay at once too.
   * A newer checkout of the same cart cancels the unpaid order of an earlier one.
   */
  const checkout = async (input: {
    auth: AuthContext;
    customerUuid: string;
    cartUuid: string;
    version: 1 | 2;
    cartItems: unknown[];
    orderItems: CartItem[];
    address: CheckoutAddress | undefined;
    payment: Payment;
  }) => {
    if (input.orderItems.length === 0) {
      throw new SandboxError(400, 'no_order_items', ESHOP_MESSAGES.noOrderItems);
    }
    if (input.orderItems.some((i) => i.Products.length === 0)) throw planNotSpecified();
    const physical = input.orderItems
      .filter((i) => i.Type === 'TYPE_PRODUCT')
      .reduce((n, i) => n + i.Quantity, 0);
    const a = input.address;
    if (physical > 0 && !(a?.Lines?.[0]?.trim() && a.City?.trim() && a.Postcode?.trim())) {
      throw new SandboxError(400, 'delivery_address_required', DELIVERY_ADDRESS_REQUIRED);
    }
    const amount = totalV2(input.orderItems);
    const at = now();
    return db.transaction(async (tx) => {
      const cart = await loadOpenCart(tx, input.cartUuid, input.version, true);
      if (!cart) throw cartNotFound();
      if (cart.customer_uuid !== null && cart.customer_uuid !== input.customerUuid) throw notAllowed();
      await tx.query(
        'UPDATE eshop_carts SET items = $2, customer_uuid = $3, updated_at_nanos = $4 WHERE uuid = $1',
        [cart.uuid, JSON.stringify(input.cartItems), input.customerUuid, at.toString()],
      );
      await tx.query(
        `UPDATE eshop_orders SET status = 'CANCELED' WHERE cart_uuid = $1 AND status = 'CONFIRMED'`,
        [cart.uuid],
      );
      const uuid = crypto.randomUUID();
      await tx.query(
        `INSERT INTO eshop_orders (uuid, number, spid, customer_uuid, cart_uuid, version, status, items, address,
           amount_cents, tax_cents, physical_sim_count, created_at_nanos)
         VALUES ($1, 'ORD-' || nextval('eshop_numbers'), $2, $3, $4, $5, 'CONFIRMED', $6, $7, $8, $9, $10, $11)`,
        [
          uuid,
          input.auth.spid,
          input.customerUuid,
          cart.uuid,
          input.version,
          JSON.stringify(input.orderItems.map((i) => ({ ...i, Line: null }))),
          physical > 0 ? JSON.stringify(a) : null,
          amount,
          gstComponentCents(amount),
          physical,
          at.toString(),
        ],
      );
      let clientSecret: string | null = null;
      if (amount === 0) await payOrder(tx, uuid, at);
      else if (input.payment.PaymentMethodType === 'billing_route') {
        await chargeBillingRoute(tx, input.customerUuid, input.payment.PaymentMethodID, amount);
        await payOrder(tx, uuid, at);
      } else {
        clientSecret = await createPaymentIntent(tx, deps, {
          customerUuid: input.customerUuid,
          cardUuid: input.payment.PaymentMethodID,
          amountCents: amount,
          purpose: 'eshop_order',
          productUuid: null,
          orderUuid: uuid,
        });
      }
      const { rows } = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM eshop_orders WHERE uuid = $1`, [
        uuid,
      ]);
      return { Order: orderToWire(rows[0]!, deps.now().getTime()), ClientSecret: clientSecret };
    });
  };

  route(app, deps, endpoints.checkoutV2, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const items = await priceItemsV2(db, auth.spid, body.Items);
    return checkout({
      auth,
      customerUuid: body.CustomerUUID,
      cartUuid: body.UUID,
      version: 2,
      cartItems: items,
      orderItems: items,
      address: body.Address,
      payment: body,
    });
  });

  route(app, deps, endpoints.checkoutV1, async ({ body, auth }) => {
    assertCustomerAccess(auth, body.CustomerUUID);
    const lines = await priceItemsV1(db, auth.spid, body.Items);
    // Each SIM line with its paired plan becomes one order item (the v2 shape; v1 finds it by ItemUUID).
    const sims = lines.filter((l) => l.Type === 'sim' || l.Type === 'esim');
    const orderItems = await priceItemsV2(
      db,
      auth.spid,
      sims.map((s) => {
        const plan = lines.find((p) => p.Type === 'plan' && p.PairedWith === s.UUID);
        return {
          UUID: s.UUID,
          ItemUUID: s.ItemUUID,
          Quantity: s.Quantity,
          Attributes: s.Specifications,
          Products: plan?.Product ? [{ UUID: plan.UUID, Attributes: plan.Product.Attributes }] : [],
        };
      }),
    );
    return checkout({
      auth,
      customerUuid: body.CustomerUUID,
      cartUuid: body.UUID,
      version: 1,
      cartItems: lines,
      orderItems,
      address: body.Address,
      payment: body,
    });
  });

  // --- Orders --------------------------------------------------------------------------------------
  const listOrders = async (customerUuid: string) => {
    const { rows } = await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM eshop_orders WHERE customer_uuid = $1 AND status <> 'CANCELED'
        ORDER BY created_at_nanos DESC, number DESC`,
      [customerUuid],
    );
    const at = deps.now().getTime();
    return { Orders: rows.map((r) => orderToWire(r, at)) };
  };
  for (const endpoint of [endpoints.ordersV2, endpoints.ordersV1]) {
    route(app, deps, endpoint, async ({ params, auth }) => {
      assertCustomerAccess(auth, params.uuid);
      return listOrders(params.uuid);
    });
  }
  for (const endpoint of [endpoints.orderV2, endpoints.orderV1]) {
    route(app, deps, endpoint, async ({ params, auth }) => {
      assertCustomerAccess(auth, params.uuid);
      return orderToWire(await loadOrder(db, params.uuid, params.orderNumber), deps.now().getTime());
    });
  }
  route(app, deps, endpoints.esimOrderStatus, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.uuid);
    const order = orderToWire(await loadOrder(db, params.uuid, params.orderNumber), deps.now().getTime());
    return {
      OrderNumber: order.OrderNumber,
      Status: order.Status,
      Esims: order.OrderItems.flatMap((i) =>
        i.Line?.ActivationCode && i.Line.EsimStatus
          ? [
              {
                UUID: i.UUID,
                MSISDN: i.Line.MSISDN,
                ActivationCode: i.Line.ActivationCode,
                EsimStatus: i.Line.EsimStatus,
              },
            ]
          : [],
      ),
    };
  });
}

/**
 * Charges `amountCents` to the customer's parent billing route `routeUuid` (SPEC §3, §5), as a top-up through a
 * route does: its RemainingSpendLimit goes down (row-locked).
 * @throws SandboxError 404 'billing_route_not_found', 400 'spend_limit_over' ('spend limit over', SPEC §8).
 */
async function chargeBillingRoute(
  tx: Transaction,
  customerUuid: string,
  routeUuid: string,
  amountCents: number,
) {
  const { rows } = await tx.query<{ remaining_spend_limit: number }>(
    `SELECT remaining_spend_limit FROM billing_routes WHERE uuid::text = $1 AND credit_customer_uuid = $2 FOR UPDATE`,
    [routeUuid, customerUuid],
  );
  if (!rows[0]) throw new SandboxError(404, 'billing_route_not_found', 'billing route is not found');
  if (rows[0].remaining_spend_limit < amountCents)
    throw new SandboxError(400, 'spend_limit_over', SPEND_LIMIT_OVER);
  await tx.query(
    'UPDATE billing_routes SET remaining_spend_limit = remaining_spend_limit - $2 WHERE uuid::text = $1',
    [routeUuid, amountCents],
  );
}
