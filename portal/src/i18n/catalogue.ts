import blocksEn from '@telco-portal/blocks/i18n/en.json';
import type { Locale } from '@telco-portal/blocks/session';
import { coreMessages } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import portalEn from './en.json';

/** Message id -> ICU MessageFormat text. */
export type Catalogue = Record<string, string>;

/** English: core + blocks + portal catalogues, then the manifest's `copy.en` overrides. */
export function englishCatalogue(manifest: Pick<BrandManifest, 'copy'>): Catalogue {
  return { ...coreMessages, ...blocksEn, ...portalEn, ...(manifest.copy?.en ?? {}) };
}

/**
 * te reo Māori catalogue layered over English, so any id without mi-NZ text falls back to en
 * (SPEC §5 "Language falls back to English"). Loaded on demand: never in the first bundle.
 */
export async function maoriCatalogue(manifest: Pick<BrandManifest, 'copy'>): Promise<Catalogue> {
  const [core, blocks, portal] = await Promise.all([
    import('@telco-portal/core').then((m) => m.coreMessagesMi),
    import('@telco-portal/blocks/i18n/mi-NZ.json').then((m) => m.default as Catalogue),
    import('./mi-NZ.json').then((m) => m.default as Catalogue),
  ]);
  return {
    ...englishCatalogue(manifest),
    ...core,
    ...blocks,
    ...portal,
    ...(manifest.copy?.['mi-NZ'] ?? {}),
  };
}

/** The catalogue for a locale. */
export function loadCatalogue(locale: Locale, manifest: Pick<BrandManifest, 'copy'>): Promise<Catalogue> {
  return locale === 'mi-NZ' ? maoriCatalogue(manifest) : Promise.resolve(englishCatalogue(manifest));
}
