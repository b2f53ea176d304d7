/**
 * Money rules (SPEC §9): amounts are held as integer cents, NZD, GST-inclusive, and shown as
 * cents / 100 with exactly 2 decimals. Dollars only exist as display text or user input.
 */
import { CURRENCY, GST_RATE } from './constants.ts';

export { GST_RATE };

/** Cents to whole-cent integer; null/undefined/NaN/±Infinity count as 0. */
function toWholeCents(cents: number | null | undefined): number {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return 0;
  const whole = Math.round(cents);
  return whole === 0 ? 0 : whole; // drops -0
}

/**
 * Cents as dollars text with 2 decimals and no grouping: 1250 -> "12.50", -5 -> "-0.05".
 * 0, null, undefined and non-finite values give "0.00" (SPEC §9 plan formatting). Fractional cents are
 * rounded to the nearest cent first; the result is never "-0.00".
 */
export function formatCents(cents: number | null | undefined): string {
  const whole = toWholeCents(cents);
  const sign = whole < 0 ? '-' : '';
  // BigInt keeps huge values out of exponent notation ("1e+21").
  const abs = Number.isSafeInteger(whole) ? BigInt(Math.abs(whole)) : BigInt(Math.abs(whole));
  const rest = Number(abs % 100n);
  return `${sign}${abs / 100n}.${rest < 10 ? '0' : ''}${rest}`;
}

const nzdFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Cents as a localised NZD currency string with 2 decimals via Intl.NumberFormat
 * (narrow symbol, so "en" and "mi-NZ" both give "$12.50"). Missing/non-finite cents show $0.00.
 * @param locale a BCP 47 tag, default "en-NZ".
 */
export function formatNzd(cents: number | null | undefined, locale = 'en-NZ'): string {
  let formatter = nzdFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    nzdFormatters.set(locale, formatter);
  }
  return formatter.format(toWholeCents(cents) / 100);
}

/** Cents as a dollars number (cents / 100); missing counts as 0. For display maths only. */
export function centsToDollars(cents: number | null | undefined): number {
  return toWholeCents(cents) / 100;
}

const DOLLARS_TEXT = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Exact dollars -> integer cents, without floating-point drift ("19.99" -> 1999, 0.1 -> 10).
 * Accepts a finite number or a decimal string (optional sign, at most 2 decimals, surrounding spaces).
 * @throws RangeError when the value is not finite, has more than 2 decimals, is not a plain decimal,
 *   or the cents would exceed Number.MAX_SAFE_INTEGER.
 */
export function dollarsToCents(dollars: number | string): number {
  let text: string;
  if (typeof dollars === 'number') {
    if (!Number.isFinite(dollars)) throw new RangeError(`dollarsToCents: not a finite amount: ${dollars}`);
    text = String(dollars);
    // Exponent notation only appears below 1e-6 (too many decimals) or from 1e21 (unsafe cents).
    if (/e/i.test(text)) throw new RangeError(`dollarsToCents: not representable exactly in cents: ${text}`);
  } else {
    text = dollars.trim();
  }
  const match = DOLLARS_TEXT.exec(text);
  if (!match) throw new RangeError(`dollarsToCents: not a dollar amount with at most 2 decimals: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`dollarsToCents: amount too large: "${text}"`);
  if (cents === 0) return 0;
  return sign === '-' ? -cents : cents;
}

/**
 * Rounds a dollars (or any) amount to 2 decimals, half away from zero, for balances (SPEC §9
 * "balance rounded to 2 decimals"). Non-finite input gives 0; never returns -0.
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  // toPrecision(15) removes binary noise such as 1.005 -> 1.00499999999999989...
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = (sign * Math.round(scaled)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** Alias of roundTo2 for balances in dollars (SPEC §9). */
export const roundBalance = roundTo2;

/**
 * GST part of a GST-inclusive price, in whole cents: round(cents × 0.15 / 1.15) (SPEC §9 "GST included").
 * Missing counts as 0.
 */
export function gstComponentCents(cents: number | null | undefined): number {
  const whole = toWholeCents(cents);
  const gst = Math.round((whole * 3) / 23); // 0.15 / 1.15 = 3 / 23 exactly
  return gst === 0 ? 0 : gst;
}

/** GST-exclusive part of a GST-inclusive price, in cents; `excl + gstComponentCents(c) === c`. */
export function excludingGstCents(cents: number | null | undefined): number {
  const whole = toWholeCents(cents);
  const excl = whole - gstComponentCents(whole);
  return excl === 0 ? 0 : excl;
}

/** A GST-exclusive amount plus 15 % GST, in whole cents (analytics value with tax, SPEC §9). */
export function addGstCents(exclusiveCents: number | null | undefined): number {
  const whole = toWholeCents(exclusiveCents);
  const total = Math.round((whole * 115) / 100);
  return total === 0 ? 0 : total;
}
