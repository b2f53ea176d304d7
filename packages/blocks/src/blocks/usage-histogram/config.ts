import * as z from 'zod';

/** Manifest slice of the usage histogram: `usage: { days: 30 }` (SPEC §9: 30 daily buckets). */
export const usageHistogramConfigSchema = z.object({
  days: z.number().int().min(1).max(90).default(30),
  /** Initial data unit; the user can switch between MB and GB. */
  unit: z.enum(['MB', 'GB']).default('GB'),
  dashboardPath: z.string().startsWith('/').default('/profile/mobile'),
});
export type UsageHistogramConfig = z.output<typeof usageHistogramConfigSchema>;
