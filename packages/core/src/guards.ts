/**
 * Route guard predicates (SPEC §2 "Guard behaviour", SPEC §6) as pure functions of a session snapshot.
 * A guard returns { ok: true } or where to go instead. The portal runs them in order with runGuards;
 * side effects named by SPEC (e.g. clearing the SIM selection) belong to the caller, keyed by `reason`.
 */

/** Session snapshot the guards read (shared interface, COMMON.md), plus optional context flags. */
export type GuardState = {
  signedIn: boolean;
  hasAccount: boolean;
  emailVerified: boolean;
  suspended: boolean;
  hasPaymentCards: boolean;
  hasParentBillingRoutes: boolean;
  hasAddons: boolean;
  accountTypeActivated: boolean;
  accountType: 'prepay' | 'postpay' | 'payg' | 'ufb' | null;
  environment: 'production' | 'staging' | 'development';
  /** Feature switches of the manifest (SPEC §6); keys listed in FEATURE_KEYS. */
  features: Record<string, unknown>;
  /** A SIM type has been chosen for purchase (SPEC §2 SIM pages). */
  simTypeChosen?: boolean;
  /** The user is in the mobile onboarding flow (SPEC §2 plans/{type}: "show plans, or mobile onboarding"). */
  mobileOnboarding?: boolean;
  /** The current product's PortingState is in progress (see isPortingInProgress). */
  portingInProgress?: boolean;
  /** The user completed a purchase in this session (SPEC §2: thanks "only after a purchase"). */
  hasPurchased?: boolean;
};

export type GuardResult = { ok: true } | { ok: false; redirect: string; reason: string };

/** A guard: pure, `from` is the path (with search) being entered, used to carry the referrer. */
export type Guard = (state: GuardState, from?: string) => GuardResult;

/** Redirect targets of SPEC §2. */
export const GUARD_PATHS = Object.freeze({
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  emailVerifyPage: '/email-verify-page',
  suspended: '/suspended',
  selectAccount: '/select-account',
  noPaymentMethods: '/no-payment-methods',
  noPlans: '/no-plans-page',
  notFound: '/not-found',
  plansPrepay: '/plans/prepay',
} as const);

/**
 * Names of the manifest feature switches the guards read (SPEC §6). Values are read leniently:
 * true, "true", "yes", "1" and 1 are on (SPEC §6 "SIM purchasing (true/yes/1)").
 */
export const FEATURE_KEYS = Object.freeze({
  showPlans: 'showPlans', // true | "local" (then the stored flag showPlansStored decides) | false
  showPlansStored: 'showPlansStored',
  billingRouting: 'billingRouting',
  groups: 'groups', // 'ALL' | 'CUSTOMER' | 'MOBILE' | false
  internationalPlans: 'internationalPlans',
  invoices: 'invoices',
  receipts: 'receipts',
  vouchers: 'vouchers',
  hidePrepayTopUp: 'hidePrepayTopUp', // remote flag, default hidden (SPEC §6)
  numberPorting: 'numberPorting',
  productTypeTransfer: 'productTypeTransfer',
  simActions: 'simActions',
  simDetails: 'simDetails',
  simDisableEnable: 'simDisableEnable',
  simSwap: 'simSwap',
  simPurchasing: 'simPurchasing',
  bonuses: 'bonuses',
  ufb: 'ufb',
} as const);

/** Lenient feature truthiness: true, 1, "true", "yes", "1" (case-insensitive). */
export function isFeatureOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text === 'true' || text === 'yes' || text === '1';
}

const OK: GuardResult = Object.freeze({ ok: true });

function fail(redirect: string, reason: string): GuardResult {
  return { ok: false, redirect, reason };
}

/** /sign-in carrying the referrer: '/sign-in?redirect=' + encodeURIComponent(from). */
export function signInRedirect(from?: string): string {
  return from ? `${GUARD_PATHS.signIn}?redirect=${encodeURIComponent(from)}` : GUARD_PATHS.signIn;
}

/** A guard that sends to /not-found unless `isOn(state)` (SPEC §2 environment-flag and feature guards). */
function notFoundUnless(reason: string, isOn: (s: GuardState) => boolean): Guard {
  return (state) => (isOn(state) ? OK : fail(GUARD_PATHS.notFound, reason));
}

function feature(key: string): (s: GuardState) => boolean {
  return (s) => isFeatureOn(s.features[key]);
}

function groupsMode(s: GuardState): string {
  const v = s.features[FEATURE_KEYS.groups];
  if (v === true) return 'ALL';
  return typeof v === 'string' ? v.trim().toUpperCase() : '';
}

/** Show plans (SPEC §6): true/yes/1, or "local" together with the stored flag. */
export function showPlansEnabled(state: GuardState): boolean {
  const v = state.features[FEATURE_KEYS.showPlans];
  if (typeof v === 'string' && v.trim().toLowerCase() === 'local') {
    return isFeatureOn(state.features[FEATURE_KEYS.showPlansStored]);
  }
  return isFeatureOn(v);
}

/** Prepay top-up hidden (SPEC §6: remote flag, default hidden): hidden unless the flag is explicitly off. */
export function prepayTopUpHidden(state: GuardState): boolean {
  const v = state.features[FEATURE_KEYS.hidePrepayTopUp];
  if (v === undefined || v === null) return true;
  return v !== false && v !== 0 && !(typeof v === 'string' && /^(false|no|0)$/i.test(v.trim()));
}

/** The named guards of SPEC §2 and §6. */
export const guards = {
  /** Signed in / authenticated, else /sign-in?redirect=<from>. */
  signedIn: (state: GuardState, from?: string) =>
    state.signedIn ? OK : fail(signInRedirect(from), 'not_signed_in'),
  /** Guests only: signed-in accounts go home. */
  guestOnly: (state) => (state.signedIn ? fail(GUARD_PATHS.home, 'signed_in') : OK),
  /** A customer account is selected, else /select-account (SPEC §2 "Requires account"). */
  hasAccount: (state) => (state.hasAccount ? OK : fail(GUARD_PATHS.selectAccount, 'no_account')),
  /** E-mail verified, else /email-verify-page when signed in, else sign-in. */
  emailVerified: (state: GuardState, from?: string) => {
    if (state.emailVerified) return OK;
    return state.signedIn
      ? fail(GUARD_PATHS.emailVerifyPage, 'email_not_verified')
      : fail(signInRedirect(from), 'not_signed_in');
  },
  /** Not suspended, else /suspended. */
  notSuspended: (state) => (state.suspended ? fail(GUARD_PATHS.suspended, 'suspended') : OK),
  /** The suspended page: only for suspended accounts, others go home. */
  suspendedPage: (state) => (state.suspended ? OK : fail(GUARD_PATHS.home, 'not_suspended')),
  /** Payment cards or parent billing routes, else /no-payment-methods. */
  hasPaymentMethods: (state) =>
    state.hasPaymentCards || state.hasParentBillingRoutes
      ? OK
      : fail(GUARD_PATHS.noPaymentMethods, 'no_payment_methods'),
  /** Add-ons present, else /no-plans-page. */
  hasAddons: (state) => (state.hasAddons ? OK : fail(GUARD_PATHS.noPlans, 'no_addons')),
  /** Account type activated, else home. */
  accountTypeActivated: (state) =>
    state.accountTypeActivated ? OK : fail(GUARD_PATHS.home, 'account_type_not_activated'),
  /** Show plans or mobile onboarding, else home (plans/{type}, ufb-package). */
  showPlans: (state) =>
    showPlansEnabled(state) || state.mobileOnboarding ? OK : fail(GUARD_PATHS.home, 'plans_hidden'),
  /** Show plans alone, else /not-found. */
  showPlansOnly: notFoundUnless('plans_hidden', showPlansEnabled),
  /** SIM type chosen, else plans/prepay (caller clears the SIM selection on reason 'no_sim_type'). */
  simTypeChosen: (state) => (state.simTypeChosen ? OK : fail(GUARD_PATHS.plansPrepay, 'no_sim_type')),
  /** SIM purchasing allowed, else sign-up (caller clears the SIM selection on 'sim_purchasing_disabled'). */
  simPurchasing: (state) =>
    isFeatureOn(state.features[FEATURE_KEYS.simPurchasing])
      ? OK
      : fail(GUARD_PATHS.signUp, 'sim_purchasing_disabled'),
  /** Not a postpay account (top-up), else home. */
  notPostpay: (state) => (state.accountType === 'postpay' ? fail(GUARD_PATHS.home, 'postpay_account') : OK),
  /** Only after a purchase (thanks page), else home. */
  afterPurchase: (state) => (state.hasPurchased ? OK : fail(GUARD_PATHS.home, 'no_purchase')),

  // Environment-flag guards -> /not-found (SPEC §2)
  billingRouting: notFoundUnless('billing_routing_disabled', feature(FEATURE_KEYS.billingRouting)),
  customerGroupsMenu: notFoundUnless('customer_groups_disabled', (s) =>
    ['ALL', 'CUSTOMER'].includes(groupsMode(s)),
  ),
  mobileGroupsMenu: notFoundUnless('mobile_groups_disabled', (s) =>
    ['ALL', 'MOBILE'].includes(groupsMode(s)),
  ),
  internationalPlans: notFoundUnless(
    'international_plans_disabled',
    feature(FEATURE_KEYS.internationalPlans),
  ),
  invoices: notFoundUnless('invoices_disabled', feature(FEATURE_KEYS.invoices)),
  receipts: notFoundUnless('receipts_disabled', feature(FEATURE_KEYS.receipts)),
  vouchers: notFoundUnless('vouchers_disabled', feature(FEATURE_KEYS.vouchers)),
  /** Production only (e.g. pages that exist only in the production build). */
  productionOnly: notFoundUnless('not_production', (s) => s.environment === 'production'),
  /** Non-production only (terms/{path}, mobile/security/*, checkout-landing, e-shop {slug}). */
  nonProductionOnly: notFoundUnless('production', (s) => s.environment !== 'production'),
  /** Prepay top-up not hidden by the remote flag. */
  prepayTopUpVisible: notFoundUnless('prepay_top_up_hidden', (s) => !prepayTopUpHidden(s)),
  /** Bonuses shown when the environment parameter is true/yes/1 (SPEC §6). */
  bonuses: notFoundUnless('bonuses_disabled', feature(FEATURE_KEYS.bonuses)),

  // Feature guards -> /not-found (SPEC §2)
  numberPorting: notFoundUnless(
    'number_porting_unavailable',
    (s) => isFeatureOn(s.features[FEATURE_KEYS.numberPorting]) && !s.portingInProgress,
  ),
  productTypeTransfer: notFoundUnless(
    'product_type_transfer_unavailable',
    (s) => isFeatureOn(s.features[FEATURE_KEYS.productTypeTransfer]) && s.accountTypeActivated,
  ),
  simActions: notFoundUnless('sim_actions_disabled', feature(FEATURE_KEYS.simActions)),
  simDetails: notFoundUnless('sim_details_disabled', feature(FEATURE_KEYS.simDetails)),
  simDisableEnable: notFoundUnless('sim_disable_enable_disabled', feature(FEATURE_KEYS.simDisableEnable)),
  simSwap: notFoundUnless('sim_swap_disabled', feature(FEATURE_KEYS.simSwap)),
  postpayOnly: notFoundUnless('not_postpay', (s) => s.accountType === 'postpay'),
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** Runs guards in order; the first failure wins; all passing gives { ok: true }. */
export function runGuards(list: readonly Guard[], state: GuardState, from?: string): GuardResult {
  for (const guard of list) {
    const result = guard(state, from);
    if (!result.ok) return result;
  }
  return OK;
}

/**
 * The profile area chain (SPEC §2 "Profile area", §6): signed in, has an account, e-mail verified,
 * not suspended, payment cards or parent billing routes, add-ons.
 */
export const profileGuards: readonly Guard[] = Object.freeze([
  guards.signedIn,
  guards.hasAccount,
  guards.emailVerified,
  guards.notSuspended,
  guards.hasPaymentMethods,
  guards.hasAddons,
]);

/** The broadband page chain (SPEC §2 "Broadband layout"): same requirements as the profile area. */
export const broadbandGuards: readonly Guard[] = profileGuards;

/** Mobile top-up (SPEC §2): the profile chain, not postpay, account type activated, top-up not hidden. */
export const topUpGuards: readonly Guard[] = Object.freeze([
  ...profileGuards,
  guards.notPostpay,
  guards.accountTypeActivated,
  guards.prepayTopUpVisible,
]);

/** Mobile billing (SPEC §2 "billing (postpay only)"). */
export const billingGuards: readonly Guard[] = Object.freeze([...profileGuards, guards.postpayOnly]);

/** Redeem voucher (SPEC §2): account type activated and vouchers allowed. */
export const redeemVoucherGuards: readonly Guard[] = Object.freeze([
  ...profileGuards,
  guards.accountTypeActivated,
  guards.vouchers,
]);

/** Mobile groups (SPEC §2): mobile groups allowed and account type activated. */
export const mobileGroupsGuards: readonly Guard[] = Object.freeze([
  ...profileGuards,
  guards.mobileGroupsMenu,
  guards.accountTypeActivated,
]);

/** SIM purchase pages (SPEC §2 "SIM pages"): SIM purchasing allowed, SIM type chosen. */
export const simPurchaseGuards: readonly Guard[] = Object.freeze([
  guards.simPurchasing,
  guards.simTypeChosen,
]);
