import { describe, expect, it } from 'vitest';
import { formatSignedNzd, groupByYearMonth, yearMonthOf } from './ledger.ts';

const at = (iso: string) => String(BigInt(Date.parse(iso)) * 1_000_000n);

describe('given ledger items (SPEC §3 grouped by year then month)', () => {
  it('groups by year then month, newest first, in New Zealand time', () => {
    const items = [
      { id: 'a', CreatedAtNanos: at('2025-03-10T00:00:00Z') },
      { id: 'b', CreatedAtNanos: at('2026-01-05T00:00:00Z') },
      // 2025-12-31 12:30 UTC is 1 January 2026 in Auckland (NZDT, +13).
      { id: 'c', CreatedAtNanos: at('2025-12-31T12:30:00Z') },
      { id: 'd', CreatedAtNanos: at('2025-12-30T09:00:00Z') },
      { id: 'e', CreatedAtNanos: at('2026-01-20T00:00:00Z') },
      { id: 'f', CreatedAtNanos: at('2025-03-28T00:00:00Z') },
    ];
    const years = groupByYearMonth(items);
    expect(years.map((y) => y.year)).toEqual([2026, 2025]);
    expect(years[0]!.months.map((m) => [m.month, m.items.map((i) => i.id)])).toEqual([[1, ['e', 'b', 'c']]]);
    expect(years[1]!.months.map((m) => [m.month, m.items.map((i) => i.id)])).toEqual([
      [12, ['d']],
      [3, ['f', 'a']],
    ]);
  });

  it('gives no groups for no items, and another time zone its own months', () => {
    expect(groupByYearMonth([])).toEqual([]);
    expect(yearMonthOf(at('2025-12-31T12:30:00Z'), 'UTC')).toEqual({ year: 2025, month: 12 });
    expect(yearMonthOf(at('2025-12-31T12:30:00Z'))).toEqual({ year: 2026, month: 1 });
  });

  it('formats signed NZD with 2 decimals (SPEC §9)', () => {
    expect(formatSignedNzd(2000)).toBe('+$20.00');
    expect(formatSignedNzd(-1050)).toBe('-$10.50');
    expect(formatSignedNzd(0)).toBe('$0.00');
    expect(formatSignedNzd(-0.4)).toBe('$0.00');
    expect(formatSignedNzd(123456)).toBe('+$1,234.56');
  });
});
