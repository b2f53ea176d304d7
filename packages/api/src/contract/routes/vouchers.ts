import { defineRoute } from '../define.ts';

/** Vouchers and top-ups (SPEC §5, §7; issue 10). */

export const checkVoucher = defineRoute({
  name: 'checkVoucher',
  method: 'POST',
  path: '/customer/:id/check_voucher/:product/:code',
  auth: true,
  requiresActiveAccount: true,
});
export const redeemVoucher = defineRoute({
  name: 'redeemVoucher',
  method: 'POST',
  path: '/customer/:id/redeem_voucher/:product/:code',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});

/** One-off card top-up of a prepay/payg product (SPEC §5, §7 POST /customer/:uuid/topup). */
export const topUp = defineRoute({
  name: 'topUp',
  method: 'POST',
  path: '/customer/:uuid/topup',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});

/**
 * The auto top-up record of one prepay/payg product (SPEC §3 per-user preference document "top-up-auto",
 * §5, §9). SPEC §7 reads that document from the data store and names no call; these paths are chosen here.
 */
export const autoTopUp = defineRoute({
  name: 'autoTopUp',
  method: 'GET',
  path: '/customer/:id/top-up-auto/:product',
  auth: true,
  requiresActiveAccount: true,
});
export const setAutoTopUp = defineRoute({
  name: 'setAutoTopUp',
  method: 'PUT',
  path: '/customer/:id/top-up-auto/:product',
  auth: true,
  requiresActiveAccount: true,
});
