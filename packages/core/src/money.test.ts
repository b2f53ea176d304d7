import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addGstCents,
  centsToDollars,
  dollarsToCents,
  excludingGstCents,
  formatCents,
  formatNzd,
  GST_RATE,
  gstComponentCents,
  roundBalance,
  roundTo2,
} from './money.ts';

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('given an amount in cents', () => {
  it('formats it as dollars with 2 decimals', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(100)).toBe('1.00');
    expect(formatCents(123456789)).toBe('1234567.89');
    expect(formatCents(1e21)).toBe('10000000000000000000.00');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(-1999)).toBe('-19.99');
  });

  it('shows 0.00 for zero, missing and non-finite values', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(-0)).toBe('0.00');
    expect(formatCents(null)).toBe('0.00');
    expect(formatCents(undefined)).toBe('0.00');
    expect(formatCents(Number.NaN)).toBe('0.00');
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe('0.00');
  });

  it('rounds fractional cents to the nearest cent and never shows -0.00', () => {
    expect(formatCents(12.4)).toBe('0.12');
    expect(formatCents(12.5)).toBe('0.13');
    expect(formatCents(-0.4)).toBe('0.00');
  });

  it('formats NZD with Intl in en and mi-NZ', () => {
    expect(formatNzd(1250, 'en')).toBe('$12.50');
    expect(formatNzd(1250, 'en-NZ')).toBe('$12.50');
    expect(formatNzd(null, 'en')).toBe('$0.00');
    expect(formatNzd(123456, 'en')).toBe('$1,234.56');
    expect(formatNzd(1250, 'mi-NZ')).toMatch(/^\$\s?12\.50$/);
  });

  it('converts cents to a dollars number', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(undefined)).toBe(0);
  });
});

describe('given a dollars amount', () => {
  it('converts numbers and strings to exact cents', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(() => dollarsToCents(1.005 - 0.005)).toThrow(RangeError); // 0.9999999999999999: drift is refused
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' 12.50 ')).toBe(1250);
    expect(dollarsToCents('-3')).toBe(-300);
    expect(dollarsToCents('7.')).toBe(700);
    expect(dollarsToCents(90_000_000_000_000)).toBe(9_000_000_000_000_000);
    expect(Object.is(dollarsToCents('-0'), 0)).toBe(true);
  });

  it('rejects non-finite values, more than 2 decimals and non-decimal text', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => dollarsToCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => dollarsToCents('1.234')).toThrow(RangeError);
    expect(() => dollarsToCents('1e3')).toThrow(RangeError);
    expect(() => dollarsToCents('$5')).toThrow(RangeError);
    expect(() => dollarsToCents('')).toThrow(RangeError);
    expect(() => dollarsToCents(1e-7)).toThrow(RangeError);
    expect(() => dollarsToCents(1e300)).toThrow(RangeError);
    expect(() => dollarsToCents(1e21)).toThrow(RangeError);
    expect(() => dollarsToCents(100_000_000_000_000)).toThrow(RangeError);
  });

  it('round-trips any whole cents through formatCents', () => {
    fc.assert(fc.property(cents, (c) => dollarsToCents(formatCents(c)) === c));
  });

  it('round-trips any 2-decimal dollars string through dollarsToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (d, c) => {
        const text = `${d}.${String(c).padStart(2, '0')}`;
        return formatCents(dollarsToCents(text)) === text;
      }),
    );
  });

  it('always formats with exactly 2 decimals and never as negative zero', () => {
    fc.assert(
      fc.property(fc.oneof(cents, fc.double({ noNaN: false }), fc.constant(-0)), (c) => {
        const text = formatCents(c);
        return /^-?\d+\.\d{2}$/.test(text) && !/^-0\.00$/.test(text);
      }),
    );
  });
});

describe('given a balance in dollars', () => {
  it('rounds to 2 decimals half away from zero', () => {
    expect(roundBalance(1.005)).toBe(1.01);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(10)).toBe(10);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
    expect(roundTo2(Number.NaN)).toBe(0);
  });

  it('never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (v) => Math.abs(roundTo2(v) - v) <= 0.005 + 1e-6,
      ),
    );
  });
});

describe('given a GST-inclusive price', () => {
  it('uses a 15 % rate', () => {
    expect(GST_RATE).toBe(0.15);
  });

  it('extracts the GST component', () => {
    expect(gstComponentCents(11500)).toBe(1500);
    expect(gstComponentCents(2999)).toBe(391);
    expect(gstComponentCents(0)).toBe(0);
    expect(gstComponentCents(undefined)).toBe(0);
    expect(excludingGstCents(11500)).toBe(10000);
  });

  it('adds GST to an exclusive amount', () => {
    expect(addGstCents(10000)).toBe(11500);
    expect(addGstCents(null)).toBe(0);
  });

  it('splits every price into GST and exclusive parts that add back up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (c) => {
        const gst = gstComponentCents(c);
        return (
          gst + excludingGstCents(c) === c && gst >= 0 && gst <= c && Math.abs(gst - (c * 0.15) / 1.15) <= 0.5
        );
      }),
    );
  });

  it('recovers the exclusive amount from the inclusive one within a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (excl) => {
        return Math.abs(excludingGstCents(addGstCents(excl)) - excl) <= 1;
      }),
    );
  });
});
