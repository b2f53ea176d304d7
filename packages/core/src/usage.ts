/**
 * Usage rules: balance-key mapping (SPEC §3), the 30-day usage histogram (SPEC §7, §9), prepay credit
 * expiry (SPEC §9) and remaining-allowance percentages.
 *
 * Nanoseconds: ./nanos.ts (re-exported here).
 */
import { DAY_MS, DAY_NANOS, MIB, PREPAY_CREDIT_EXPIRY_DAYS, USAGE_HISTOGRAM_DAYS } from './constants.ts';
import { msToNanos, type NanosInput, nanosToMs, toNanos } from './nanos.ts';
import { parseUsageRule, type UsageRule } from './plan-format.ts';

export { msToNanos, type NanosInput, nanosToMs, toNanos } from './nanos.ts';

// ---------------------------------------------------------------------------------------------
// Balance keys (SPEC §3 "Usage entry")

export type UsageType = 'data' | 'voice' | 'idd_voice' | 'sms' | 'idd_sms' | 'mms';

/** A balance response entry (SPEC §3): each key holds CarryOverAmount, RemainingAmount, UsageRule. */
export interface BalanceEntry {
  CarryOverAmount?: number | string | null;
  RemainingAmount?: number | string | null;
  UsageRule?: string | null;
}

/** Balance response keys (SPEC §3). */
export interface BalanceResponse {
  Data?: BalanceEntry | null;
  Mins?: BalanceEntry | null;
  IDDMins?: BalanceEntry | null;
  TXTs?: BalanceEntry | null;
  IDDTXTs?: BalanceEntry | null;
  PXTs?: BalanceEntry | null;
}

/** Usage entry (SPEC §3), amounts parsed to numbers (missing -> 0). Data amounts are MB. */
export interface UsageEntry {
  UsageType: UsageType;
  CarryOverAmount: number;
  AmountRemaining: number;
  UsageRule: UsageRule | null;
}

/** Balance keys to usage types (SPEC §3): Data, Mins, IDDMins, TXTs, IDDTXTs, PXTs. */
export const BALANCE_KEY_TO_USAGE_TYPE = /* @__PURE__ */ Object.freeze({
  Data: 'data',
  Mins: 'voice',
  IDDMins: 'idd_voice',
  TXTs: 'sms',
  IDDTXTs: 'idd_sms',
  PXTs: 'mms',
} as const satisfies Record<keyof BalanceResponse, UsageType>);

function amount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * Maps a balance response to usage entries keyed by usage type (SPEC §3). Keys absent from the
 * response are absent from the result; RemainingAmount becomes AmountRemaining.
 */
export function mapBalanceKeys(
  balance: BalanceResponse | null | undefined,
): Partial<Record<UsageType, UsageEntry>> {
  const result: Partial<Record<UsageType, UsageEntry>> = {};
  if (!balance) return result;
  for (const [key, type] of Object.entries(BALANCE_KEY_TO_USAGE_TYPE) as Array<
    [keyof BalanceResponse, UsageType]
  >) {
    const entry = balance[key];
    if (!entry) continue;
    result[type] = {
      UsageType: type,
      CarryOverAmount: amount(entry.CarryOverAmount),
      AmountRemaining: amount(entry.RemainingAmount),
      UsageRule: parseUsageRule(entry.UsageRule),
    };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Histogram (SPEC §7 POST v2/:spid/usage/data/histogram, SPEC §9)

/**
 * One bucket of result.Buckets. SPEC §7 names only `result.Buckets`; we read the start from
 * `StartNanos` (else `FirstNanos`, else `Key`) and the amount from `Value` (else `Amount`, else `Sum`).
 * Data amounts are bytes unless `dataSource: 'MB'`; voice amounts are seconds; SMS/MMS are counts.
 */
export interface UsageBucket {
  StartNanos?: NanosInput | null;
  FirstNanos?: NanosInput | null;
  Key?: NanosInput | null;
  Value?: number | string | null;
  Amount?: number | string | null;
  Sum?: number | string | null;
}

/** Display unit of a histogram: data in MB or GB, voice in minutes, messages as a count. */
export type HistogramUnit = 'MB' | 'GB' | 'mins' | 'count';

export interface HistogramPoint {
  /** Day start, nanoseconds since the epoch, as a decimal string. */
  dayStartNanos: string;
  /** Day start in milliseconds (for Date / charts). */
  dayStartMs: number;
  /** Amount in the requested unit, rounded to 2 decimals; 0 for a missing bucket. */
  value: number;
}

export interface HistogramOptions {
  /** Start of the first day bucket (Range.FirstNanos). */
  fromNanos: NanosInput;
  unit: HistogramUnit;
  /** Unit of data bucket amounts: 'bytes' (default) or 'MB'. */
  dataSource?: 'bytes' | 'MB';
  /** Number of daily buckets, default 30 (SPEC §9). */
  days?: number;
}

function round2(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}

function bucketStart(bucket: UsageBucket): bigint | null {
  const raw = bucket.StartNanos ?? bucket.FirstNanos ?? bucket.Key;
  if (raw === null || raw === undefined) return null;
  try {
    return toNanos(raw);
  } catch {
    return null;
  }
}

function bucketAmount(bucket: UsageBucket): number {
  return amount(bucket.Value ?? bucket.Amount ?? bucket.Sum);
}

/** Converts a raw bucket amount to the display unit (SPEC §9: data to MB/GB, minutes = seconds / 60). */
export function convertUsageAmount(
  raw: number,
  unit: HistogramUnit,
  dataSource: 'bytes' | 'MB' = 'bytes',
): number {
  switch (unit) {
    case 'MB':
      return dataSource === 'MB' ? raw : raw / MIB;
    case 'GB':
      return dataSource === 'MB' ? raw / 1024 : raw / (MIB * 1024);
    case 'mins':
      return raw / 60;
    default:
      return raw;
  }
}

/**
 * Builds the usage histogram (SPEC §9): `days` (30) daily buckets of 1 day starting at fromNanos.
 * Buckets are placed by their start (floor to the day), several in one day are summed, buckets outside
 * the range are ignored, missing days are 0. Values are converted to `unit` and rounded to 2 decimals.
 */
export function buildUsageHistogram(
  buckets: readonly UsageBucket[] | null | undefined,
  options: HistogramOptions,
): HistogramPoint[] {
  const days = options.days ?? USAGE_HISTOGRAM_DAYS;
  const from = toNanos(options.fromNanos);
  const sums = new Array<number>(days).fill(0);
  for (const bucket of buckets ?? []) {
    const start = bucketStart(bucket);
    if (start === null || start < from) continue;
    const index = Number((start - from) / DAY_NANOS);
    if (index >= days) continue;
    sums[index] = (sums[index] ?? 0) + bucketAmount(bucket);
  }
  return sums.map((raw, i) => {
    const dayStart = from + BigInt(i) * DAY_NANOS;
    return {
      dayStartNanos: dayStart.toString(),
      dayStartMs: nanosToMs(dayStart),
      value: round2(convertUsageAmount(raw, options.unit, options.dataSource)),
    };
  });
}

/** Request fields of the histogram call (SPEC §7). Nanos are exact numbers (see histogramRequestRange). */
export interface HistogramRange {
  Range: { FirstNanos: number; FinalNanos: number };
  IntervalNanos: number;
  /** Same bounds as exact decimal strings. */
  firstNanos: string;
  finalNanos: string;
}

/**
 * Range for "the last `days` days ending today" (SPEC §9: 30 daily buckets of 1 day): FirstNanos is
 * the start of the day `days − 1` days before today, FinalNanos the start of tomorrow (exclusive),
 * IntervalNanos one day. Days are counted in a fixed UTC offset: `utcOffsetMinutes` (e.g. 720 for
 * NZST, 780 for NZDT), default the runtime's offset at `now`.
 * Day boundaries are whole minutes, and whole-minute nanos below 2^63 are exactly representable as
 * doubles, so the number fields are exact and serialise to JSON as the exact integers.
 */
export function histogramRequestRange(
  now: Date,
  options: { days?: number; utcOffsetMinutes?: number } = {},
): HistogramRange {
  const days = options.days ?? USAGE_HISTOGRAM_DAYS;
  const offsetMs = (options.utcOffsetMinutes ?? -now.getTimezoneOffset()) * 60_000;
  const localMs = now.getTime() + offsetMs;
  const startOfTodayUtcMs = Math.floor(localMs / DAY_MS) * DAY_MS - offsetMs;
  const first = msToNanos(startOfTodayUtcMs - (days - 1) * DAY_MS);
  const final = msToNanos(startOfTodayUtcMs + DAY_MS);
  return {
    Range: { FirstNanos: Number(first), FinalNanos: Number(final) },
    IntervalNanos: Number(DAY_NANOS),
    firstNanos: first.toString(),
    finalNanos: final.toString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Prepay credit expiry (SPEC §9)

/**
 * Prepay credit expiry in milliseconds since the epoch (SPEC §9): the stored
 * CurrencyCreditExpiresAtNanos when positive, else CreatedAtNanos + 365 days; null when neither is usable.
 */
export function prepayCreditExpiryMs(product: {
  CurrencyCreditExpiresAtNanos?: NanosInput | null;
  CreatedAtNanos?: NanosInput | null;
}): number | null {
  const read = (v: NanosInput | null | undefined): bigint | null => {
    if (v === null || v === undefined) return null;
    try {
      const n = toNanos(v);
      return n > 0n ? n : null;
    } catch {
      return null;
    }
  };
  const stored = read(product.CurrencyCreditExpiresAtNanos);
  if (stored !== null) return nanosToMs(stored);
  const created = read(product.CreatedAtNanos);
  if (created === null) return null;
  return nanosToMs(created + BigInt(PREPAY_CREDIT_EXPIRY_DAYS) * DAY_NANOS);
}

// ---------------------------------------------------------------------------------------------
// Remaining allowances

/** Totals of a mobile product (SPEC §3 "Mobile product": TotalDataMB, TotalVoiceMinutes, …). */
export interface ProductTotals {
  TotalDataMB?: number | string | null;
  TotalVoiceMinutes?: number | string | null;
  TotalIDDVoiceMinutes?: number | string | null;
  TotalSMS?: number | string | null;
  TotalIDDSMS?: number | string | null;
  TotalMMS?: number | string | null;
}

const TOTAL_KEYS: ReadonlyArray<[UsageType, keyof ProductTotals]> = [
  ['data', 'TotalDataMB'],
  ['voice', 'TotalVoiceMinutes'],
  ['idd_voice', 'TotalIDDVoiceMinutes'],
  ['sms', 'TotalSMS'],
  ['idd_sms', 'TotalIDDSMS'],
  ['mms', 'TotalMMS'],
];

export interface AllowanceRemaining {
  type: UsageType;
  /** Remaining amount (MB for data, minutes for voice, messages otherwise), carry-over included. */
  remaining: number;
  /** Total of the period (0 when unknown). */
  total: number;
  /** remaining / total × 100, clamped to 0..100 and rounded to 2 decimals; 100 when unlimited; 0 when total unknown. */
  percentRemaining: number;
  /** 100 − percentRemaining. */
  percentUsed: number;
  unlimited: boolean;
  casualRate: boolean;
}

/** Remaining vs total as a 0..100 percentage with 2 decimals; a total ≤ 0 gives 0. */
export function percentRemaining(remaining: number, total: number): number {
  if (!Number.isFinite(remaining) || !Number.isFinite(total) || total <= 0) return 0;
  return round2(Math.min(100, Math.max(0, (remaining / total) * 100)));
}

/**
 * Remaining allowances for a "remaining allowances" display: one row per usage type present in the
 * balance or with a positive product total, in the order data, voice, idd_voice, sms, idd_sms, mms.
 * Remaining includes the carry-over; the total is the product total plus the carry-over.
 */
export function remainingAllowances(
  balance: Partial<Record<UsageType, UsageEntry>>,
  totals: ProductTotals = {},
): AllowanceRemaining[] {
  const rows: AllowanceRemaining[] = [];
  for (const [type, totalKey] of TOTAL_KEYS) {
    const entry = balance[type];
    const productTotal = amount(totals[totalKey]);
    if (!entry && productTotal <= 0) continue;
    const carry = entry?.CarryOverAmount ?? 0;
    const remaining = (entry?.AmountRemaining ?? 0) + carry;
    const total = productTotal > 0 ? productTotal + carry : 0;
    const unlimited = entry?.UsageRule === 'Unlimited';
    const pct = unlimited ? 100 : percentRemaining(remaining, total);
    rows.push({
      type,
      remaining,
      total,
      percentRemaining: pct,
      percentUsed: round2(100 - pct),
      unlimited,
      casualRate: entry?.UsageRule === 'CasualRate',
    });
  }
  return rows;
}
