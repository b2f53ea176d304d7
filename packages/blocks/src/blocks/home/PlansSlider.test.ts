import { describe, expect, it } from 'vitest';
import { fitsWidthRem } from './PlansSlider.tsx';

describe('fitsWidthRem (the slider width from which its buttons are hidden before any script runs)', () => {
  it('is 0 for one card or none: a single card (at most 85% wide) always fits', () => {
    expect(fitsWidthRem(0)).toBe(0);
    expect(fitsWidthRem(1)).toBe(0);
  });

  it('adds up the cards (20rem), the gaps between them (1.5rem) and the padding (0.5rem)', () => {
    // Harbour's three featured plans: 63.5rem = 1016 px, under the 1088 px slider at 1280 px.
    expect(fitsWidthRem(3)).toBe(63.5);
    expect(fitsWidthRem(2)).toBe(42);
  });
});
