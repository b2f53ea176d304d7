import { defineRoute } from '../define.ts';

/** Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; issue 10). */

export const buyPrepayAddon = defineRoute({
  name: 'buyPrepayAddon',
  method: 'POST',
  path: '/customer/:uuid/prepay_addon/:productUuid/:availabilityUuid',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const removePrepayAddon = defineRoute({
  name: 'removePrepayAddon',
  method: 'DELETE',
  path: '/customer/:uuid/prepay_addon/:productUuid/:addonUuid',
  auth: true,
  requiresActiveAccount: true,
});
export const buyPostpayAddon = defineRoute({
  name: 'buyPostpayAddon',
  method: 'POST',
  path: '/postpay/addon',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const changeAddonAutoRenew = defineRoute({
  name: 'changeAddonAutoRenew',
  method: 'POST',
  path: '/update/change-addon-auto-renew',
  auth: true,
  requiresActiveAccount: true,
});
export const changePlan = defineRoute({
  name: 'changePlan',
  method: 'POST',
  path: '/eshop/customer/change-plan',
  auth: true,
  idempotency: 'required',
  requiresActiveAccount: true,
});
export const planChanges = defineRoute({
  name: 'planChanges',
  method: 'GET',
  path: '/customer/:uuid/plan_changes/:productUuid',
  auth: true,
  requiresActiveAccount: true,
});
