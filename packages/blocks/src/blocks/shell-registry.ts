import { type BlockDefinition, defineBlock } from '../registry.ts';

/**
 * Shell blocks owned by the portal runtime (layout chrome and utility pages of SPEC §2), in the same
 * format as `blocks` of ../registry.ts. The portal merges both lists (names are unique across them).
 */
export const shellBlocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'header',
    load: () => import('./header/Header.tsx'),
    loadConfigSchema: () => import('./header/config.ts').then((m) => m.headerConfigSchema),
    primitives: ['Button'],
  }),
  defineBlock({
    name: 'footer',
    load: () => import('./footer/Footer.tsx'),
    loadConfigSchema: () => import('./footer/config.ts').then((m) => m.footerConfigSchema),
    primitives: [],
  }),
  defineBlock({
    name: 'not-found',
    route: '*',
    load: () => import('./not-found/NotFound.tsx'),
    loadConfigSchema: () => import('./not-found/config.ts').then((m) => m.notFoundConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'suspended',
    route: '/suspended',
    load: () => import('./suspended/Suspended.tsx'),
    loadConfigSchema: () => import('./suspended/config.ts').then((m) => m.suspendedConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'no-payment-methods',
    route: '/no-payment-methods',
    load: () => import('./no-payment-methods/NoPaymentMethods.tsx'),
    loadConfigSchema: () =>
      import('./no-payment-methods/config.ts').then((m) => m.noPaymentMethodsConfigSchema),
    // Embeds the payment-method-add block (its card form and 3-D Secure dialog).
    primitives: [
      'PageContainer',
      'PageHeader',
      'PageTitle',
      'PageDescription',
      'Button',
      'Card',
      'Field',
      'Input',
      'Alert',
      'Dialog',
    ],
  }),
  defineBlock({
    name: 'no-plans',
    route: '/no-plans-page',
    load: () => import('./no-plans/NoPlans.tsx'),
    loadConfigSchema: () => import('./no-plans/config.ts').then((m) => m.noPlansConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'terms-page',
    route: '/terms',
    load: () => import('./terms-page/TermsPage.tsx'),
    loadConfigSchema: () => import('./terms-page/config.ts').then((m) => m.termsPageConfigSchema),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'Skeleton', 'Alert', 'Button'],
  }),
];
