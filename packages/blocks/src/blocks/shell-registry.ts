import { type BlockDefinition, defineAccountBlock, defineBlock } from '../registry.ts';

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
  defineAccountBlock('suspended'),
  defineAccountBlock('no-payment-methods'),
  defineAccountBlock('no-plans'),
  defineBlock({
    name: 'terms-page',
    load: () => import('./terms-page/TermsPage.tsx'),
  }),
  defineBlock({
    name: 'privacy-page',
    load: () => import('./terms-page/PrivacyPage.tsx'),
  }),
];
