import cardValidator from 'card-validator';

/** Message ids (this block's catalogue) for card form errors. */
export const CARD_FORM_ERRORS = {
  nameRequired: 'paymentMethodAdd.error.nameRequired',
  numberInvalid: 'paymentMethodAdd.error.numberInvalid',
  expiryInvalid: 'paymentMethodAdd.error.expiryInvalid',
  cvcInvalid: 'paymentMethodAdd.error.cvcInvalid',
} as const;
type CardFormError = (typeof CARD_FORM_ERRORS)[keyof typeof CARD_FORM_ERRORS];

/** What the card form holds. */
export type CardFormInput = { name: string; number: string; expiry: string; cvc: string };
/** The card as the payments port takes it (`expYear` with 4 digits). */
export type CardFormValues = { name: string; number: string; expMonth: number; expYear: number; cvc: string };

const digits = (value: string) => value.replace(/[\s-]/g, '');

export { formatCardNumber } from './card-format.ts';

/**
 * The expiry field as month and year digits: `MM/YY`, `MM-YY`, `MM YY` (spaces around the separator allowed),
 * `MMYY` without separator, or a 4-digit year after a separator (`12/2030`). Null when it has another shape.
 */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const v = value.trim();
  const parts = /^(\d{1,2})\s*[/\s-]\s*(\d{2}|\d{4})$/.exec(v) ?? /^(\d{2})(\d{2})$/.exec(v);
  if (!parts) return null;
  return { month: parts[1] ?? '', year: parts[2] ?? '' };
}

/**
 * The sandbox card form's rules (Stripe Elements replaces it in production), plain functions over
 * card-validator, no zod in the browser (issue 7): name on card (trimmed, required), card number (Luhn and
 * length by card-validator; spaces and dashes ignored), expiry MM/YY, MM-YY or MMYY (`parseExpiry`) (a real, not past month — a card expiring this month passes here
 * and is refused by the provider, SPEC §5), CVC (trimmed; 4 digits for American Express, else 3). Failures
 * come in that order; the values are the card as the payments port takes it.
 */
export function checkCardForm(input: CardFormInput): {
  values: CardFormValues;
  failures: Array<{ field: keyof CardFormInput; id: CardFormError }>;
} {
  const failures: Array<{ field: keyof CardFormInput; id: CardFormError }> = [];
  const name = input.name.trim();
  const expiry = input.expiry.trim();
  const cvc = input.cvc.trim();
  if (name === '') failures.push({ field: 'name', id: CARD_FORM_ERRORS.nameRequired });
  if (!(/^[\d\s-]+$/.test(input.number) && cardValidator.number(digits(input.number)).isValid)) {
    failures.push({ field: 'number', id: CARD_FORM_ERRORS.numberInvalid });
  }
  const exp = parseExpiry(expiry);
  if (!(exp && cardValidator.expirationDate({ month: exp.month, year: exp.year }).isValid)) {
    failures.push({ field: 'expiry', id: CARD_FORM_ERRORS.expiryInvalid });
  }
  const type = cardValidator.number(digits(input.number)).card?.type;
  if (!cardValidator.cvv(cvc, type === 'american-express' ? 4 : 3).isValid) {
    failures.push({ field: 'cvc', id: CARD_FORM_ERRORS.cvcInvalid });
  }
  const { month = '', year = '' } = exp ?? {};
  return {
    values: {
      name,
      number: digits(input.number),
      expMonth: Number(month),
      expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
      cvc,
    },
    failures,
  };
}
