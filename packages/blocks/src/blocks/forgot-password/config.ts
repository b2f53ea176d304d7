import * as z from 'zod';

/** Manifest slice of the forgot-password block. */
export const forgotPasswordConfigSchema = z.object({
  signInPath: z.string().startsWith('/').default('/sign-in'),
});
export type ForgotPasswordConfig = z.output<typeof forgotPasswordConfigSchema>;
