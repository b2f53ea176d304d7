/** Nanosecond helpers. Nanos exceed 2^53, so they are bigint here and decimal strings on the wire. */

export const NANOS_PER_MS = 1_000_000n;
export const NANOS_PER_DAY = 86_400_000_000_000n;

/** Date -> nanoseconds since the epoch. */
export function dateToNanos(date: Date): bigint {
  return BigInt(date.getTime()) * NANOS_PER_MS;
}

/** Whole days -> nanoseconds. */
export function daysToNanos(days: number): bigint {
  return BigInt(Math.round(days * 86_400_000)) * NANOS_PER_MS;
}

/** Start of the UTC day containing `nanos`. */
export function utcDayStart(nanos: bigint): bigint {
  return nanos - (nanos % NANOS_PER_DAY);
}
