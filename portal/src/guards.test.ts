import type { GuardState } from '@telco-portal/core';
import { describe, expect, it } from 'vitest';
import { evaluateGuards } from './guards.ts';
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
