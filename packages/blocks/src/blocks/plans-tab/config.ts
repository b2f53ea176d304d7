import { PLAN_CHANGE_MODES } from '@telco-portal/core';
import * as z from 'zod';

const mode = (type: string) =>
  z
    .enum(PLAN_CHANGE_MODES)
    .default('NOW')
    .describe(
      `When a ${type} plan change takes effect. "NOW", "LATER" (next billing date) or "BOTH" (customer chooses). Default: "NOW".`,
    );

/**
 * The plans tab's brand configuration — the manifest's `planChangeMode` slice is this schema (SPEC §4
 * "Change mode per product type is NOW, LATER or BOTH (from configuration, default NOW)").
 */
export const plansTabConfigSchema = z
  .strictObject({
    prepay: mode('prepay'),
    postpay: mode('postpay'),
    payg: mode('pay-as-you-go'),
  })
  .describe('When a plan change takes effect, per account type (SPEC §4: NOW, LATER or BOTH).');
export type PlansTabConfig = z.output<typeof plansTabConfigSchema>;
