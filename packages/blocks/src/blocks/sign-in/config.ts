import * as z from 'zod';

/**
 * Manifest slice of the sign-in block. `afterSignIn` is where a successful sign-in goes when the URL
 * has no (safe) `?redirect=` target.
 */
export const signInConfigSchema = z.object({
  afterSignIn: z.string().startsWith('/').default('/profile/mobile'),
});
export type SignInConfig = z.output<typeof signInConfigSchema>;
