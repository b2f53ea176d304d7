import { NANOS_PER_DAY, NANOS_PER_MS } from './time.ts';

/**
 * The bill cycle of a customer (SPEC §3, §9), stored as `customers.billing_cycle_days`: 7 or 28 (every 7 or 28
 * days from `billing_anchor_nanos`) or 1 (each calendar month, UTC; wire `{ Type: 'monthly', Value: 1 }`).
 */
export type CycleDays = 1 | 7 | 28;

const monthStartNanos = (year: number, month: number) => BigInt(Date.UTC(year, month, 1)) * NANOS_PER_MS;

/**
 * The current and next billing cycles at `now` (SPEC §3 "CurrentBillingCycle, NextBillingCycle (each From and
 * Upto in nanoseconds)"). Fixed-length cycles repeat from `anchor`; a monthly cycle runs from the 1st of the
 * month to the 1st of the next (UTC).
 */
export function billingCyclesAt(days: CycleDays, anchor: bigint, now: bigint) {
  if (days === 1) {
    const d = new Date(Number(now / NANOS_PER_MS));
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth();
    return {
      current: { from: monthStartNanos(y, m), upto: monthStartNanos(y, m + 1) },
      next: { from: monthStartNanos(y, m + 1), upto: monthStartNanos(y, m + 2) },
    };
  }
  const cycle = BigInt(days) * NANOS_PER_DAY;
  const k = now > anchor ? (now - anchor) / cycle : 0n;
  const from = anchor + k * cycle;
  const upto = from + cycle;
  return { current: { from, upto }, next: { from: upto, upto: upto + cycle } };
}

/** Stored days -> wire `BillingCycle` (SPEC §3 Type, Value). */
export function cycleToWire(days: number) {
  return days === 1
    ? ({ Type: 'monthly', Value: 1 } as const)
    : ({ Type: 'daily', Value: days === 7 ? 7 : 28 } as const);
}

/** Wire `BillingCycle` -> stored days. */
export function cycleFromWire(cycle: { Type: 'daily' | 'monthly'; Value: number }): CycleDays {
  return cycle.Type === 'monthly' ? 1 : cycle.Value === 7 ? 7 : 28;
}
