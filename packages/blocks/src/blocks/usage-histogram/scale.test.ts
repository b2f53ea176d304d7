import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { dayTicks, valueScale } from './scale.ts';

describe('given the largest value of the chart', () => {
  it('draws no usage on a 0–1 axis with a baseline', () => {
    expect(valueScale(0)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
    expect(valueScale(Number.NaN)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
    expect(valueScale(-3)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
  });

  it('picks steps of 1, 2 or 5 × 10^k with at most 4 intervals', () => {
    expect(valueScale(1.25)).toEqual({ top: 1.5, step: 0.5, ticks: [0, 0.5, 1, 1.5] });
    expect(valueScale(0.3)).toEqual({ top: 0.3, step: 0.1, ticks: [0, 0.1, 0.2, 0.3] });
    expect(valueScale(1000)).toEqual({ top: 1000, step: 500, ticks: [0, 500, 1000] });
    expect(valueScale(2048.5)).toEqual({ top: 3000, step: 1000, ticks: [0, 1000, 2000, 3000] });
  });

  it('never steps below 0.01, the precision of the data (SPEC §9: 2 decimals)', () => {
    expect(valueScale(0.01)).toEqual({ top: 0.01, step: 0.01, ticks: [0, 0.01] });
    expect(valueScale(0.03)).toEqual({ top: 0.03, step: 0.01, ticks: [0, 0.01, 0.02, 0.03] });
  });

  it('always covers the largest value in at most maxIntervals nice steps (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        fc.integer({ min: 2, max: 8 }),
        (max, n) => {
          const { top, step, ticks } = valueScale(max, n);
          expect(top).toBeGreaterThanOrEqual(max - 1e-9);
          expect(step).toBeGreaterThanOrEqual(0.01);
          expect(ticks[0]).toBe(0);
          expect(ticks.at(-1)).toBe(top);
          // One more interval than asked is allowed only where the 0.01 floor forces the step.
          if (step > 0.01) expect(ticks.length - 1).toBeLessThanOrEqual(n);
          const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-12);
          expect([1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9)).toBe(true);
        },
      ),
    );
  });
});

describe('given the number of days', () => {
  it('labels today and every 7th day before it, oldest first', () => {
    expect(dayTicks(30)).toEqual([1, 8, 15, 22, 29]);
    expect(dayTicks(7)).toEqual([6]);
    expect(dayTicks(8)).toEqual([0, 7]);
    expect(dayTicks(1)).toEqual([0]);
    expect(dayTicks(0)).toEqual([]);
  });
});
