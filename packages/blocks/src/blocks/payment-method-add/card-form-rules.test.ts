import { describe, expect, it } from 'vitest';
import { CARD_FORM_ERRORS, checkCardForm, formatCardNumber, parseExpiry } from './card-form-rules.ts';
import { fieldErrors } from './messages.ts';

describe('formatCardNumber', () => {
  it('groups a typed number in fours, dropping what is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toEqual({ value: '4242 4242 4242 4242', caret: 19 });
    expect(formatCardNumber('4242-4242 42a42')).toEqual({ value: '4242 4242 4242', caret: 14 });
    expect(formatCardNumber('')).toEqual({ value: '', caret: 0 });
  });

  it('groups every network in fours (American Express too)', () => {
    expect(formatCardNumber('378282246310005').value).toBe('3782 8224 6310 005');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('4'.repeat(25)).value.replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the caret after the digit it followed (typing the 5th digit jumps the new space)', () => {
    expect(formatCardNumber('42424', 5)).toEqual({ value: '4242 4', caret: 6 });
    // A digit typed in the middle: '4242 |4242' + '1' → caret after the 1, past no new space.
    expect(formatCardNumber('4242 14242', 6)).toEqual({ value: '4242 1424 2', caret: 6 });
    // A caret at the very start stays there.
    expect(formatCardNumber('4242 4242', 0)).toEqual({ value: '4242 4242', caret: 0 });
    // Backspace over a group's space: the caret stays after the 4th digit.
    expect(formatCardNumber('42424', 4)).toEqual({ value: '4242 4', caret: 4 });
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/30', '12', '30'],
    ['12-30', '12', '30'],
    ['1230', '12', '30'],
    ['12 / 30', '12', '30'],
    ['12 30', '12', '30'],
    ['1/30', '1', '30'],
    ['12/2030', '12', '2030'],
  ])('reads %s', (value, month, year) => {
    expect(parseExpiry(value)).toEqual({ month, year });
  });

  it.each(['123', '12/3', '12//30', 'ab/cd', '12303', ''])('refuses %s', (value) => {
    expect(parseExpiry(value)).toBeNull();
  });
});

describe('checkCardForm expiry', () => {
  const card = { name: 'Mere Parata', number: '4242 4242 4242 4242', cvc: '123' };
  it.each(['1230', '12-30', '12/30'])('accepts %s as December 2030', (expiry) => {
    const { values, failures } = checkCardForm({ ...card, expiry });
    expect(failures).toEqual([]);
    expect(values).toMatchObject({ expMonth: 12, expYear: 2030 });
  });

  it('refuses a month 13 and a past year', () => {
    expect(checkCardForm({ ...card, expiry: '1330' }).failures.map((f) => f.field)).toEqual(['expiry']);
    expect(checkCardForm({ ...card, expiry: '01/20' }).failures.map((f) => f.field)).toEqual(['expiry']);
  });
});

describe('CARD_FORM_ERRORS', () => {
  it('are the ids of the field errors the form shows by id (messages.ts fieldErrors)', () => {
    expect(Object.values(CARD_FORM_ERRORS).sort()).toEqual(
      Object.values(fieldErrors)
        .map((d) => d.id)
        .sort(),
    );
  });
});
