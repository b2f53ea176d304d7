import { defineRoute } from '../define.ts';

/**
 * The older e-shop cart (v1; issue 11 "Cart v1 behind a manifest switch"; SPEC §7 "Older version, same shape
 * without v2"), with the SPEC §4 v1 rules. A module of its own: only a portal with `features.cartVersion` 1
 * downloads these (blocks eshop/cart-v1.ts, the order pages of such a portal).
 */

export const saveCartV1 = defineRoute({
  name: 'saveCartV1',
  method: 'POST',
  path: '/eshop/cart',
  auth: false,
});
export const cartV1 = defineRoute({ name: 'cartV1', method: 'GET', path: '/eshop/cart/:id', auth: false });
export const customerCartV1 = defineRoute({
  name: 'customerCartV1',
  method: 'GET',
  path: '/eshop/customer/:uuid/cart',
  auth: true,
});
export const saveCustomerCartV1 = defineRoute({
  name: 'saveCustomerCartV1',
  method: 'POST',
  path: '/eshop/customer/:uuid/cart',
  auth: true,
});
export const checkoutV1 = defineRoute({
  name: 'checkoutV1',
  method: 'POST',
  path: '/eshop/checkout',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const ordersV1 = defineRoute({
  name: 'ordersV1',
  method: 'GET',
  path: '/eshop/customer/:uuid/orders',
  auth: true,
  list: true,
  emptyResponse: { Orders: [] },
});
export const orderV1 = defineRoute({
  name: 'orderV1',
  method: 'GET',
  path: '/eshop/customer/:uuid/order/:orderNumber',
  auth: true,
});
