/**
 * `@telco-portal/blocks/config` — the brand configuration schemas of the blocks, zod only (no React), so
 * the manifest schema can compose them: each manifest slice a block reads IS that block's schema (the
 * manifest imports it from here instead of repeating it). Keys are the manifest slice names; a test in
 * @telco-portal/portal ties every block's `config.ts` to the manifest schema.
 */
export { type FooterConfig, type FooterConfigInput, footerConfigSchema } from './blocks/footer/config.ts';
export {
  HOME_SECTIONS,
  type HomeConfig,
  type HomeSection,
  homeConfigSchema,
  homeSectionSchema,
} from './blocks/home/config.ts';
export {
  bankTransferSchema,
  type MobileBillingConfig,
  mobileBillingConfigSchema,
} from './blocks/mobile-billing/config.ts';
export { type PlansConfig, type PlanType, plansConfigSchema, planTypeSchema } from './blocks/plans/config.ts';
export { type PlansTabConfig, plansTabConfigSchema } from './blocks/plans-tab/config.ts';
export { type SelectAccountConfig, selectAccountConfigSchema } from './blocks/select-account/config.ts';
export { type SignUpConfig, signUpConfigSchema } from './blocks/sign-up/config.ts';
export { type UsageHistogramConfig, usageHistogramConfigSchema } from './blocks/usage-histogram/config.ts';
export { PUBLIC_LAYOUTS, type PublicLayout } from './layouts.ts';
