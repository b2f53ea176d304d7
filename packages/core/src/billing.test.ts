import { describe, expect, it } from 'vitest';
import { invoiceDueCents } from './billing.ts';
import { BILL_PAYMENT_MAX_CENTS, MIN_CARD_CHARGE_CENTS, TOP_UP_MAX_CENTS } from './constants.ts';

describe('given an outstanding invoice (DUE or OVERDUE, SPEC §4)', () => {
  it('owes its amount when nothing was paid (PaidCents absent or 0)', () => {
    expect(invoiceDueCents({ Status: 'DUE', AmountCents: 9120 })).toBe(9120);
    expect(invoiceDueCents({ Status: 'OVERDUE', AmountCents: 9120, PaidCents: 0 })).toBe(9120);
  });

  it('owes what is left after a part payment', () => {
    expect(invoiceDueCents({ Status: 'OVERDUE', AmountCents: 9120, PaidCents: 2000 })).toBe(7120);
  });

  it('reads the status case-insensitively', () => {
    expect(invoiceDueCents({ Status: 'due', AmountCents: 500 })).toBe(500);
  });

  it('never owes a negative amount when more than the amount was paid', () => {
    expect(invoiceDueCents({ Status: 'DUE', AmountCents: 500, PaidCents: 700 })).toBe(0);
  });
});

describe('given an invoice that is not outstanding', () => {
  it('owes nothing when OPEN, PAID, VOID, unknown or without a status', () => {
    for (const Status of ['OPEN', 'PAID', 'VOID', 'DRAFT', null]) {
      expect(invoiceDueCents({ Status, AmountCents: 9120 })).toBe(0);
    }
  });
});

describe('given the bill payment bounds', () => {
  it('allow from the minimum card charge up to $99,999.99, above the top-up ceiling', () => {
    expect(BILL_PAYMENT_MAX_CENTS).toBe(9_999_999);
    expect(BILL_PAYMENT_MAX_CENTS).toBeGreaterThan(TOP_UP_MAX_CENTS);
    expect(MIN_CARD_CHARGE_CENTS).toBeLessThan(BILL_PAYMENT_MAX_CENTS);
  });
});
