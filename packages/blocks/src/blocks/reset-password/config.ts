import * as z from 'zod';

/** Manifest slice of the reset-password block: where "Sign in" and "Get a new reset link" lead. */
export const resetPasswordConfigSchema = z.object({
  signInPath: z.string().startsWith('/').default('/sign-in'),
  forgotPasswordPath: z.string().startsWith('/').default('/forgot-pass'),
});
export type ResetPasswordConfig = z.output<typeof resetPasswordConfigSchema>;
