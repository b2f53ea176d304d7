import { type BlockDefinition, defineBlock } from '../registry.ts';

/**
 * Shell blocks owned by the portal runtime (layout chrome and utility pages of SPEC §2), in the same
 * format as `blocks` of ../registry.ts. The portal merges both lists (names are unique across them).
 */
export const shellBlocks: readonly BlockDefinition[] = [
  defineBlock({
    name: 'header',
    load: () => import('./header/Header.tsx'),
  }),
  defineBlock({
    name: 'footer',
    load: () => import('./footer/Footer.tsx'),
    loadConfigSchema: () => import('./footer/config.ts').then((m) => m.footerConfigSchema),
  }),
  defineBlock({
    name: 'not-found',
    load: () => import('./not-found/NotFound.tsx'),
  }),
  defineBlock({
    name: 'suspended',
    load: () => import('./suspended/Suspended.tsx'),
  }),
  defineBlock({
    name: 'no-payment-methods',
    load: () => import('./no-payment-methods/NoPaymentMethods.tsx'),
  }),
  defineBlock({
    name: 'no-plans',
    load: () => import('./no-plans/NoPlans.tsx'),
  }),
  defineBlock({
    name: 'terms-page',
    load: () => import('./terms-page/TermsPage.tsx'),
  }),
  defineBlock({
    name: 'privacy-page',
    load: () => import('./terms-page/PrivacyPage.tsx'),
  }),
];
