import * as z from 'zod';

/** Home sections, each individually switchable (SPEC §2 home). */
export const homeSectionSchema = z.enum(['profits', 'plans', 'cta', 'coverage']);
export type HomeSection = z.output<typeof homeSectionSchema>;

/**
 * Manifest slice of the home block: `home: { sections, plansSlider }` (ARCHITECTURE.md manifest sketch).
 * Sections render in the listed order. `plansType` is the catalogue the featured plans come from.
 */
export const homeConfigSchema = z.object({
  sections: z.array(homeSectionSchema).default(['profits', 'plans', 'cta', 'coverage']),
  plansSlider: z.boolean().default(false),
  plansType: z.enum(['prepay', 'postpay', 'payg']).default('prepay'),
  featuredCount: z.number().int().min(1).max(12).default(3),
  coveragePath: z.string().startsWith('/').default('/help'),
});
export type HomeConfig = z.output<typeof homeConfigSchema>;
