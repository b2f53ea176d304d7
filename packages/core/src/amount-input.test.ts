import { describe, expect, it } from 'vitest';
import { typedAmountCents } from './amount-input.ts';

describe('given an amount a customer typed', () => {
  it.each([
    ['15', 1500],
    ['12.50', 1250],
    ['$7.5', 750],
    [' 1 ', 100],
    ['999', 99_900],
    ['0.99', null],
    ['1000', null],
    ['12.345', null],
    ['-5', null],
    ['1,000', null],
    ['1e3', null],
    ['ten', null],
    ['', null],
  ] as const)('%j between $1 and $999 is %j cents', (input, expected) => {
    expect(typedAmountCents(input, 100, 99_900)).toBe(expected);
  });
});
