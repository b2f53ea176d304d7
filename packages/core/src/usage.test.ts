import { describe, expect, it } from 'vitest';
import { DAY_NANOS } from './constants.ts';
import {
  buildUsageHistogram,
  convertUsageAmount,
  histogramRequestRange,
  mapBalanceKeys,
  msToNanos,
  nanosToMs,
  percentRemaining,
  prepayCreditExpiryMs,
  remainingAllowances,
  toNanos,
} from './usage.ts';

const JAN_1_2026_MS = Date.UTC(2026, 0, 1);
const JAN_1_2026_NANOS = 1_767_225_600_000_000_000n;

describe('given nanosecond timestamps', () => {
  it('keeps them exact as bigint beyond 2^53', () => {
    expect(toNanos('1767225600000000001')).toBe(1_767_225_600_000_000_001n);
    expect(toNanos(1_767_225_600_000_000_001n)).toBe(1_767_225_600_000_000_001n);
    expect(msToNanos(JAN_1_2026_MS)).toBe(JAN_1_2026_NANOS);
    expect(nanosToMs('1767225600000999999')).toBe(JAN_1_2026_MS);
    expect(nanosToMs(-1n)).toBe(-1);
  });

  it('rejects text that is not an integer', () => {
    expect(() => toNanos('1.5')).toThrow(RangeError);
    expect(() => toNanos('abc')).toThrow(RangeError);
    expect(() => toNanos(Number.NaN)).toThrow(RangeError);
  });
});

describe('given a balance response', () => {
  it('maps Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs to usage types', () => {
    const mapped = mapBalanceKeys({
      Data: { CarryOverAmount: '100', RemainingAmount: '2048', UsageRule: 'Throttled' },
      Mins: { RemainingAmount: 50, UsageRule: 'Unlimited' },
      IDDMins: { RemainingAmount: 10 },
      TXTs: { RemainingAmount: 0, UsageRule: 'CasualRate' },
      IDDTXTs: { RemainingAmount: 5 },
      PXTs: { RemainingAmount: 2 },
    });
    expect(Object.keys(mapped).sort()).toEqual(['data', 'idd_sms', 'idd_voice', 'mms', 'sms', 'voice']);
    expect(mapped.data).toEqual({
      UsageType: 'data',
      CarryOverAmount: 100,
      AmountRemaining: 2048,
      UsageRule: 'Throttled',
    });
    expect(mapped.voice?.UsageRule).toBe('Unlimited');
    expect(mapped.idd_voice?.AmountRemaining).toBe(10);
    expect(mapped.sms?.UsageRule).toBe('CasualRate');
    expect(mapped.idd_sms?.AmountRemaining).toBe(5);
    expect(mapped.mms?.AmountRemaining).toBe(2);
  });

  it('leaves out absent keys and survives garbage', () => {
    expect(mapBalanceKeys({ Data: null })).toEqual({});
    expect(mapBalanceKeys(undefined)).toEqual({});
    expect(mapBalanceKeys({ Mins: { RemainingAmount: 'x' } }).voice?.AmountRemaining).toBe(0);
  });
});

describe('given histogram buckets', () => {
  it('builds 30 daily points with missing days filled with zero', () => {
    const points = buildUsageHistogram(
      [
        { StartNanos: JAN_1_2026_NANOS.toString(), Value: 1_048_576 * 512 },
        { StartNanos: (JAN_1_2026_NANOS + 2n * DAY_NANOS).toString(), Value: 1_048_576 * 1.5 },
      ],
      { fromNanos: JAN_1_2026_NANOS, unit: 'MB' },
    );
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({
      dayStartNanos: '1767225600000000000',
      dayStartMs: JAN_1_2026_MS,
      value: 512,
    });
    expect(points[1]?.value).toBe(0);
    expect(points[2]?.value).toBe(1.5);
    expect(points[29]?.dayStartMs).toBe(JAN_1_2026_MS + 29 * 86_400_000);
    expect(points.slice(3).every((p) => p.value === 0)).toBe(true);
  });

  it('converts data to GB with 2 decimals and sums buckets of the same day', () => {
    const points = buildUsageHistogram(
      [
        { StartNanos: JAN_1_2026_NANOS + 3_600_000_000_000n, Value: 1_073_741_824 },
        { FirstNanos: JAN_1_2026_NANOS + 7_200_000_000_000n, Amount: '536870912' },
        { StartNanos: JAN_1_2026_NANOS + 1n, Value: 1_000_000 },
      ],
      { fromNanos: JAN_1_2026_NANOS, unit: 'GB' },
    );
    expect(points[0]?.value).toBe(1.5);
  });

  it('converts seconds to minutes and reads MB data when asked', () => {
    const voice = buildUsageHistogram([{ StartNanos: JAN_1_2026_NANOS, Value: 90 }], {
      fromNanos: JAN_1_2026_NANOS,
      unit: 'mins',
    });
    expect(voice[0]?.value).toBe(1.5);
    const data = buildUsageHistogram([{ StartNanos: JAN_1_2026_NANOS, Value: 1536 }], {
      fromNanos: JAN_1_2026_NANOS,
      unit: 'GB',
      dataSource: 'MB',
    });
    expect(data[0]?.value).toBe(1.5);
    expect(convertUsageAmount(7, 'count')).toBe(7);
    expect(convertUsageAmount(100, 'mins')).toBeCloseTo(1.6667, 4);
  });

  it('ignores buckets outside the range or without a start', () => {
    const points = buildUsageHistogram(
      [
        { StartNanos: JAN_1_2026_NANOS - 1n, Value: 99 },
        { StartNanos: JAN_1_2026_NANOS + 30n * DAY_NANOS, Value: 99 },
        { Value: 99 },
        { StartNanos: 'garbage', Value: 99 },
      ],
      { fromNanos: JAN_1_2026_NANOS, unit: 'count' },
    );
    expect(points.every((p) => p.value === 0)).toBe(true);
    expect(buildUsageHistogram(null, { fromNanos: 0n, unit: 'count', days: 7 })).toHaveLength(7);
  });
});

describe('given today for the histogram request', () => {
  it('covers the last 30 days ending today in NZ time, exactly', () => {
    // 10:00 UTC on 15 January is 23:00 on 15 January in NZDT (+13:00).
    const range = histogramRequestRange(new Date('2026-01-15T10:00:00Z'), { utcOffsetMinutes: 780 });
    const startOfTodayMs = Date.parse('2026-01-14T11:00:00Z');
    expect(range.IntervalNanos).toBe(86_400_000_000_000);
    expect(range.finalNanos).toBe(msToNanos(startOfTodayMs + 86_400_000).toString());
    expect(range.firstNanos).toBe(msToNanos(startOfTodayMs - 29 * 86_400_000).toString());
    expect(BigInt(range.Range.FinalNanos)).toBe(BigInt(range.finalNanos));
    expect(BigInt(range.Range.FirstNanos)).toBe(BigInt(range.firstNanos));
    expect(JSON.stringify(range.Range)).toBe(
      `{"FirstNanos":${range.firstNanos},"FinalNanos":${range.finalNanos}}`,
    );
    expect((BigInt(range.finalNanos) - BigInt(range.firstNanos)) / DAY_NANOS).toBe(30n);
  });

  it('uses UTC days with offset 0', () => {
    const range = histogramRequestRange(new Date('2026-01-31T23:59:00Z'), { utcOffsetMinutes: 0, days: 1 });
    expect(range.firstNanos).toBe(msToNanos(Date.UTC(2026, 0, 31)).toString());
    expect(range.finalNanos).toBe(msToNanos(Date.UTC(2026, 1, 1)).toString());
  });
});

describe('given a prepay product', () => {
  it('uses the stored credit expiry', () => {
    expect(
      prepayCreditExpiryMs({ CurrencyCreditExpiresAtNanos: '1767225600000000000', CreatedAtNanos: '1' }),
    ).toBe(JAN_1_2026_MS);
  });

  it('falls back to 365 days after creation', () => {
    expect(prepayCreditExpiryMs({ CurrencyCreditExpiresAtNanos: 0, CreatedAtNanos: JAN_1_2026_NANOS })).toBe(
      Date.UTC(2027, 0, 1),
    );
    expect(prepayCreditExpiryMs({ CreatedAtNanos: '1767225600000000000' })).toBe(Date.UTC(2027, 0, 1));
  });

  it('has no expiry without usable timestamps', () => {
    expect(prepayCreditExpiryMs({})).toBeNull();
    expect(prepayCreditExpiryMs({ CreatedAtNanos: 'x' })).toBeNull();
  });
});

describe('given remaining allowances', () => {
  it('computes clamped percentages', () => {
    expect(percentRemaining(25, 100)).toBe(25);
    expect(percentRemaining(1, 3)).toBe(33.33);
    expect(percentRemaining(150, 100)).toBe(100);
    expect(percentRemaining(-5, 100)).toBe(0);
    expect(percentRemaining(5, 0)).toBe(0);
  });

  it('lists rows from the balance and product totals', () => {
    const balance = mapBalanceKeys({
      Data: { RemainingAmount: 2560, CarryOverAmount: 512 },
      Mins: { RemainingAmount: 0, UsageRule: 'Unlimited' },
      TXTs: { RemainingAmount: 0, UsageRule: 'CasualRate' },
    });
    const rows = remainingAllowances(balance, { TotalDataMB: '10240', TotalVoiceMinutes: 0, TotalMMS: 10 });
    expect(rows.map((r) => r.type)).toEqual(['data', 'voice', 'sms', 'mms']);
    expect(rows[0]).toEqual({
      type: 'data',
      remaining: 3072,
      total: 10752,
      percentRemaining: 28.57,
      percentUsed: 71.43,
      unlimited: false,
      casualRate: false,
    });
    expect(rows[1]).toMatchObject({ unlimited: true, percentRemaining: 100, percentUsed: 0 });
    expect(rows[2]).toMatchObject({ casualRate: true, percentRemaining: 0 });
    expect(rows[3]).toMatchObject({ remaining: 0, total: 10, percentRemaining: 0, percentUsed: 100 });
  });
});
