import { defineRoute } from '../define.ts';

/** The reads of the SPEC §2 guard chain (the session loads them on every signed-in page, so they ship with the first bundle): the customer record, cards, billing routes, mobile products (the catalogue entries of add-ons are in ./catalogue.ts, with the home page's read). */

export const getCustomer = defineRoute({
  name: 'getCustomer',
  method: 'GET',
  path: '/customer/:uuid',
  auth: true,
});
export const paymentMethods = defineRoute({
  name: 'paymentMethods',
  method: 'GET',
  path: '/customer/:id/payment-methods',
  auth: true,
  list: true,
  emptyResponse: { PaymentMethods: [] },
});
export const billingRoutes = defineRoute({
  name: 'billingRoutes',
  method: 'GET',
  path: '/customers/:id/billing-routes',
  auth: true,
  list: true,
  emptyResponse: { BillingRoutes: [] },
});
export const mobileProducts = defineRoute({
  name: 'mobileProducts',
  method: 'GET',
  path: '/v3/:spid/customer/:uuid/mobile_products',
  auth: true,
  list: true,
  emptyResponse: { MobileProducts: [] },
});
