/**
 * The guards only the lazy route area runs — the account area's and the e-shop's routes (portal account-routes.ts,
 * eshop-routes.ts; SPEC §2 "Guard behaviour", §6) — and their chains. Split from ./guards.ts so the first page does
 * not carry them (issue 7: a new account screen never makes the home route heavier): the portal registers them
 * when those routes load (`registerAreaGuards`). Same rules as `guards`: pure functions of a session snapshot.
 */
import type { GroupMode } from './enums.ts';
import {
  fail,
  type Guard,
  type GuardName,
  type GuardState,
  guards,
  notFoundUnless,
  OK,
  PROFILE_GUARD_NAMES,
  prepayTopUpHidden,
  SIM_PURCHASE_GUARD_NAMES,
} from './guards.ts';

const groupsAllow = (s: GuardState, mode: GroupMode) =>
  s.features.groups === 'ALL' || s.features.groups === mode;

// Each guard is its own export: the portal registers the ones its lazy routes name (`registerAreaGuards`), and
// the bundler drops the rest (guards of screens not built yet) from the chunk those routes load with.

/** Only after a purchase (thanks page), else home. */
export const afterPurchaseGuard: Guard = (state) => (state.hasPurchased ? OK : fail('home', 'no_purchase'));

/** Not a postpay account (top-up), else home. */
export const notPostpayGuard: Guard = (state) =>
  state.accountType === 'postpay' ? fail('home', 'postpay_account') : OK;

export const billingRoutingGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'billing_routing_disabled',
  (s) => s.features.billingRouting,
);

export const customerGroupsMenuGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'customer_groups_disabled',
  (s) => groupsAllow(s, 'CUSTOMER'),
);

export const mobileGroupsMenuGuard: Guard = /* @__PURE__ */ notFoundUnless('mobile_groups_disabled', (s) =>
  groupsAllow(s, 'MOBILE'),
);

export const internationalPlansGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'international_plans_disabled',
  (s) => s.features.internationalPlans,
);

export const invoicesGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'invoices_disabled',
  (s) => s.features.invoices,
);

export const receiptsGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'receipts_disabled',
  (s) => s.features.receipts,
);

export const vouchersGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'vouchers_disabled',
  (s) => s.features.vouchers,
);

/** Production only (e.g. pages that exist only in the production build). */
export const productionOnlyGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'not_production',
  (s) => s.environment === 'production',
);

/** Prepay top-up not hidden by the remote flag. */
export const prepayTopUpVisibleGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'prepay_top_up_hidden',
  (s) => !prepayTopUpHidden(s),
);

/** Bonuses shown when the switch is on (SPEC §6). */
export const bonusesGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'bonuses_disabled',
  (s) => s.features.bonuses,
);

export const numberPortingGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'number_porting_unavailable',
  (s) => s.features.numberPorting && !s.portingInProgress,
);

export const productTypeTransferGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'product_type_transfer_unavailable',
  (s) => s.features.simActions.productTypeTransfer && s.accountTypeActivated,
);

/** Any SIM action is on (the sim-card-actions page). */
export const simActionsGuard: Guard = /* @__PURE__ */ notFoundUnless('sim_actions_disabled', (s) =>
  Object.values(s.features.simActions).some(Boolean),
);

export const simDetailsGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'sim_details_disabled',
  (s) => s.features.simActions.details,
);

export const simDisableEnableGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'sim_disable_enable_disabled',
  (s) => s.features.simActions.disableEnable,
);

export const simSwapGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'sim_swap_disabled',
  (s) => s.features.simActions.swap,
);

export const postpayOnlyGuard: Guard = /* @__PURE__ */ notFoundUnless(
  'not_postpay',
  (s) => s.accountType === 'postpay',
);

/**
 * SIM type chosen (SPEC §2 "SIM pages"), else plans/prepay: the SIM purchase selection is the address the plan
 * card's call to action opens (`?plan=<availability UUID>`, issue 11), so the redirect clears it. For the SIM pages
 * after sim-purchase; sim-purchase itself, a first page, applies the same rule in its block.
 */
export const simTypeChosenGuard: Guard = (_state, from) =>
  /[?&]plan=[^&]/.test(from ?? '')
    ? OK
    : { ok: false, redirect: 'plans', params: { type: 'prepay' }, reason: 'no_sim_type' };

/** The account area's and the e-shop's named guards (SPEC §2, §6), by name. */
export const areaGuards = {
  afterPurchase: afterPurchaseGuard,
  notPostpay: notPostpayGuard,
  billingRouting: billingRoutingGuard,
  customerGroupsMenu: customerGroupsMenuGuard,
  mobileGroupsMenu: mobileGroupsMenuGuard,
  internationalPlans: internationalPlansGuard,
  invoices: invoicesGuard,
  receipts: receiptsGuard,
  vouchers: vouchersGuard,
  productionOnly: productionOnlyGuard,
  prepayTopUpVisible: prepayTopUpVisibleGuard,
  bonuses: bonusesGuard,
  numberPorting: numberPortingGuard,
  productTypeTransfer: productTypeTransferGuard,
  simActions: simActionsGuard,
  simDetails: simDetailsGuard,
  simDisableEnable: simDisableEnableGuard,
  simSwap: simSwapGuard,
  postpayOnly: postpayOnlyGuard,
  simTypeChosen: simTypeChosenGuard,
};

/** A guard only the lazy route area runs (`areaGuards`). */
export type AreaGuardName = keyof typeof areaGuards;

/** The guard functions of a chain of names, in order. */
export function guardChain(names: readonly GuardName[]): readonly Guard[] {
  // No module-level `{ ...guards, ...areaGuards }`: a bundler keeps a top-level spread (it may run getters), and
  // with it every area guard, also in a chunk that registers a few of them.
  const byName = (name: GuardName): Guard =>
    (guards as Record<string, Guard>)[name] ?? ((areaGuards as Record<string, Guard>)[name] as Guard);
  return Object.freeze(names.map(byName));
}

/** Mobile top-up (SPEC §2): the profile chain, not postpay, account type activated, top-up not hidden. */
export const TOP_UP_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'notPostpay',
  'accountTypeActivated',
  'prepayTopUpVisible',
] as const satisfies readonly GuardName[]);

/** Mobile billing (SPEC §2 "billing (postpay only)"). */
export const BILLING_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'postpayOnly',
] as const satisfies readonly GuardName[]);

/** Redeem voucher (SPEC §2): account type activated and vouchers allowed. */
export const REDEEM_VOUCHER_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'accountTypeActivated',
  'vouchers',
] as const satisfies readonly GuardName[]);

/**
 * Product type transfer (SPEC §2 "sim-transfer-product-type (guard: product type transfer allowed)"): the switch
 * `features.simActions.productTypeTransfer` and an activated account type (one guard, `productTypeTransfer`).
 */
export const PRODUCT_TYPE_TRANSFER_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'productTypeTransfer',
] as const satisfies readonly GuardName[]);

/** Invoices and an invoice (SPEC §2 "invoices (guard: invoices allowed)"). */
export const INVOICES_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'invoices',
] as const satisfies readonly GuardName[]);

/** Receipts and a receipt (SPEC §2 "receipts (guard: receipts allowed)"). */
export const RECEIPTS_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'receipts',
] as const satisfies readonly GuardName[]);

/** Mobile groups (SPEC §2): mobile groups allowed and account type activated. */
export const MOBILE_GROUPS_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  ...PROFILE_GUARD_NAMES,
  'mobileGroupsMenu',
  'accountTypeActivated',
] as const satisfies readonly GuardName[]);

export const profileGuards = /* @__PURE__ */ guardChain(PROFILE_GUARD_NAMES);
/** The broadband page chain (SPEC §2 "Broadband layout"): same requirements as the profile area. */
export const broadbandGuards = profileGuards;
export const topUpGuards = /* @__PURE__ */ guardChain(TOP_UP_GUARD_NAMES);
export const billingGuards = /* @__PURE__ */ guardChain(BILLING_GUARD_NAMES);
export const redeemVoucherGuards = /* @__PURE__ */ guardChain(REDEEM_VOUCHER_GUARD_NAMES);
export const mobileGroupsGuards = /* @__PURE__ */ guardChain(MOBILE_GROUPS_GUARD_NAMES);
export const simPurchaseGuards = /* @__PURE__ */ guardChain(SIM_PURCHASE_GUARD_NAMES);
