/**
 * @telco-portal/blocks — the screens of the portal (ARCHITECTURE.md). Light entry: block components are
 * reached only through the registry's lazy `load`s, so importing this module pulls no block into the
 * first bundle. Catalogues: `@telco-portal/blocks/i18n/en.json` and `…/mi-NZ.json`.
 */
export type { EmailVerifyConfig } from './blocks/email-verify/config.ts';
export { emailVerifyConfigSchema } from './blocks/email-verify/config.ts';
export type { ForgotPasswordConfig } from './blocks/forgot-password/config.ts';
export { forgotPasswordConfigSchema } from './blocks/forgot-password/config.ts';
export type { HomeConfig, HomeSection } from './blocks/home/config.ts';
export { homeConfigSchema, homeSectionSchema } from './blocks/home/config.ts';
export type { MobileDashboardConfig } from './blocks/mobile-dashboard/config.ts';
export { mobileDashboardConfigSchema } from './blocks/mobile-dashboard/config.ts';
export type { PaymentMethodAddConfig } from './blocks/payment-method-add/config.ts';
export { paymentMethodAddConfigSchema } from './blocks/payment-method-add/config.ts';
export type { PlansConfig, PlanType } from './blocks/plans/config.ts';
export { plansConfigSchema, planTypeSchema } from './blocks/plans/config.ts';
export type { ResetPasswordConfig } from './blocks/reset-password/config.ts';
export { resetPasswordConfigSchema } from './blocks/reset-password/config.ts';
export type { SelectAccountConfig } from './blocks/select-account/config.ts';
export { selectAccountConfigSchema } from './blocks/select-account/config.ts';
export type { SignInConfig } from './blocks/sign-in/config.ts';
export { signInConfigSchema } from './blocks/sign-in/config.ts';
export type { SignUpConfig } from './blocks/sign-up/config.ts';
export { signUpConfigSchema } from './blocks/sign-up/config.ts';
export type { UsageHistogramConfig } from './blocks/usage-histogram/config.ts';
export { usageHistogramConfigSchema } from './blocks/usage-histogram/config.ts';
export * from './hooks/index.ts';

import { shellBlocks } from './blocks/shell-registry.ts';
import { type BlockDefinition, blocks } from './registry.ts';

export { type BlockDefinition, type BlockProps, blocks, defineBlock, findBlock } from './registry.ts';
export { shellBlocks };

/** Every block: this package's `blocks` plus the portal runtime's shell blocks (names are unique). */
export const allBlocks: readonly BlockDefinition[] = [...blocks, ...shellBlocks];
export * from './session/index.ts';
