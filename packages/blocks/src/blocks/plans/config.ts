import { PLAN_TYPES } from '@telco-portal/core';
import * as z from 'zod';

/** Plan types of SPEC §9 ("Available plan types: postpay, prepay, PAYG"), as used in `/plans/:type`. */
export const planTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.output<typeof planTypeSchema>;

/**
 * The plans block's brand configuration — the manifest's `plans` slice is this schema. `types` are the plan
 * types the brand sells: only they have a `/plans/{type}` page (others are not found) and a tab in the
 * type switcher.
 */
export const plansConfigSchema = z
  .strictObject({
    types: z
      .array(planTypeSchema)
      .min(1)
      .refine((list) => new Set(list).size === list.length, {
        message: 'each plan type may appear only once',
      })
      .default([...PLAN_TYPES])
      .describe(
        'Plan types this brand sells, in the order the plans page lists them: "prepay", "postpay", "payg". Each gets a page /plans/{type}; any other type is not found. Default: all three.',
      ),
  })
  .describe('Plans pages (SPEC §2 plans/{type}).');
export type PlansConfig = z.output<typeof plansConfigSchema>;
