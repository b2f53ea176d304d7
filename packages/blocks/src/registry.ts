import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type * as z from 'zod';

import { emailVerifyConfigSchema } from './blocks/email-verify/config.ts';
import { forgotPasswordConfigSchema } from './blocks/forgot-password/config.ts';
import { homeConfigSchema } from './blocks/home/config.ts';
import { mobileDashboardConfigSchema } from './blocks/mobile-dashboard/config.ts';
import { plansConfigSchema } from './blocks/plans/config.ts';
import { selectAccountConfigSchema } from './blocks/select-account/config.ts';
import { signInConfigSchema } from './blocks/sign-in/config.ts';
import { signUpConfigSchema } from './blocks/sign-up/config.ts';
import { usageHistogramConfigSchema } from './blocks/usage-histogram/config.ts';

/** Props every block takes: its manifest slice, validated (and defaulted) by the block's `configSchema`. */
export type BlockProps<Config = unknown> = { config?: Config };

/**
 * One block of the registry (CONVENTIONS 6): `load` is a dynamic import so each block is its own chunk;
 * `component` is the same import wrapped in `React.lazy` (render it inside `<Suspense>`). `route` is a hint
 * for the portal's route table (SPEC §2), not a binding. `primitives` lists the @telco-portal/ui parts used.
 */
export interface BlockDefinition {
  name: string;
  route?: string;
  load: () => Promise<{ default: ComponentType<BlockProps<never>> }>;
  component: LazyExoticComponent<ComponentType<BlockProps<never>>>;
  configSchema: z.ZodType;
  primitives: readonly string[];
}

/** Declares a block; ties the component's config prop type to its schema. */
export function defineBlock<S extends z.ZodType>(definition: {
  name: string;
  route?: string;
  load: () => Promise<{ default: ComponentType<BlockProps<z.input<S>>> }>;
  configSchema: S;
  primitives: readonly string[];
}): BlockDefinition {
  const load = definition.load as BlockDefinition['load'];
  return { ...definition, load, component: lazy(load) };
}

/** Blocks owned by this package's "blocks" area (auth, home, plans, mobile dashboard, usage). */
export const blocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'sign-in',
    route: '/sign-in',
    load: () => import('./blocks/sign-in/SignIn.tsx'),
    configSchema: signInConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'sign-up',
    route: '/sign-up',
    load: () => import('./blocks/sign-up/SignUp.tsx'),
    configSchema: signUpConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Checkbox', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'forgot-password',
    route: '/forgot-pass',
    load: () => import('./blocks/forgot-password/ForgotPassword.tsx'),
    configSchema: forgotPasswordConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Field', 'Input', 'Button', 'Alert'],
  }),
  defineBlock({
    name: 'email-verify',
    route: '/email-verify',
    load: () => import('./blocks/email-verify/EmailVerify.tsx'),
    configSchema: emailVerifyConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Alert', 'Button', 'Spinner'],
  }),
  defineBlock({
    name: 'email-verify-page',
    route: '/email-verify-page',
    load: () => import('./blocks/email-verify/EmailVerifyPage.tsx'),
    configSchema: emailVerifyConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Alert', 'Button'],
  }),
  defineBlock({
    name: 'select-account',
    route: '/select-account',
    load: () => import('./blocks/select-account/SelectAccount.tsx'),
    configSchema: selectAccountConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Badge', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'home',
    route: '/',
    load: () => import('./blocks/home/Home.tsx'),
    configSchema: homeConfigSchema,
    primitives: ['PageContainer', 'Section', 'SectionTitle', 'Card', 'Button', 'Badge', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'plans',
    route: '/plans/:type',
    load: () => import('./blocks/plans/Plans.tsx'),
    configSchema: plansConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'Card', 'Badge', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'mobile-dashboard',
    route: '/profile/mobile',
    load: () => import('./blocks/mobile-dashboard/MobileDashboard.tsx'),
    configSchema: mobileDashboardConfigSchema,
    primitives: ['Section', 'SectionTitle', 'Card', 'Badge', 'Meter', 'Tabs', 'Button', 'Skeleton', 'Alert'],
  }),
  defineBlock({
    name: 'usage-histogram',
    route: '/profile/mobile/usage',
    load: () => import('./blocks/usage-histogram/UsageHistogram.tsx'),
    configSchema: usageHistogramConfigSchema,
    primitives: ['Section', 'SectionTitle', 'Card', 'Button', 'Skeleton', 'Alert', 'VisuallyHidden'],
  }),
];

/** Looks a block up by name; `undefined` when no block has that name. */
export function findBlock(name: string): BlockDefinition | undefined {
  return blocks.find((block) => block.name === name);
}
