/**
 * Route guard predicates (SPEC §2 "Guard behaviour", SPEC §6) as pure functions of a session snapshot.
 * A guard returns { ok: true } or the route to go to instead, named by its route id (the portal's route
 * table turns ids into paths; core declares no path). The portal runs them in order with runGuards; side
 * effects named by SPEC (e.g. clearing the SIM selection) belong to the caller, keyed by `reason`.
 */
import type { AreaGuardName } from './area-guards.ts';
import type { AccountKind, Environment, GroupMode, SHOW_PLANS_LOCAL } from './enums.ts';

/**
 * The manifest feature switches the guards read (SPEC §6), with the types the manifest schema gives them
 * (a type-level test in @telco-portal/manifest proves the manifest's `features` is assignable to this).
 * No string parsing: SPEC's "true/yes/1" environment values are booleans in a manifest.
 */
export type GuardFeatures = {
  /** true: plans for everyone; "local": only where the stored flag is set (`GuardState.showPlansStored`); false: never. */
  showPlans: boolean | typeof SHOW_PLANS_LOCAL;
  billingRouting: boolean;
  /** Which group menus exist: both, customer groups only, mobile groups only, or none. */
  groups: GroupMode | false;
  internationalPlans: boolean;
  invoices: boolean;
  receipts: boolean;
  vouchers: boolean;
  /** Remote flag: hide prepay top-up (SPEC §6, default hidden). */
  hidePrepayTopUp: boolean;
  numberPorting: boolean;
  simActions: { swap: boolean; disableEnable: boolean; details: boolean; productTypeTransfer: boolean };
  simPurchasing: boolean;
  bonuses: boolean;
  /** SPEC §4/§6: "E-mail verified is assumed true in one environment". */
  emailVerifiedAssumed: boolean;
  /** SPEC §6 auto-renew toggles on add-ons (the plans tab shows them only where AllowAutoRenew allows it). */
  autoRenewToggles?: boolean;
  /** SPEC §6 billing cycle: the customer may change the bill cycle (billing page). */
  billingCycle?: boolean;
  /** SPEC §6 bank transactions: bank transfer offered as a way to pay a bill (billing page). */
  bankTransactions?: boolean;
  /** SPEC §6 remote flag: the prepay dashboard hides a $0.00 balance. */
  hidePrepayBalanceWhenZero?: boolean;
  /** Issue 11: the e-shop's cart API — 1 the older cart, absent or 2 cart v2 (manifest features.cartVersion). */
  cartVersion?: 1 | 2;
  /** SPEC §6 eSIM: the e-shop sells eSIMs beside physical SIMs (manifest features.esim). */
  esim?: boolean;
  /** SPEC §6 multiple SIMs: a cart holds several SIMs, each with its plan (manifest features.multipleSims). */
  multipleSims?: boolean;
  /** SPEC §6 'I already have a SIM': sim-purchase offers the activation of a SIM the visitor has. */
  alreadyHaveSim?: boolean;
};

/** Session snapshot the guards read, plus optional context flags. */
export type GuardState = {
  signedIn: boolean;
  hasAccount: boolean;
  /** What the account record says (SPEC §4 e-mail verified); `features.emailVerifiedAssumed` is applied by the guards. */
  emailVerified: boolean;
  suspended: boolean;
  hasPaymentCards: boolean;
  hasParentBillingRoutes: boolean;
  hasAddons: boolean;
  accountTypeActivated: boolean;
  accountType: AccountKind | null;
  environment: Environment;
  /** Feature switches of the manifest (SPEC §6). */
  features: GuardFeatures;
  /**
   * Runtime state, not a switch: this browser holds the stored show-plans flag (read only when
   * `features.showPlans` is "local"; SPEC §6 "local with stored flag").
   */
  showPlansStored: boolean;
  /** The user is in the mobile onboarding flow (SPEC §2 plans/{type}: "show plans, or mobile onboarding"). */
  mobileOnboarding?: boolean;
  /** The current product's PortingState is in progress (see isPortingInProgress). */
  portingInProgress?: boolean;
  /** The user completed a purchase in this session (SPEC §2: thanks "only after a purchase"). */
  hasPurchased?: boolean;
};

/**
 * The guard state of a visitor nothing is known of yet: signed out, no account read, nothing stored in the
 * browser (`showPlansStored` false), under the brand's `environment` and `features`: a prerendered page's
 * first-time guest (portal prerender-routes.ts), the blocks' test visitors, and the base the session's state in the
 * browser adds its facts to (blocks use-guard-data.ts).
 */
export function guestGuardState(environment: Environment, features: GuardFeatures): GuardState {
  return {
    signedIn: false,
    hasAccount: false,
    emailVerified: false,
    suspended: false,
    hasPaymentCards: false,
    hasParentBillingRoutes: false,
    hasAddons: false,
    accountTypeActivated: false,
    accountType: null,
    environment,
    features,
    showPlansStored: false,
  };
}

/**
 * Where a failing guard sends the user (SPEC §2), as route ids of the portal's route table (a type-level
 * test in @telco-portal/portal proves each is a route id). "not-found" renders the not-found page in place.
 */
export const GUARD_TARGETS = /* @__PURE__ */ Object.freeze([
  'home',
  'sign-in',
  'sign-up',
  'email-verify-page',
  'suspended',
  'select-account',
  'no-payment-methods',
  'no-plans-page',
  'not-found',
  'plans',
  'profile',
] as const);
export type GuardTarget = (typeof GUARD_TARGETS)[number];

/**
 * A guard's answer. On failure: the route id to go to, its path parameters and query (e.g. sign-in
 * carries `?redirect=<from>`), and a machine-readable `reason`.
 */
export type GuardResult =
  | { ok: true }
  | {
      ok: false;
      redirect: GuardTarget;
      params?: Readonly<Record<string, string>>;
      query?: Readonly<Record<string, string>>;
      reason: string;
    };

/** A guard: pure, `from` is the path (with search) being entered, used to carry the referrer. */
export type Guard = (state: GuardState, from?: string) => GuardResult;

/** A passing guard's result (shared with ./area-guards.ts). */
export const OK: GuardResult = /* @__PURE__ */ Object.freeze({ ok: true });

/** A failing guard's result: go to `redirect` (shared with ./area-guards.ts). */
export function fail(redirect: GuardTarget, reason: string): GuardResult {
  return { ok: false, redirect, reason };
}

/** Sign-in carrying the referrer as `?redirect=<from>` (SPEC §2 "Other guard failures … passing the referrer"). */
function toSignIn(reason: string, from?: string): GuardResult {
  return from
    ? { ok: false, redirect: 'sign-in', query: { redirect: from }, reason }
    : fail('sign-in', reason);
}

/** A guard that sends to not-found unless `isOn(state)` (SPEC §2 environment-flag and feature guards). */
/** A guard that sends to not-found unless `isOn` (shared with ./area-guards.ts). */
export function notFoundUnless(reason: string, isOn: (s: GuardState) => boolean): Guard {
  return (state) => (isOn(state) ? OK : fail('not-found', reason));
}

/** Show plans (SPEC §6): true, or "local" together with the stored flag. */
export function showPlansEnabled(state: Pick<GuardState, 'features' | 'showPlansStored'>): boolean {
  const mode = state.features.showPlans;
  // The literal is SHOW_PLANS_LOCAL (typed: tsc rejects it if that changes); written out so the
  // first-loaded bundle does not pull the enums module for one string.
  return mode === 'local' ? state.showPlansStored : mode;
}

/** E-mail verified (SPEC §4): the account says so, or the environment assumes it (SPEC §6). */
export function emailVerifiedOrAssumed(state: Pick<GuardState, 'emailVerified' | 'features'>): boolean {
  // The switch first: where it assumes verification the account record is not needed (nor a failed read of it).
  return state.features.emailVerifiedAssumed || state.emailVerified;
}

/** Prepay top-up hidden (SPEC §6: remote flag, default hidden). */
export function prepayTopUpHidden(state: Pick<GuardState, 'features'>): boolean {
  return state.features.hidePrepayTopUp;
}

/**
 * The named guards of SPEC §2 and §6 that the first page may run: those of the public routes, the profile tabs
 * and the profile area's chain. The guards only account-area and e-shop routes use are `areaGuards`
 * (./area-guards.ts): that module loads with those routes, so the first page does not carry them (issue 7).
 */
export const guards = {
  /** Signed in / authenticated, else sign-in?redirect=<from>. */
  signedIn: (state: GuardState, from?: string) => (state.signedIn ? OK : toSignIn('not_signed_in', from)),
  /** Guests only: signed-in accounts go home. */
  guestOnly: (state) => (state.signedIn ? fail('home', 'signed_in') : OK),
  /** A customer account is selected, else select-account (SPEC §2 "Requires account"). */
  hasAccount: (state) => (state.hasAccount ? OK : fail('select-account', 'no_account')),
  /** E-mail verified (or assumed), else the e-mail-verify page when signed in, else sign-in. */
  emailVerified: (state: GuardState, from?: string) => {
    if (emailVerifiedOrAssumed(state)) return OK;
    return state.signedIn ? fail('email-verify-page', 'email_not_verified') : toSignIn('not_signed_in', from);
  },
  /** The verify-e-mail page is for unverified accounts; verified (or assumed) ones go home. */
  emailUnverified: (state) => (emailVerifiedOrAssumed(state) ? fail('home', 'email_verified') : OK),
  /** Not suspended, else suspended. */
  notSuspended: (state) => (state.suspended ? fail('suspended', 'suspended') : OK),
  /** The suspended page: only for suspended accounts, others go home. */
  suspendedPage: (state) => (state.suspended ? OK : fail('home', 'not_suspended')),
  /** Payment cards or parent billing routes, else no-payment-methods. */
  hasPaymentMethods: (state) =>
    state.hasPaymentCards || state.hasParentBillingRoutes
      ? OK
      : fail('no-payment-methods', 'no_payment_methods'),
  /**
   * The no-payment-methods page is for accounts without cards or parent billing routes; others are sent on to
   * their account (whose chain picks the next step), as the suspended page sends non-suspended ones away.
   */
  noPaymentMethodsPage: (state) =>
    state.hasPaymentCards || state.hasParentBillingRoutes ? fail('profile', 'has_payment_methods') : OK,
  /** Add-ons present, else no-plans-page. */
  hasAddons: (state) => (state.hasAddons ? OK : fail('no-plans-page', 'no_addons')),
  /** The no-plans page is for accounts without add-ons; others are sent on to their account. */
  noPlansPage: (state) => (state.hasAddons ? fail('profile', 'has_addons') : OK),
  /** Account type activated, else home. */
  accountTypeActivated: (state) =>
    state.accountTypeActivated ? OK : fail('home', 'account_type_not_activated'),
  /** Show plans or mobile onboarding, else home (plans/{type}, ufb-package). */
  showPlans: (state) =>
    showPlansEnabled(state) || state.mobileOnboarding ? OK : fail('home', 'plans_hidden'),
  /** Show plans alone, else not-found. */
  showPlansOnly: notFoundUnless('plans_hidden', showPlansEnabled),
  /** SIM purchasing allowed, else sign-up (caller clears the SIM selection on 'sim_purchasing_disabled'). */
  simPurchasing: (state) => (state.features.simPurchasing ? OK : fail('sign-up', 'sim_purchasing_disabled')),

  /** Non-production only (terms/{path}, mobile/security/*, checkout-landing, e-shop {slug}). */
  nonProductionOnly: notFoundUnless('production', (s) => s.environment !== 'production'),
} satisfies Record<string, Guard>;

/** A guard the first page may run (`guards`). */
export type FirstGuardName = keyof typeof guards;

/** Any named guard: the first page's (`guards`) or the lazy route area's (`areaGuards`). */
export type GuardName = FirstGuardName | AreaGuardName;

/** Runs guards in order; the first failure wins; all passing gives { ok: true }. */
export function runGuards(list: readonly Guard[], state: GuardState, from?: string): GuardResult {
  for (const guard of list) {
    const result = guard(state, from);
    if (!result.ok) return result;
  }
  return OK;
}

/**
 * The profile area chain (SPEC §2 "Profile area", §6), by name — the one definition the portal's route
 * table and `profileGuards` both use: signed in, has an account, e-mail verified, not suspended, payment
 * cards or parent billing routes, add-ons.
 */
export const PROFILE_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  'signedIn',
  'hasAccount',
  'emailVerified',
  'notSuspended',
  'hasPaymentMethods',
  'hasAddons',
] as const satisfies readonly GuardName[]);

/** SIM purchase pages (SPEC §2 "SIM pages"): SIM purchasing allowed, SIM type chosen. */
export const SIM_PURCHASE_GUARD_NAMES = /* @__PURE__ */ Object.freeze([
  'simPurchasing',
  'simTypeChosen',
] as const satisfies readonly GuardName[]);
