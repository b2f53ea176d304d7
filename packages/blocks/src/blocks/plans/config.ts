import * as z from 'zod';

/** Plan types of SPEC §9 ("Available plan types: postpay, prepay, PAYG"), as used in `/plans/:type`. */
export const planTypeSchema = z.enum(['prepay', 'postpay', 'payg']);
export type PlanType = z.output<typeof planTypeSchema>;

/**
 * Manifest slice of the plans block. Without `type` the block reads the `:type` route parameter; an
 * unknown type renders the not-found state.
 */
export const plansConfigSchema = z.object({
  type: planTypeSchema.optional(),
  /** Types listed in the type switcher. */
  types: z.array(planTypeSchema).default(['prepay', 'postpay', 'payg']),
});
export type PlansConfig = z.output<typeof plansConfigSchema>;
