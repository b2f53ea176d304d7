import { type BlockDefinition, defineBlock } from '../registry.ts';
import { footerConfigSchema } from './footer/config.ts';
import { headerConfigSchema } from './header/config.ts';
import { noPaymentMethodsConfigSchema } from './no-payment-methods/config.ts';
import { noPlansConfigSchema } from './no-plans/config.ts';
import { notFoundConfigSchema } from './not-found/config.ts';
import { suspendedConfigSchema } from './suspended/config.ts';
import { termsPageConfigSchema } from './terms-page/config.ts';

/**
 * Shell blocks owned by the portal runtime (layout chrome and utility pages of SPEC §2), in the same
 * format as `blocks` of ../registry.ts. The portal merges both lists (names are unique across them).
 */
export const shellBlocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'header',
    load: () => import('./header/Header.tsx'),
    configSchema: headerConfigSchema,
    primitives: ['Button'],
  }),
  defineBlock({
    name: 'footer',
    load: () => import('./footer/Footer.tsx'),
    configSchema: footerConfigSchema,
    primitives: [],
  }),
  defineBlock({
    name: 'not-found',
    route: '*',
    load: () => import('./not-found/NotFound.tsx'),
    configSchema: notFoundConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'suspended',
    route: '/suspended',
    load: () => import('./suspended/Suspended.tsx'),
    configSchema: suspendedConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'no-payment-methods',
    route: '/no-payment-methods',
    load: () => import('./no-payment-methods/NoPaymentMethods.tsx'),
    configSchema: noPaymentMethodsConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'no-plans',
    route: '/no-plans-page',
    load: () => import('./no-plans/NoPlans.tsx'),
    configSchema: noPlansConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'terms-page',
    route: '/terms',
    load: () => import('./terms-page/TermsPage.tsx'),
    configSchema: termsPageConfigSchema,
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'Skeleton', 'Alert', 'Button'],
  }),
];
