import * as z from 'zod';

/** NoPlans slice: optional site path of a support/help page offered as a second action (null = none). */
export const noPlansConfigSchema = z.object({
  helpPath: z.string().startsWith('/').nullable().default(null),
});
export type NoPlansConfig = z.output<typeof noPlansConfigSchema>;
