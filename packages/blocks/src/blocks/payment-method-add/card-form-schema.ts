import { ZOD_CONFIG } from '@telco-portal/core';
import cardValidator from 'card-validator';
import * as z from 'zod';

// No `new Function` in the browser (Trusted Types CSP): core's ZOD_CONFIG.
z.config(ZOD_CONFIG);

/** Message ids (this block's catalogue) for card form errors. */
export const CARD_FORM_ERRORS = {
  nameRequired: 'paymentMethodAdd.error.nameRequired',
  numberInvalid: 'paymentMethodAdd.error.numberInvalid',
  expiryInvalid: 'paymentMethodAdd.error.expiryInvalid',
  cvcInvalid: 'paymentMethodAdd.error.cvcInvalid',
} as const;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The sandbox card form (Stripe Elements replaces it in production): name on card, card number (Luhn and
 * length by card-validator), expiry MM/YY (a real, not past month — a card expiring this month passes here
 * and is refused by the provider, SPEC §5), CVC (4 digits for American Express, else 3).
 * Output: the card as the payments port takes it (`expYear` with 4 digits).
 */
export const cardFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: CARD_FORM_ERRORS.nameRequired }),
    number: z.string().refine((v) => /^[\d\s-]+$/.test(v) && cardValidator.number(digits(v)).isValid, {
      error: CARD_FORM_ERRORS.numberInvalid,
    }),
    expiry: z
      .string()
      .trim()
      .refine((v) => /^\d{1,2}\s*\/\s*(\d{2}|\d{4})$/.test(v) && cardValidator.expirationDate(v).isValid, {
        error: CARD_FORM_ERRORS.expiryInvalid,
      }),
    cvc: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    const type = cardValidator.number(digits(values.number)).card?.type;
    const size = type === 'american-express' ? 4 : 3;
    if (!cardValidator.cvv(values.cvc, size).isValid) {
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: CARD_FORM_ERRORS.cvcInvalid });
    }
  })
  .transform((values) => {
    const [month = '', year = ''] = values.expiry.split('/').map((p) => p.trim());
    return {
      name: values.name,
      number: digits(values.number),
      expMonth: Number(month),
      expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
      cvc: values.cvc,
    };
  });

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormValues = z.output<typeof cardFormSchema>;
