import * as z from 'zod';

/** Manifest slice of the select-account block. */
export const selectAccountConfigSchema = z.object({
  /** Where choosing an account goes when the URL has no (safe) `?redirect=` target. */
  afterSelect: z.string().startsWith('/').default('/profile/mobile'),
  /** Also read each account's mobile products to show the default MSISDN (one extra call per account). */
  showMobileNumber: z.boolean().default(true),
});
export type SelectAccountConfig = z.output<typeof selectAccountConfigSchema>;
