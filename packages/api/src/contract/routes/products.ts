import { defineRoute } from '../define.ts';

/** Mobile products, balances, billing cycles and usage (SPEC §7 payments, balance, invoices). */

export const prepayProduct = defineRoute({
  name: 'prepayProduct',
  method: 'GET',
  path: '/v3/:spid/customer/:customerUuid/mobileprepay/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});
export const postpayProduct = defineRoute({
  name: 'postpayProduct',
  method: 'GET',
  path: '/v1/:spid/customer/:customerUuid/postpay_mobile/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});
export const prepayBalance = defineRoute({
  name: 'prepayBalance',
  method: 'GET',
  path: '/customers/:uuid/products/mobile/prepay/:productId/balance',
  auth: true,
  requiresActiveAccount: true,
});
export const postpayBalance = defineRoute({
  name: 'postpayBalance',
  method: 'POST',
  path: '/postpay/balance',
  auth: true,
  requiresActiveAccount: true,
});
export const customerAccount = defineRoute({
  name: 'customerAccount',
  method: 'GET',
  path: '/customer/:id/account',
  auth: true,
  requiresActiveAccount: true,
});
export const usageHistogram = defineRoute({
  name: 'usageHistogram',
  method: 'POST',
  path: '/v2/:spid/usage/data/histogram',
  auth: true,
  requiresActiveAccount: true,
});
