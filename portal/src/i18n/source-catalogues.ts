/**
 * Every source catalogue of a brand at once, synchronously — for generation time (Node), where the
 * generator precompiles them to ICU ASTs (`@telco-portal/portal/i18n/source-catalogues`). The browser never
 * imports this module: it gets the compiled catalogues, or `catalogue.ts` loads the sources lazily.
 */
import blocksMi from '@telco-portal/blocks/i18n/mi-NZ.json';
import type { Locale } from '@telco-portal/blocks/session';
import { coreMessagesMi } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import { type Catalogue, englishCatalogue, layerMaoriCatalogue } from './catalogue.ts';
import portalMi from './mi-NZ.json';

export {
  COMPONENT_TEXT,
  FIRST_BLOCK_TEXT,
  isRestMessage,
  REST_BLOCK_TEXT,
  restPartOf,
  restPartsFor,
  splitCatalogue,
  splitRestCatalogue,
} from './catalogue-split.ts';

/** The merged catalogue (core + blocks + portal + manifest `copy`) of each interface language (SPEC §9). */
export function sourceCatalogues(manifest: Pick<BrandManifest, 'copy'>): Record<Locale, Catalogue> {
  return {
    en: englishCatalogue(manifest),
    'mi-NZ': layerMaoriCatalogue(manifest, {
      core: coreMessagesMi,
      blocks: blocksMi as Catalogue,
      portal: portalMi as Catalogue,
    }),
  };
}
