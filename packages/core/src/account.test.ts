import { describe, expect, it } from 'vitest';
import { isEmailVerified, isJwtStorable, isJwtValid, isSuspended } from './account.ts';
import {
  invoiceStatusOf,
  isBillRouteUsable,
  isCardExpired,
  isCurrentInvoice,
  isInvoiceOutstanding,
  payingBillRoutes,
  showPaymentMethodList,
  spendLimitCents,
} from './billing.ts';

const NOW_MS = Date.UTC(2026, 0, 1);
const NOW_S = NOW_MS / 1000;

describe('given a JWT expiry in seconds', () => {
  it('is valid only when more than 5 minutes ahead', () => {
    expect(isJwtValid(NOW_S + 301, NOW_MS)).toBe(true);
    expect(isJwtValid(NOW_S + 300, NOW_MS)).toBe(false);
    expect(isJwtValid(NOW_S - 1, NOW_MS)).toBe(false);
    expect(isJwtValid(undefined, NOW_MS)).toBe(false);
  });

  it('is storable only when in the future', () => {
    expect(isJwtStorable(NOW_S + 1, NOW_MS)).toBe(true);
    expect(isJwtStorable(NOW_S, NOW_MS)).toBe(false);
    expect(isJwtStorable(Number.NaN, NOW_MS)).toBe(false);
  });
});

describe('given an account state', () => {
  it('is suspended only when it says Suspended', () => {
    expect(isSuspended('Suspended')).toBe(true);
    expect(isSuspended(' SUSPENDED ')).toBe(true);
    expect(isSuspended('Active')).toBe(false);
    expect(isSuspended(undefined)).toBe(false);
    expect(isSuspended(new Error('read failed'))).toBe(false);
  });
});

describe('given e-mail verification inputs', () => {
  it('is verified by the account, a flag, the environment, a null placeholder or social sign-in', () => {
    expect(isEmailVerified({ accountVerified: true })).toBe(true);
    expect(isEmailVerified({ verifiedFlag: true })).toBe(true);
    expect(isEmailVerified({ environmentAssumesVerified: true })).toBe(true);
    expect(isEmailVerified({ email: 'x@NULL.invalid', nullEmailSuffix: '@null.invalid' })).toBe(true);
    expect(isEmailVerified({ identityProvider: 'google' })).toBe(true);
    expect(isEmailVerified({ identityProvider: 'LOCAL', accountVerified: false, email: 'a@b.nz' })).toBe(
      false,
    );
    expect(isEmailVerified({ email: 'a@b.nz', nullEmailSuffix: '' })).toBe(false);
  });
});

describe('given invoice statuses', () => {
  it('compares case-insensitively and classifies current and outstanding', () => {
    expect(invoiceStatusOf('paid')).toBe('PAID');
    expect(invoiceStatusOf('weird')).toBeNull();
    expect(isCurrentInvoice('open')).toBe(true);
    expect(isCurrentInvoice('PAID')).toBe(false);
    expect(['due', 'Overdue'].every(isInvoiceOutstanding)).toBe(true);
    expect(['OPEN', 'PAID', 'VOID', null].some(isInvoiceOutstanding)).toBe(false);
  });
});

describe('given billing routes', () => {
  it('sends the spend limit as whole dollars × 100', () => {
    expect(spendLimitCents(50)).toBe(5000);
    expect(() => spendLimitCents(1.5)).toThrow(RangeError);
    expect(() => spendLimitCents(-1)).toThrow(RangeError);
  });

  it('offers a bill route only with remaining limit', () => {
    expect(isBillRouteUsable({ RemainingSpendLimit: 1 })).toBe(true);
    expect(isBillRouteUsable({ RemainingSpendLimit: '0' })).toBe(false);
    expect(isBillRouteUsable({})).toBe(false);
  });

  it('pays with the parent routes that have spend left, in their order (SPEC §5)', () => {
    const routes = [
      { UUID: 'a', RoutingType: 'child', RemainingSpendLimit: 500 },
      { UUID: 'b', RoutingType: 'Parent ', RemainingSpendLimit: 3200 },
      { UUID: 'c', RoutingType: 'parent', RemainingSpendLimit: 0 },
      { UUID: 'd', RoutingType: 'parent', RemainingSpendLimit: '1' },
    ];
    expect(payingBillRoutes(routes).map((r) => r.UUID)).toEqual(['b', 'd']);
    expect(payingBillRoutes([])).toEqual([]);
  });

  it('shows the payment-method list for cards or usable parent routes when routing is on', () => {
    const parent = { RoutingType: 'parent', RemainingSpendLimit: 500 };
    expect(showPaymentMethodList({ cardCount: 1, billingRoutingEnabled: false, routes: [] })).toBe(true);
    expect(showPaymentMethodList({ cardCount: 0, billingRoutingEnabled: true, routes: [parent] })).toBe(true);
    expect(showPaymentMethodList({ cardCount: 0, billingRoutingEnabled: false, routes: [parent] })).toBe(
      false,
    );
    expect(
      showPaymentMethodList({
        cardCount: 0,
        billingRoutingEnabled: true,
        routes: [
          { RoutingType: 'child', RemainingSpendLimit: 500 },
          { RoutingType: 'parent', RemainingSpendLimit: 0 },
        ],
      }),
    ).toBe(false);
  });
});

describe('given a saved card expiry (month, year)', () => {
  const nov2026 = Date.UTC(2026, 10, 25, 23, 59);
  it('is expired only after its expiry month is over', () => {
    expect(isCardExpired(10, 2026, nov2026)).toBe(true);
    expect(isCardExpired(12, 2025, nov2026)).toBe(true);
    expect(isCardExpired(11, 2026, nov2026)).toBe(false);
    expect(isCardExpired(1, 2027, nov2026)).toBe(false);
  });
});
