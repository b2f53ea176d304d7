import { defineRoute } from '../define.ts';

/**
 * The e-shop (issue 11; SPEC §7 "E-shop"): the SIM catalogue, cart v2, checkout, orders (cart v1's are in
 * ./eshop-v1.ts). Its own area module so only the e-shop's chunks carry these routes (issue 7 home-route budget).
 */

/**
 * SIM catalogue (SPEC §3). SPEC §7 names no path; chosen here under the e-shop family, beside the cart:
 * /eshop/v2/catalogue/sims.
 */
export const simCatalogue = defineRoute({
  name: 'simCatalogue',
  method: 'GET',
  path: '/eshop/v2/catalogue/sims',
  auth: false,
});

/** Save a guest's (anonymous) cart v2, whole item list (SPEC §4, §7 POST /eshop/v2/cart). */
export const saveCartV2 = defineRoute({
  name: 'saveCartV2',
  method: 'POST',
  path: '/eshop/v2/cart',
  auth: false,
});
/** Read an anonymous cart v2 by id (SPEC §7 GET /eshop/v2/cart/{cartUuid}). */
export const cartV2 = defineRoute({
  name: 'cartV2',
  method: 'GET',
  path: '/eshop/v2/cart/:cartUuid',
  auth: false,
});
/** The signed-in customer's cart v2 (SPEC §7 GET /eshop/v2/customer/{uuid}/cart). */
export const customerCartV2 = defineRoute({
  name: 'customerCartV2',
  method: 'GET',
  path: '/eshop/v2/customer/:uuid/cart',
  auth: true,
});
/**
 * Save the customer's cart v2, or claim a guest's cart for the customer. SPEC §7 posts a customer's cart to
 * POST /eshop/v2/cart with CustomerUUID; this client sends a token only to `auth` routes, so the customer's
 * save is this path (chosen here, the GET's path).
 */
export const saveCustomerCartV2 = defineRoute({
  name: 'saveCustomerCartV2',
  method: 'POST',
  path: '/eshop/v2/customer/:uuid/cart',
  auth: true,
});
/** Pay for a cart v2 and create its order (SPEC §7 POST /eshop/v2/checkout). Money moves: Idempotency-Key required. */
export const checkoutV2 = defineRoute({
  name: 'checkoutV2',
  method: 'POST',
  path: '/eshop/v2/checkout',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const ordersV2 = defineRoute({
  name: 'ordersV2',
  method: 'GET',
  path: '/eshop/v2/customer/:uuid/orders',
  auth: true,
  list: true,
  emptyResponse: { Orders: [] },
});
export const orderV2 = defineRoute({
  name: 'orderV2',
  method: 'GET',
  path: '/eshop/v2/customer/:uuid/order/:orderNumber',
  auth: true,
});

/** eSIM state of an order's eSIM lines (SPEC §7 GET /eshop/orders-esim-status/{uuid}/order/{orderNumber}). */
export const esimOrderStatus = defineRoute({
  name: 'esimOrderStatus',
  method: 'GET',
  path: '/eshop/orders-esim-status/:uuid/order/:orderNumber',
  auth: true,
});
