import { type BlockDefinition, defineBlock } from '../registry.ts';

/**
 * Shell blocks owned by the portal runtime (layout chrome and utility pages of SPEC §2), in the same
 * format as `blocks` of ../registry.ts. The portal merges both lists (names are unique across them).
 */
export const shellBlocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'header',
    load: () => import('./header/Header.tsx'),
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
    load: () => import('./not-found/NotFound.tsx'),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'suspended',
    load: () => import('./suspended/Suspended.tsx'),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'no-payment-methods',
    load: () => import('./no-payment-methods/NoPaymentMethods.tsx'),
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
    load: () => import('./no-plans/NoPlans.tsx'),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'PageDescription', 'Button'],
  }),
  defineBlock({
    name: 'terms-page',
    load: () => import('./terms-page/TermsPage.tsx'),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'Skeleton', 'Alert', 'Button'],
  }),
  defineBlock({
    name: 'privacy-page',
    load: () => import('./terms-page/PrivacyPage.tsx'),
    primitives: ['PageContainer', 'PageHeader', 'PageTitle', 'Skeleton', 'Alert', 'Button'],
  }),
];
