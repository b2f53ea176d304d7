import { defineRoute } from '../define.ts';

/** Plans and the catalogue (SPEC §7 plans and catalogue): the home and plans pages' read, and the guard read of add-ons. */

export const postpayPlans = defineRoute({
  name: 'postpayPlans',
  method: 'GET',
  path: '/v1/:spid/postpay_mobile_plans',
  auth: false,
  list: true,
  emptyResponse: { PostpayPlansTab: [] },
});
export const prepayPlans = defineRoute({
  name: 'prepayPlans',
  method: 'GET',
  path: '/v3/:spid/prepay_mobile_plans',
  auth: false,
  list: true,
  emptyResponse: { PrepayAddons: [] },
});
export const catalogEntries = defineRoute({
  name: 'catalogEntries',
  method: 'POST',
  path: '/catalog/v2/entries',
  auth: false,
  list: true,
  emptyResponse: { Entries: [], Prices: [] },
});
