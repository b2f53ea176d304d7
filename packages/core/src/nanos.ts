/**
 * Nanosecond timestamps (SPEC §3: the API's times are nanoseconds since the epoch). Timestamps in nanoseconds
 * (~1.7e18) exceed Number.MAX_SAFE_INTEGER (2^53), so core takes them as `NanosInput` (bigint, decimal string,
 * or number) and computes with bigint. Numbers are accepted only because JSON delivers them; they may already
 * have lost precision below a microsecond, which never matters for day buckets. Outputs for display are
 * milliseconds numbers (safe), and nanos are returned as decimal strings (JSON-safe, exact).
 *
 * A module of its own, not part of ./usage.ts: most account screens only turn a date into milliseconds, and
 * a bundler loads a whole module with its first export (issue 7: the top-up route loaded 1.3 KB of usage rules
 * for `nanosToMs`).
 */

/** A nanosecond timestamp or duration as it may arrive: bigint, decimal string, or number. */
export type NanosInput = bigint | string | number;

const NANOS_PER_MS = 1_000_000n;

/**
 * Nanos to bigint. @throws RangeError when the value is not an integer (strings must be decimal
 * digits with an optional minus; numbers are truncated towards zero).
 */
export function toNanos(value: NanosInput): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`toNanos: not finite: ${value}`);
    return BigInt(Math.trunc(value));
  }
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`toNanos: not an integer: "${value}"`);
  return BigInt(text);
}

/** Nanos to milliseconds (floor), a safe number for Date. */
export function nanosToMs(value: NanosInput): number {
  const n = toNanos(value);
  const q = n / NANOS_PER_MS;
  return Number(n < 0n && q * NANOS_PER_MS !== n ? q - 1n : q);
}

/** Milliseconds (integer part) to nanos as bigint. */
export function msToNanos(ms: number): bigint {
  return BigInt(Math.trunc(ms)) * NANOS_PER_MS;
}
