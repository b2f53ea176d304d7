import * as z from 'zod';

/** NoPaymentMethods slice: optional site path of a support/help page offered as a second action (null = none). */
export const noPaymentMethodsConfigSchema = z.object({
  helpPath: z.string().startsWith('/').nullable().default(null),
});
export type NoPaymentMethodsConfig = z.output<typeof noPaymentMethodsConfigSchema>;
