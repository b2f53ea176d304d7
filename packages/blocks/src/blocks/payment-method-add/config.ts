import * as z from 'zod';

/**
 * Manifest slice of the payment-method-add block. `afterAdd`: where a customer goes once the card is saved
 * when the URL has no safe `?redirect=` target. `embedded`: rendered inside another page (no-payment-methods)
 * — a section with an h2 instead of a page with an h1.
 */
export const paymentMethodAddConfigSchema = z.object({
  afterAdd: z.string().startsWith('/').default('/profile'),
  embedded: z.boolean().default(false),
});
export type PaymentMethodAddConfig = z.output<typeof paymentMethodAddConfigSchema>;
