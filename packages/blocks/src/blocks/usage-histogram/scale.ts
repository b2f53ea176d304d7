/**
 * Axis maths of the usage chart: a "nice" value axis and the day ticks. Pure functions; the chart draws
 * in percentages of its plot box, so nothing here knows pixels.
 */

/** Smallest value step: histogram values carry 2 decimals (SPEC §9), so no tick needs a third. */
const MIN_STEP = 0.01;

/** The value axis: ticks from 0 to `top` (inclusive) in equal `step`s; bars are drawn as value / top. */
export type ValueScale = { top: number; step: number; ticks: number[] };

/**
 * A value axis for data whose largest value is `max` (any unit): `top` ≥ max, a step of 1, 2 or 5 × 10^k
 * (never below 0.01) giving at most `maxIntervals` intervals. `max` ≤ 0 or not finite (no usage) gives
 * the axis 0–1 with the ticks 0 and 1, so zero bars sit on a drawn baseline.
 */
export function valueScale(max: number, maxIntervals = 4): ValueScale {
  if (!(Number.isFinite(max) && max > 0)) return { top: 1, step: 1, ticks: [0, 1] };
  const rough = max / maxIntervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(MIN_STEP, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough);
  const intervals = Math.max(1, Math.ceil(max / step - 1e-9));
  // Round each tick to the step's decimals so 0.1 × 3 reads 0.3, not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
  return { top: ticks[ticks.length - 1] ?? step, step, ticks };
}

/**
 * Indices of the labelled days on the day axis: the last day (today) and every `every`-th day before it,
 * oldest first. 30 days and every 7 give 1, 8, 15, 22, 29.
 */
export function dayTicks(count: number, every = 7): number[] {
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) ticks.unshift(i);
  return ticks;
}
