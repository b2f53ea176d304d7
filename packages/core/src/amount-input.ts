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
