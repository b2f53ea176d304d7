import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaGuards,
  guardChain,
  PRODUCT_TYPE_TRANSFER_GUARD_NAMES,
  profileGuards,
  redeemVoucherGuards,
  simPurchaseGuards,
  topUpGuards,
} from './area-guards.ts';
import {
  guards as firstGuards,
  type GuardFeatures,
  type GuardState,
  guestGuardState,
  PROFILE_GUARD_NAMES,
  prepayTopUpHidden,
  runGuards,
  showPlansEnabled,
} from './guards.ts';

/** Every named guard (the tests call each by name). */
const guards = { ...firstGuards, ...areaGuards };

/** Every switch off (the manifest types them; no string parsing). */
const OFF: GuardFeatures = {
  showPlans: false,
  billingRouting: false,
  groups: false,
  internationalPlans: false,
  invoices: false,
  receipts: false,
  vouchers: false,
  hidePrepayTopUp: true,
  numberPorting: false,
  simActions: { swap: false, disableEnable: false, details: false, productTypeTransfer: false },
  simPurchasing: false,
  bonuses: false,
  emailVerifiedAssumed: false,
};
const on = (features: Partial<GuardFeatures>): GuardFeatures => ({ ...OFF, ...features });
const sim = (actions: Partial<GuardFeatures['simActions']>): Partial<GuardFeatures> => ({
  simActions: { ...OFF.simActions, ...actions },
});

/** A signed-in, verified, active prepay customer with everything the profile needs. */
function ready(overrides: Partial<GuardState> = {}): GuardState {
  return {
    signedIn: true,
    hasAccount: true,
    emailVerified: true,
    suspended: false,
    hasPaymentCards: true,
    hasParentBillingRoutes: false,
    hasAddons: true,
    accountTypeActivated: true,
    accountType: 'prepay',
    environment: 'production',
    features: OFF,
    showPlansStored: false,
    ...overrides,
  };
}

describe('given the signed-in guard', () => {
  it('passes signed-in users and sends guests to sign-in with the referrer', () => {
    expect(guards.signedIn(ready())).toEqual({ ok: true });
    expect(guards.signedIn(ready({ signedIn: false }), '/profile/plans?tab=2')).toEqual({
      ok: false,
      redirect: 'sign-in',
      query: { redirect: '/profile/plans?tab=2' },
      reason: 'not_signed_in',
    });
    expect(guards.signedIn(ready({ signedIn: false }))).toEqual({
      ok: false,
      redirect: 'sign-in',
      reason: 'not_signed_in',
    });
  });
});

describe('given a visitor nothing is known of (guestGuardState)', () => {
  it('is signed out with nothing read or stored, under the brand environment and switches', () => {
    const state = guestGuardState('staging', on({ vouchers: true }));
    expect(state).toEqual(
      ready({
        signedIn: false,
        hasAccount: false,
        emailVerified: false,
        hasPaymentCards: false,
        hasAddons: false,
        accountTypeActivated: false,
        accountType: null,
        environment: 'staging',
        features: on({ vouchers: true }),
      }),
    );
    expect(guards.guestOnly(state)).toEqual({ ok: true });
    expect(guards.signedIn(state)).toMatchObject({ ok: false, redirect: 'sign-in' });
  });
});

describe('given the guest-only guard', () => {
  it('sends signed-in accounts home', () => {
    expect(guards.guestOnly(ready())).toMatchObject({ ok: false, redirect: 'home' });
    expect(guards.guestOnly(ready({ signedIn: false }))).toEqual({ ok: true });
  });
});

describe('given the e-mail verified guard', () => {
  it('sends signed-in users to the verify page and guests to sign-in', () => {
    expect(guards.emailVerified(ready({ emailVerified: false }))).toMatchObject({
      redirect: 'email-verify-page',
    });
    expect(guards.emailVerified(ready({ emailVerified: false, signedIn: false }), '/x')).toMatchObject({
      redirect: 'sign-in',
      query: { redirect: '/x' },
    });
    expect(guards.emailVerified(ready())).toEqual({ ok: true });
  });

  it('treats every e-mail as verified when the environment assumes it (SPEC §6)', () => {
    const assumed = ready({ emailVerified: false, features: on({ emailVerifiedAssumed: true }) });
    expect(guards.emailVerified(assumed)).toEqual({ ok: true });
    expect(guards.emailUnverified(assumed)).toMatchObject({ redirect: 'home', reason: 'email_verified' });
    expect(guards.emailUnverified(ready({ emailVerified: false }))).toEqual({ ok: true });
  });
});

describe('given the suspension guards', () => {
  it('sends suspended accounts to /suspended and others away from it', () => {
    expect(guards.notSuspended(ready({ suspended: true }))).toMatchObject({ redirect: 'suspended' });
    expect(guards.notSuspended(ready())).toEqual({ ok: true });
    expect(guards.suspendedPage(ready())).toMatchObject({ redirect: 'home' });
    expect(guards.suspendedPage(ready({ suspended: true }))).toEqual({ ok: true });
  });
});

describe('given payment methods and add-ons', () => {
  it('accepts cards or parent billing routes', () => {
    expect(guards.hasPaymentMethods(ready({ hasPaymentCards: false, hasParentBillingRoutes: true }))).toEqual(
      {
        ok: true,
      },
    );
    expect(guards.hasPaymentMethods(ready({ hasPaymentCards: false }))).toMatchObject({
      redirect: 'no-payment-methods',
    });
  });

  it('sends accounts without add-ons to the no-plans page', () => {
    expect(guards.hasAddons(ready({ hasAddons: false }))).toMatchObject({ redirect: 'no-plans-page' });
  });
});

describe('given the account type and plans guards', () => {
  it('sends non-activated account types home', () => {
    expect(guards.accountTypeActivated(ready({ accountTypeActivated: false }))).toMatchObject({
      redirect: 'home',
    });
  });

  it('shows plans when enabled, local with the stored flag, or in mobile onboarding', () => {
    expect(guards.showPlans(ready({ features: on({ showPlans: true }) }))).toEqual({ ok: true });
    expect(guards.showPlans(ready({ features: on({ showPlans: 'local' }), showPlansStored: true }))).toEqual({
      ok: true,
    });
    expect(guards.showPlans(ready({ features: on({ showPlans: 'local' }) }))).toMatchObject({
      redirect: 'home',
    });
    expect(guards.showPlans(ready({ mobileOnboarding: true }))).toEqual({ ok: true });
    expect(guards.showPlans(ready())).toMatchObject({ redirect: 'home' });
    // The stored flag is runtime state: it never turns plans on when the switch is false.
    expect(showPlansEnabled(ready({ showPlansStored: true }))).toBe(false);
  });

  it('sends show-plans-alone failures to not-found, even in onboarding', () => {
    expect(guards.showPlansOnly(ready({ mobileOnboarding: true }))).toMatchObject({ redirect: 'not-found' });
    expect(guards.showPlansOnly(ready({ features: on({ showPlans: true }) }))).toEqual({ ok: true });
  });
});

describe('given environment-flag and feature guards', () => {
  const flagGuards: ReadonlyArray<readonly [keyof typeof guards, Partial<GuardFeatures>]> = [
    ['billingRouting', { billingRouting: true }],
    ['internationalPlans', { internationalPlans: true }],
    ['invoices', { invoices: true }],
    ['receipts', { receipts: true }],
    ['vouchers', { vouchers: true }],
    ['bonuses', { bonuses: true }],
    ['simActions', sim({ swap: true })],
    ['simDetails', sim({ details: true })],
    ['simDisableEnable', sim({ disableEnable: true })],
    ['simSwap', sim({ swap: true })],
    ['numberPorting', { numberPorting: true }],
    ['productTypeTransfer', sim({ productTypeTransfer: true })],
    ['customerGroupsMenu', { groups: 'CUSTOMER' }],
    ['mobileGroupsMenu', { groups: 'MOBILE' }],
    ['prepayTopUpVisible', { hidePrepayTopUp: false }],
  ];

  it.each(flagGuards)('%s passes when on and goes to not-found when off', (name, features) => {
    expect(guards[name](ready({ features: on(features) }))).toEqual({ ok: true });
    expect(guards[name](ready({ features: OFF }))).toMatchObject({ ok: false, redirect: 'not-found' });
  });

  it('reads the groups mode', () => {
    expect(guards.customerGroupsMenu(ready({ features: on({ groups: 'ALL' }) }))).toEqual({ ok: true });
    expect(guards.customerGroupsMenu(ready({ features: on({ groups: 'MOBILE' }) }))).toMatchObject({
      ok: false,
    });
    expect(guards.mobileGroupsMenu(ready({ features: on({ groups: 'ALL' }) }))).toEqual({ ok: true });
    expect(guards.mobileGroupsMenu(ready({ features: on({ groups: 'CUSTOMER' }) }))).toMatchObject({
      ok: false,
    });
  });

  it('blocks number porting while a port is in progress and transfer before activation', () => {
    expect(
      guards.numberPorting(ready({ features: on({ numberPorting: true }), portingInProgress: true })),
    ).toMatchObject({
      redirect: 'not-found',
    });
    expect(
      guards.productTypeTransfer(
        ready({ features: on(sim({ productTypeTransfer: true })), accountTypeActivated: false }),
      ),
    ).toMatchObject({ redirect: 'not-found' });
  });

  it('hides prepay top-up by default (SPEC §6 remote flag)', () => {
    expect(prepayTopUpHidden(ready())).toBe(true);
    expect(prepayTopUpHidden(ready({ features: on({ hidePrepayTopUp: false }) }))).toBe(false);
  });

  it('separates production and non-production pages', () => {
    expect(guards.productionOnly(ready())).toEqual({ ok: true });
    expect(guards.productionOnly(ready({ environment: 'staging' }))).toMatchObject({
      redirect: 'not-found',
    });
    expect(guards.nonProductionOnly(ready())).toMatchObject({ redirect: 'not-found' });
    expect(guards.nonProductionOnly(ready({ environment: 'development' }))).toEqual({ ok: true });
  });

  it('allows postpay-only pages only for postpay accounts', () => {
    expect(guards.postpayOnly(ready({ accountType: 'postpay' }))).toEqual({ ok: true });
    expect(guards.postpayOnly(ready({ accountType: 'payg' }))).toMatchObject({ redirect: 'not-found' });
    expect(guards.notPostpay(ready({ accountType: 'postpay' }))).toMatchObject({ redirect: 'home' });
  });
});

describe('given the SIM purchase guards', () => {
  it('sends to sign-up without SIM purchasing and to plans/prepay without a SIM type', () => {
    expect(runGuards(simPurchaseGuards, ready())).toMatchObject({
      redirect: 'sign-up',
      reason: 'sim_purchasing_disabled',
    });
    const on_ = ready({ features: on({ simPurchasing: true }) });
    // The selection is the plan card's address (`?plan=`): without one (or with an empty one), plans/prepay.
    for (const from of [
      undefined,
      '/eshop/sim-select-product',
      '/eshop/sim-select-product?plan=&type=prepay',
    ])
      expect(runGuards(simPurchaseGuards, on_, from)).toMatchObject({
        redirect: 'plans',
        params: { type: 'prepay' },
        reason: 'no_sim_type',
      });
    expect(runGuards(simPurchaseGuards, on_, '/eshop/sim-select-product?type=prepay&plan=a0000000')).toEqual({
      ok: true,
    });
  });
});

describe('given a guard chain', () => {
  it('returns the first failure in profile order', () => {
    expect(runGuards(profileGuards, ready())).toEqual({ ok: true });
    expect(runGuards(profileGuards, ready({ signedIn: false, hasAccount: false }), '/profile')).toMatchObject(
      { redirect: 'sign-in', query: { redirect: '/profile' } },
    );
    expect(runGuards(profileGuards, ready({ hasAccount: false, emailVerified: false }))).toMatchObject({
      redirect: 'select-account',
    });
    expect(runGuards(profileGuards, ready({ emailVerified: false, suspended: true }))).toMatchObject({
      redirect: 'email-verify-page',
    });
    expect(runGuards(profileGuards, ready({ suspended: true, hasAddons: false }))).toMatchObject({
      redirect: 'suspended',
    });
    expect(runGuards(profileGuards, ready({ hasPaymentCards: false, hasAddons: false }))).toMatchObject({
      redirect: 'no-payment-methods',
    });
    expect(runGuards(profileGuards, ready({ hasAddons: false }))).toMatchObject({
      redirect: 'no-plans-page',
    });
    expect(runGuards([], ready({ signedIn: false }))).toEqual({ ok: true });
  });

  it('gates top-up and voucher pages', () => {
    expect(runGuards(topUpGuards, ready({ features: on({ hidePrepayTopUp: false }) }))).toEqual({ ok: true });
    expect(runGuards(topUpGuards, ready())).toMatchObject({ redirect: 'not-found' });
    expect(runGuards(topUpGuards, ready({ accountType: 'postpay' }))).toMatchObject({ redirect: 'home' });
    expect(runGuards(redeemVoucherGuards, ready({ features: on({ vouchers: true }) }))).toEqual({ ok: true });
  });

  it('gates the product type transfer page on its switch and an activated account type (SPEC §2)', () => {
    const chain = guardChain(PRODUCT_TYPE_TRANSFER_GUARD_NAMES);
    const on1 = on(sim({ productTypeTransfer: true }));
    expect(runGuards(chain, ready({ features: on1 }))).toEqual({ ok: true });
    expect(runGuards(chain, ready())).toMatchObject({ redirect: 'not-found' });
    expect(runGuards(chain, ready({ features: on1, accountTypeActivated: false }))).toMatchObject({
      redirect: 'not-found',
    });
    // The profile chain first: a signed-out visitor goes to sign-in, not to not-found.
    expect(runGuards(chain, ready({ features: on1, signedIn: false }))).toMatchObject({
      redirect: 'sign-in',
    });
  });

  it('builds the profile chain from its names, once', () => {
    expect(profileGuards).toEqual(guardChain(PROFILE_GUARD_NAMES));
    expect(PROFILE_GUARD_NAMES).toEqual([
      'signedIn',
      'hasAccount',
      'emailVerified',
      'notSuspended',
      'hasPaymentMethods',
      'hasAddons',
    ]);
  });

  it('passes a profile chain exactly when every requirement holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          signedIn: fc.boolean(),
          hasAccount: fc.boolean(),
          emailVerified: fc.boolean(),
          suspended: fc.boolean(),
          hasPaymentCards: fc.boolean(),
          hasParentBillingRoutes: fc.boolean(),
          hasAddons: fc.boolean(),
        }),
        (flags) => {
          const state = ready(flags);
          const expected =
            flags.signedIn &&
            flags.hasAccount &&
            flags.emailVerified &&
            !flags.suspended &&
            (flags.hasPaymentCards || flags.hasParentBillingRoutes) &&
            flags.hasAddons;
          const result = runGuards(profileGuards, state, '/profile');
          return result.ok === expected;
        },
      ),
    );
  });
});
