import { type GuardState, simTypeChosenGuard } from '@telco-portal/core';
import { describe, expect, it } from 'vitest';
import { evaluateGuards, registerAreaGuards } from './guards.ts';
import { harbourManifest } from './test/manifest.ts';

const manifest = harbourManifest();
const ctx = { manifest, params: {} };
const ready: GuardState = {
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
  features: { ...manifest.features, emailVerifiedAssumed: false } as GuardState['features'],
  showPlansStored: false,
};
const boom = new Error('500');

describe('given guard reads that failed (evaluateGuards readErrors)', () => {
  it('answers readFailed with the error when a guard needs the failed field', () => {
    expect(evaluateGuards(['emailVerified'], ready, '/x', ctx, { emailVerified: boom })).toEqual({
      ok: false,
      readFailed: true,
      field: 'emailVerified',
      error: boom,
    });
    expect(
      evaluateGuards(['hasPaymentMethods'], { ...ready, hasPaymentCards: false }, '/x', ctx, {
        hasPaymentCards: boom,
      }),
    ).toMatchObject({ readFailed: true, field: 'hasPaymentCards' });
  });

  it('lets a guard decide without the failed field when it does not read it', () => {
    // Cards present: the failed billing-routes read is never needed.
    expect(evaluateGuards(['hasPaymentMethods'], ready, '/x', ctx, { hasParentBillingRoutes: boom })).toEqual(
      { ok: true },
    );
    // An environment that assumes verification needs no customer record.
    const assumed = { ...ready, features: { ...ready.features, emailVerifiedAssumed: true } };
    expect(evaluateGuards(['emailVerified'], assumed, '/x', ctx, { emailVerified: boom })).toEqual({
      ok: true,
    });
  });

  it('keeps SPEC §4 "a failed read of [suspended] state means not suspended" — the one exception', () => {
    // A failed customer read lists only emailVerified: `suspended` is false, not an error.
    expect(evaluateGuards(['notSuspended'], ready, '/x', ctx, { emailVerified: boom })).toEqual({ ok: true });
    expect(evaluateGuards(['suspendedPage'], ready, '/x', ctx, { emailVerified: boom })).toMatchObject({
      ok: false,
      redirect: 'home',
    });
  });
});

describe('given the SIM pages (SPEC §2: SIM type chosen; issue 11 plan card link)', () => {
  // The later SIM pages' chain; simTypeChosen is an area guard (core area-guards.ts), registered with them.
  registerAreaGuards({ simTypeChosen: simTypeChosenGuard });
  const sim = ['simPurchasing', 'simTypeChosen'] as const;
  const on = { ...ready, features: { ...ready.features, simPurchasing: true } };
  it('lets a visitor in with the plan chosen in the query (the plan card link)', () => {
    expect(
      evaluateGuards(
        sim,
        on,
        '/eshop/sim-select-product?plan=a0000000-0000-4000-8000-000000000101&type=prepay',
        ctx,
      ),
    ).toEqual({
      ok: true,
    });
  });
  it('without a plan (or an empty one) the selection is gone: plans/prepay', () => {
    for (const from of [
      '/eshop/sim-select-product',
      '/eshop/sim-select-product?plan=&type=prepay',
      '/eshop/sim-select-product?xplan=1',
    ])
      expect(evaluateGuards(sim, on, from, ctx), from).toMatchObject({
        ok: false,
        redirect: 'plans',
        params: { type: 'prepay' },
        reason: 'no_sim_type',
      });
  });
  it('with SIM purchasing off, sign-up whatever the query (sim-purchase names only this one)', () => {
    const off = { ...ready, features: { ...ready.features, simPurchasing: false } };
    for (const names of [sim, ['simPurchasing'] as const])
      expect(evaluateGuards(names, off, '/eshop/sim-purchase?plan=x', ctx)).toMatchObject({
        ok: false,
        redirect: 'sign-up',
        reason: 'sim_purchasing_disabled',
      });
  });
});
