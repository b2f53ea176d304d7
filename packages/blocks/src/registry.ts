import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type * as z from 'zod';
import type { BlockProps } from './block-props.ts';

export type { BlockProps } from './block-props.ts';

/**
 * One block of the registry (CONVENTIONS 6): `load` is a dynamic import so each block is its own chunk;
 * `component` is the same import wrapped in `React.lazy` (render it inside `<Suspense>`). Where a block is
 * routed is the portal's route table's business, not the registry's; the @telco-portal/ui parts each block
 * uses are listed in `BLOCK_PRIMITIVES` (./registry-primitives.ts). `loadConfigSchema` (only for blocks with a brand configuration) imports the block's
 * `config.ts` — the zod schema of its manifest slice — on demand: the registry pulls no zod into the first
 * bundle; the block receives its `config` prop already parsed with the same schema (by the generator, at generation time: `BlockProps`).
 * The same schemas are reachable without React from `@telco-portal/blocks/config`.
 */
export interface BlockDefinition {
  name: string;
  load: () => Promise<{ default: ComponentType<BlockProps<never>> }>;
  component: LazyExoticComponent<ComponentType<BlockProps<never>>>;
  loadConfigSchema?: () => Promise<z.ZodType>;
}

/** Declares a block with a brand configuration; ties the component's config prop type to its schema. */
export function defineBlock<S extends z.ZodType>(definition: {
  name: string;
  load: () => Promise<{ default: ComponentType<BlockProps<z.output<S>>> }>;
  loadConfigSchema: () => Promise<S>;
}): BlockDefinition;
/** Declares a block without a brand configuration (it takes no `config`). */
export function defineBlock(definition: {
  name: string;
  load: () => Promise<{ default: ComponentType<Record<string, never>> }>;
}): BlockDefinition;
export function defineBlock(definition: {
  name: string;
  load: () => Promise<unknown>;
  loadConfigSchema?: () => Promise<z.ZodType>;
}): BlockDefinition {
  const load = definition.load as BlockDefinition['load'];
  return { ...definition, load, component: lazy(load) };
}

/** Blocks owned by this package's "blocks" area (auth, password reset, home, plans, mobile dashboard, usage, cards). */
export const blocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'sign-in',
    load: () => import('./blocks/sign-in/SignIn.tsx'),
  }),
  defineBlock({
    name: 'sign-up',
    load: () => import('./blocks/sign-up/SignUp.tsx'),
    loadConfigSchema: () => import('./blocks/sign-up/config.ts').then((m) => m.signUpConfigSchema),
  }),
  defineBlock({
    name: 'forgot-password',
    load: () => import('./blocks/forgot-password/ForgotPassword.tsx'),
  }),
  defineBlock({
    name: 'reset-password',
    load: () => import('./blocks/reset-password/ResetPassword.tsx'),
  }),
  defineBlock({
    name: 'email-verify',
    load: () => import('./blocks/email-verify/EmailVerify.tsx'),
  }),
  defineBlock({
    name: 'email-verify-page',
    load: () => import('./blocks/email-verify/EmailVerifyPage.tsx'),
  }),
  defineBlock({
    name: 'select-account',
    load: () => import('./blocks/select-account/SelectAccount.tsx'),
    loadConfigSchema: () =>
      import('./blocks/select-account/config.ts').then((m) => m.selectAccountConfigSchema),
  }),
  defineBlock({
    name: 'home',
    load: () => import('./blocks/home/Home.tsx'),
    loadConfigSchema: () => import('./blocks/home/config.ts').then((m) => m.homeConfigSchema),
  }),
  defineBlock({
    name: 'plans',
    load: () => import('./blocks/plans/Plans.tsx'),
    loadConfigSchema: () => import('./blocks/plans/config.ts').then((m) => m.plansConfigSchema),
  }),
  defineBlock({
    name: 'mobile-dashboard',
    load: () => import('./blocks/mobile-dashboard/MobileDashboard.tsx'),
  }),
  defineBlock({
    name: 'usage-histogram',
    load: () => import('./blocks/usage-histogram/UsageHistogram.tsx'),
    loadConfigSchema: () =>
      import('./blocks/usage-histogram/config.ts').then((m) => m.usageHistogramConfigSchema),
  }),
  defineBlock({
    name: 'plans-tab',
    load: () => import('./blocks/plans-tab/PlansTab.tsx'),
    loadConfigSchema: () => import('./blocks/plans-tab/config.ts').then((m) => m.plansTabConfigSchema),
  }),
  defineBlock({
    name: 'payment-method-add',
    load: () => import('./blocks/payment-method-add/PaymentMethodAdd.tsx'),
  }),
  defineBlock({
    name: 'voucher-redeem',
    load: () => import('./blocks/voucher-redeem/VoucherRedeem.tsx'),
  }),
  // --- issue 10, billing part: cards, invoices, receipts ---
  defineBlock({
    name: 'payment-methods',
    load: () => import('./blocks/payment-methods/PaymentMethods.tsx'),
  }),
  defineBlock({ name: 'invoices', load: () => import('./blocks/invoices/InvoiceList.tsx') }),
  defineBlock({ name: 'invoice-detail', load: () => import('./blocks/invoices/InvoiceDetail.tsx') }),
  defineBlock({ name: 'receipts', load: () => import('./blocks/invoices/ReceiptList.tsx') }),
  defineBlock({ name: 'receipt-detail', load: () => import('./blocks/invoices/ReceiptDetail.tsx') }),
];

/** Looks a block up by name; `undefined` when no block has that name. */
export function findBlock(name: string): BlockDefinition | undefined {
  return blocks.find((block) => block.name === name);
}
