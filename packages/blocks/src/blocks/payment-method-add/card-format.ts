/**
 * Formatting of the sandbox card form as people type (issue 10 "The card form"). Its own module, without
 * card-validator: the form formats from its first keystroke, and loads the rules (card-form-rules.ts with
 * card-validator) only when the card is checked (issue 7).
 */

/** Most digits a card number has (ISO/IEC 7812). */
const MAX_CARD_DIGITS = 19;

/**
 * The card number as people type it, grouped in fours (`4242 4242 …`): anything but digits is dropped, at most
 * 19 digits. `caret` (the input's selectionStart) is moved so it stays after the same digit it followed, e.g.
 * typing the 5th digit puts it after the new space: `{ value: '4242 4', caret: 6 }`.
 */
export function formatCardNumber(value: string, caret = value.length): { value: string; caret: number } {
  const all = value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const before = Math.min(value.slice(0, caret).replace(/\D/g, '').length, all.length);
  return {
    value: all.replace(/(\d{4})(?=\d)/g, '$1 '),
    caret: before + Math.floor(Math.max(before - 1, 0) / 4),
  };
}
