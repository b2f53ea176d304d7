import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type * as z from 'zod';

/** Props every block takes: its manifest slice, validated (and defaulted) by the block's config schema. */
export type BlockProps<Config = unknown> = { config?: Config };

/**
 * One block of the registry (CONVENTIONS 6): `load` is a dynamic import so each block is its own chunk;
 * `component` is the same import wrapped in `React.lazy` (render it inside `<Suspense>`). `route` is a hint
 * for the portal's route table (SPEC §2), not a binding. `primitives` lists the @telco-portal/ui parts used.
 * `loadConfigSchema` imports the block's `config.ts` (the zod schema of its manifest slice) on demand: the
 * registry pulls no zod into the first bundle; the block module validates its `config` prop with the same
 * schema when it renders (`useBlockConfig`).
 */
export interface BlockDefinition {
  name: string;
  route?: string;
  load: () => Promise<{ default: ComponentType<BlockProps<never>> }>;
  component: LazyExoticComponent<ComponentType<BlockProps<never>>>;
  loadConfigSchema: () => Promise<z.ZodType>;
  primitives: readonly string[];
}

/** Declares a block; ties the component's config prop type to its schema. */
export function defineBlock<S extends z.ZodType>(definition: {
  name: string;
  route?: string;
  load: () => Promise<{ default: ComponentType<BlockProps<z.input<S>>> }>;
  loadConfigSchema: () => Promise<S>;
  primitives: readonly string[];
}): BlockDefinition {
  const load = definition.load as BlockDefinition['load'];
  return { ...definition, load, component: lazy(load) };
}

/** Blocks owned by this package's "blocks" area (auth, password reset, home, plans, mobile dashboard, usage, cards). */
export const blocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'sign-in',
    route: '/sign-in',
    load: () => import('./blocks/sign-in/SignIn.tsx'),
    loadConfigSchema: () => import('./blocks/sign-in/config.ts').then((m) => m.signInConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'sign-up',
    route: '/sign-up',
    load: () => import('./blocks/sign-up/SignUp.tsx'),
    loadConfigSchema: () => import('./blocks/sign-up/config.ts').then((m) => m.signUpConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Checkbox', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'forgot-password',
    route: '/forgot-pass',
    load: () => import('./blocks/forgot-password/ForgotPassword.tsx'),
    loadConfigSchema: () =>
      import('./blocks/forgot-password/config.ts').then((m) => m.forgotPasswordConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'reset-password',
    route: '/reset-password',
    load: () => import('./blocks/reset-password/ResetPassword.tsx'),
    loadConfigSchema: () =>
      import('./blocks/reset-password/config.ts').then((m) => m.resetPasswordConfigSchema),
    primitives: [
      'PageContainer',
      'PageHeader',
      'Card',
      'Field',
      'Input',
      'Button',
      'Alert',
      'VisuallyHidden',
    ],
  }),
  defineBlock({
    name: 'email-verify',
    route: '/email-verify',
    load: () => import('./blocks/email-verify/EmailVerify.tsx'),
    loadConfigSchema: () => import('./blocks/email-verify/config.ts').then((m) => m.emailVerifyConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Alert', 'Button', 'Spinner'],
  }),
  defineBlock({
    name: 'email-verify-page',
    route: '/email-verify-page',
    load: () => import('./blocks/email-verify/EmailVerifyPage.tsx'),
    loadConfigSchema: () => import('./blocks/email-verify/config.ts').then((m) => m.emailVerifyConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Alert', 'Button'],
  }),
  defineBlock({
    name: 'select-account',
    route: '/select-account',
    load: () => import('./blocks/select-account/SelectAccount.tsx'),
    loadConfigSchema: () =>
      import('./blocks/select-account/config.ts').then((m) => m.selectAccountConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Badge', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'home',
    route: '/',
    load: () => import('./blocks/home/Home.tsx'),
    loadConfigSchema: () => import('./blocks/home/config.ts').then((m) => m.homeConfigSchema),
    primitives: ['PageContainer', 'Section', 'SectionTitle', 'Card', 'Button', 'Badge', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'plans',
    route: '/plans/:type',
    load: () => import('./blocks/plans/Plans.tsx'),
    loadConfigSchema: () => import('./blocks/plans/config.ts').then((m) => m.plansConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Badge', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'mobile-dashboard',
    route: '/profile/mobile',
    load: () => import('./blocks/mobile-dashboard/MobileDashboard.tsx'),
    loadConfigSchema: () =>
      import('./blocks/mobile-dashboard/config.ts').then((m) => m.mobileDashboardConfigSchema),
    primitives: ['Section', 'SectionTitle', 'Card', 'Badge', 'Meter', 'Tabs', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'usage-histogram',
    route: '/profile/mobile/usage',
    load: () => import('./blocks/usage-histogram/UsageHistogram.tsx'),
    loadConfigSchema: () =>
      import('./blocks/usage-histogram/config.ts').then((m) => m.usageHistogramConfigSchema),
    primitives: ['Section', 'SectionTitle', 'Card', 'Button', 'Skeleton', 'Alert', 'VisuallyHidden'],
  }),
  defineBlock({
    name: 'payment-method-add',
    route: '/profile/balance/payment-methods/add',
    load: () => import('./blocks/payment-method-add/PaymentMethodAdd.tsx'),
    loadConfigSchema: () =>
      import('./blocks/payment-method-add/config.ts').then((m) => m.paymentMethodAddConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Button', 'Alert', 'Dialog'],
  }),
];

/** Looks a block up by name; `undefined` when no block has that name. */
export function findBlock(name: string): BlockDefinition | undefined {
  return blocks.find((block) => block.name === name);
}
