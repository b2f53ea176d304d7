import * as z from 'zod';

/** The sign-up block's brand configuration — the manifest's `signUp` slice is this schema. */
export const signUpConfigSchema = z
  .strictObject({
    marketingOptIn: z
      .boolean()
      .default(true)
      .describe(
        'Offer the special-offers and newsletter opt-in on the sign-up form (sent as NotifySpecialOffers / NotifyNewsletters, SPEC §7). Default: true.',
      ),
  })
  .describe('Sign-up page (SPEC §2 sign-up).');
export type SignUpConfig = z.output<typeof signUpConfigSchema>;
