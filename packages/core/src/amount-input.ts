/**
 * An amount a customer typed, in cents, when it is dollars with at most two decimals (an optional leading `$`,
 * spaces around ignored: `15` -> 1500, `12.50` -> 1250, `$7.5` -> 750) from `minCents` to `maxCents`; null for
 * anything else (`12.345`, `1,000`, `-5`, `ten`, '', out of bounds). Exact (string arithmetic, no floating point),
 * never throws. Its own module, not money.ts: the home page's chunks carry money.ts, the forms that take an
 * amount (top-up, pay-bill) carry this (issue 7).
 */
export function typedAmountCents(input: string, minCents: number, maxCents: number): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= minCents && cents <= maxCents ? cents : null;
}

/**
 * A whole number a customer typed (digits only, spaces around ignored: `7` -> 7, ` 28 ` -> 28) from `min` to
 * `max`; null for anything else (`7.5`, `-1`, `1e2`, '', out of bounds). The auto top-up's days (SPEC §5: 1–99).
 */
export function typedWholeNumber(input: string, min: number, max: number): number | null {
  const match = /^\d{1,9}$/.exec(input.trim());
  if (!match) return null;
  const value = Number(match[0]);
  return value >= min && value <= max ? value : null;
}

/**
 * Whole dollars a customer typed (`20`, `$20`, `20.00` -> 20) from `minDollars` to `maxDollars`; null for cents
 * (`20.50`) and anything `typedAmountCents` refuses. The auto top-up's amount (SPEC §5: $1–$999).
 */
export function typedWholeDollars(input: string, minDollars: number, maxDollars: number): number | null {
  const cents = typedAmountCents(input, minDollars * 100, maxDollars * 100);
  return cents !== null && cents % 100 === 0 ? cents / 100 : null;
}
