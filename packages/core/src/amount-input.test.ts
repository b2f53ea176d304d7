import { describe, expect, it } from 'vitest';
import { typedAmountCents, typedWholeDollars, typedWholeNumber } from './amount-input.ts';

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

describe('given the auto top-up days a customer typed (SPEC §5: 1 to 99)', () => {
  it.each([
    ['7', 7],
    [' 28 ', 28],
    ['1', 1],
    ['99', 99],
    ['0', null],
    ['100', null],
    ['7.5', null],
    ['-1', null],
    ['1e1', null],
    ['', null],
  ] as const)('%j is %j', (input, expected) => {
    expect(typedWholeNumber(input, 1, 99)).toBe(expected);
  });
});

describe('given the auto top-up amount a customer typed (SPEC §5: $1 to $999, whole dollars)', () => {
  it.each([
    ['20', 20],
    ['$20', 20],
    ['20.00', 20],
    ['1', 1],
    ['999', 999],
    ['20.50', null],
    ['0', null],
    ['1000', null],
    ['twenty', null],
  ] as const)('%j is %j dollars', (input, expected) => {
    expect(typedWholeDollars(input, 1, 999)).toBe(expected);
  });
});
