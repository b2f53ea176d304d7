import { PLAN_TYPES } from '@telco-portal/core';
import * as z from 'zod';

/** Home sections below the hero, each individually switchable (SPEC §2 "/ home"). */
export const HOME_SECTIONS = Object.freeze(['profits', 'plans', 'cta', 'coverage'] as const);
export const homeSectionSchema = z.enum(HOME_SECTIONS);
export type HomeSection = z.output<typeof homeSectionSchema>;

/**
 * The home block's brand configuration — the manifest's `home` slice is this schema (SPEC §2 "/ home").
 * Sections render in the listed order. The plans section and every plan link on the page show only while
 * plans are shown to this visitor (`features.showPlans`).
 */
export const homeConfigSchema = z
  .strictObject({
    sections: z
      .array(homeSectionSchema)
      .refine((list) => new Set(list).size === list.length, { message: 'each section may appear only once' })
      .default(['profits', 'plans', 'cta', 'coverage'])
      .describe(
        'Home sections below the hero, in display order: "profits" (why choose us), "plans" (featured plans; hidden while plans are not shown, see features.showPlans), "cta" (call to action), "coverage" (network coverage; links to the help centre when this build has one). Default: all four.',
      ),
    plansSlider: z
      .boolean()
      .default(false)
      .describe('Show the featured plans as a horizontal slider instead of a grid. Default: false.'),
    plansType: z
      .enum(PLAN_TYPES)
      .default('prepay')
      .describe(
        'Which plans the home page features and links to: "prepay", "postpay" or "payg"; must be one of plans.types. Default: "prepay".',
      ),
    featuredCount: z
      .int()
      .min(1)
      .max(12)
      .default(3)
      .describe('How many featured plans the plans section shows (1–12). Default: 3.'),
  })
  .describe('Home page (SPEC §2 "/ home"): the sections below the hero and the featured plans.');
export type HomeConfig = z.output<typeof homeConfigSchema>;
