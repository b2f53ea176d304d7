import * as z from 'zod';

/** Manifest slice of the sign-up block. Links point at the portal's terms and privacy routes (SPEC §2). */
export const signUpConfigSchema = z.object({
  termsPath: z.string().startsWith('/').default('/terms'),
  privacyPath: z.string().startsWith('/').default('/privacy'),
  /** Where a new account goes: the "please verify your e-mail" page (SPEC §2 email-verify-page). */
  afterSignUp: z.string().startsWith('/').default('/email-verify-page'),
  /** Show the marketing opt-in (NotifySpecialOffers / NotifyNewsletters, SPEC §7). */
  marketingOptIn: z.boolean().default(true),
});
export type SignUpConfig = z.output<typeof signUpConfigSchema>;
