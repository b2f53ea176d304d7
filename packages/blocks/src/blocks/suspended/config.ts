import * as z from 'zod';

/** Suspended slice: optional site path of a support/help page offered as a second action (null = none). */
export const suspendedConfigSchema = z.object({
  helpPath: z.string().startsWith('/').nullable().default(null),
});
export type SuspendedConfig = z.output<typeof suspendedConfigSchema>;
