import * as z from 'zod';

/**
 * The usage block's brand configuration — the manifest's `usage` slice is this schema (SPEC §9: 30 daily
 * buckets).
 */
export const usageHistogramConfigSchema = z
  .strictObject({
    days: z
      .int()
      .min(1)
      .max(90)
      .default(30)
      .describe(
        'How many days of data usage the usage page charts, one bar per day (1–90; SPEC §9: 30). Default: 30.',
      ),
    unit: z
      .enum(['MB', 'GB'])
      .default('GB')
      .describe(
        'Data unit the usage chart starts in; customers can switch between MB and GB. Default: "GB".',
      ),
  })
  .describe('Usage page of the mobile dashboard (SPEC §2 usage).');
export type UsageHistogramConfig = z.output<typeof usageHistogramConfigSchema>;
