import * as z from 'zod';

/** Manifest slice of the mobile dashboard (profile `/profile/mobile`). */
export const mobileDashboardConfigSchema = z.object({
  usagePath: z.string().startsWith('/').default('/profile/mobile/usage'),
  plansPath: z.string().startsWith('/').default('/plans/prepay'),
});
export type MobileDashboardConfig = z.output<typeof mobileDashboardConfigSchema>;
