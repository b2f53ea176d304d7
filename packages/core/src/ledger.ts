/**
 * The payments history's rules (SPEC §3 "Transactions are grouped by year then month, items with Amount and
 * Description"; §9 NZD, 2 decimals; issue 10). Pure: no React, no API types (any item with
 * `CreatedAtNanos`, nanoseconds since the epoch as a decimal string).
 */
import { CURRENCY } from './constants.ts';

/** Months of one year, newest first; `month` is 1–12. */
export type LedgerYear<T> = { year: number; months: Array<{ year: number; month: number; items: T[] }> };

const NANOS_PER_MS = 1_000_000n;
const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar year and month (1–12) of `nanos` in `timeZone`. */
export function yearMonthOf(nanos: string, timeZone = 'Pacific/Auckland'): { year: number; month: number } {
  let formatter = monthFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(Number(BigInt(nanos) / NANOS_PER_MS)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * Groups items by calendar year, then month, in `timeZone` (default New Zealand time, where the customer's
 * month starts): years newest first, months newest first, items newest first within a month (ties keep
 * their order). Empty input gives [].
 */
export function groupByYearMonth<T extends { CreatedAtNanos: string }>(
  items: readonly T[],
  timeZone = 'Pacific/Auckland',
): Array<LedgerYear<T>> {
  const sorted = [...items].sort((a, b) => {
    const x = BigInt(a.CreatedAtNanos);
    const y = BigInt(b.CreatedAtNanos);
    return x > y ? -1 : x < y ? 1 : 0;
  });
  const years: Array<LedgerYear<T>> = [];
  for (const item of sorted) {
    const { year, month } = yearMonthOf(item.CreatedAtNanos, timeZone);
    let y = years.at(-1);
    if (!y || y.year !== year) {
      y = { year, months: [] };
      years.push(y);
    }
    let m = y.months.at(-1);
    if (!m || m.month !== month) {
      m = { year, month, items: [] };
      y.months.push(m);
    }
    m.items.push(item);
  }
  return years;
}

const signedFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Signed cents as NZD with 2 decimals and an explicit sign: 2000 -> "+$20.00", -1000 -> "-$10.00", 0 ->
 * "$0.00" (SPEC §9). For ledger amounts, where the sign says money in or out.
 * @param locale a BCP 47 tag, default "en-NZ".
 */
export function formatSignedNzd(cents: number, locale = 'en-NZ'): string {
  let formatter = signedFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    signedFormatters.set(locale, formatter);
  }
  const whole = Number.isFinite(cents) ? Math.round(cents) : 0;
  return formatter.format((whole === 0 ? 0 : whole) / 100);
}
