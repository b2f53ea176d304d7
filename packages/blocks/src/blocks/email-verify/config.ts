import * as z from 'zod';

/** Manifest slice of the e-mail verification blocks (`/email-verify` and `/email-verify-page`). */
export const emailVerifyConfigSchema = z.object({
  /** Where "continue" goes once the e-mail is verified. */
  afterVerified: z.string().startsWith('/').default('/profile/mobile'),
  signInPath: z.string().startsWith('/').default('/sign-in'),
});
export type EmailVerifyConfig = z.output<typeof emailVerifyConfigSchema>;
