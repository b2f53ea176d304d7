import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type * as z from 'zod';
import type { AccountBlockName, Loaders } from './account-blocks.ts';
import type { BlockProps } from './block-props.ts';
import type { EshopBlockName } from './eshop-blocks.ts';

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

/**
 * The signed-in blocks' loaders (./account-blocks.ts), one chunk for all of them (issue 7: a new route must
 * not grow the first page). Each `import()` of a block carries its chunk's file name and the list of chunks it
 * needs (Vite's preload list: content-hashed names that do not compress), so a registry entry in the entry
 * bundle cost ~90 B gzipped per block; a block of this group costs its name. A customer's first signed-in page
 * loads this small chunk before its block's; `preloadAccountBlocks` starts it earlier when a session is saved.
 */
const accountBlocks = () => import('./account-blocks.ts').then((m) => m.ACCOUNT_BLOCK_LOADERS);

/** The e-shop's blocks' loaders (./eshop-blocks.ts), the same way: account pages do not carry them. */
const eshopBlocks = () => import('./eshop-blocks.ts').then((m) => m.ESHOP_BLOCK_LOADERS);

/** Starts loading the signed-in blocks' loaders (e.g. at start-up when a session is saved); safe to call often. */
export function preloadAccountBlocks(): void {
  accountBlocks().catch(() => undefined);
}

/**
 * Declares a block whose loaders live in ./account-blocks.ts (`ACCOUNT_BLOCK_LOADERS`): `configured` says it
 * has a brand configuration (registry.test ties it to the group's schema list).
 */
export function defineAccountBlock(
  name: AccountBlockName | EshopBlockName,
  options: { configured?: true } = {},
  group: () => Promise<Record<string, Loaders>> = accountBlocks,
): BlockDefinition {
  const load: BlockDefinition['load'] = () =>
    group().then((loaders) => (loaders[name] as Loaders).load() as ReturnType<BlockDefinition['load']>);
  return {
    name,
    load,
    component: lazy(load),
    ...(options.configured
      ? {
          loadConfigSchema: () =>
            group().then((loaders) => {
              const entry = loaders[name] as Loaders;
              if (!entry.loadConfigSchema)
                throw new Error(`telco-portal: block ${name} has no config schema`);
              return entry.loadConfigSchema();
            }),
        }
      : {}),
  };
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
  defineAccountBlock('email-verify-page'),
  defineAccountBlock('select-account', { configured: true }),
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
  defineAccountBlock('mobile-dashboard'),
  defineAccountBlock('usage-histogram', { configured: true }),
  defineAccountBlock('plans-tab', { configured: true }),
  defineAccountBlock('payment-method-add'),
  defineAccountBlock('voucher-redeem'),
  defineAccountBlock('top-up'),
  defineAccountBlock('payment-methods'),
  defineAccountBlock('invoices'),
  defineAccountBlock('invoice-detail'),
  defineAccountBlock('receipts'),
  defineAccountBlock('receipt-detail'),
  defineAccountBlock('payments-history'),
  defineAccountBlock('mobile-billing', { configured: true }),
  defineAccountBlock('pay-bill'),
  defineAccountBlock('thanks', {}, eshopBlocks),
  defineAccountBlock('order-history'),
  defineAccountBlock('order-detail'),
  defineAccountBlock('shipping-details'),
  defineAccountBlock('product-type-transfer'),
  defineAccountBlock('sim-purchase', {}, eshopBlocks),
  defineAccountBlock('checkout', {}, eshopBlocks),
  defineAccountBlock('sims-choose-plans', {}, eshopBlocks),
  defineAccountBlock('sim-select-product', {}, eshopBlocks),
];

/** Looks a block up by name; `undefined` when no block has that name. */
export function findBlock(name: string): BlockDefinition | undefined {
  return blocks.find((block) => block.name === name);
}
