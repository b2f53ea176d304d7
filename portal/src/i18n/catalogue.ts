import blocksEn from '@telco-portal/blocks/i18n/en.json';
import type { Locale } from '@telco-portal/blocks/session';
import { coreMessages } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import type { MessageFormatElement } from 'react-intl';
import portalEn from './en.json';

/** Message id -> ICU MessageFormat text. */
export type Catalogue = Record<string, string>;

/**
 * Message id -> ICU message AST, precompiled at generation time (`@formatjs/icu-messageformat-parser`
 * `parse()`): IntlProvider formats it without a parser, so a generated app ships none.
 */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** What IntlProvider renders from: source text (parsed at runtime) or precompiled ASTs. */
export type Messages = Catalogue | CompiledCatalogue;

/** The te reo Māori catalogues of core, blocks and portal (loaded on demand in the browser). */
export type MaoriSources = { core: Catalogue; blocks: Catalogue; portal: Catalogue };

/** English: core + blocks + portal catalogues, then the manifest's `copy.en` overrides. */
export function englishCatalogue(manifest: Pick<BrandManifest, 'copy'>): Catalogue {
  return { ...coreMessages, ...blocksEn, ...portalEn, ...(manifest.copy?.en ?? {}) };
}

/**
 * te reo Māori layered over English, so any id without mi-NZ text falls back to en (SPEC §5 "Language
 * falls back to English"); the manifest's `copy['mi-NZ']` overrides last. Pure: the caller supplies the
 * mi-NZ catalogues (the browser imports them lazily, the generator statically).
 */
export function layerMaoriCatalogue(manifest: Pick<BrandManifest, 'copy'>, mi: MaoriSources): Catalogue {
  return {
    ...englishCatalogue(manifest),
    ...mi.core,
    ...mi.blocks,
    ...mi.portal,
    ...(manifest.copy?.['mi-NZ'] ?? {}),
  };
}

/** The te reo Māori catalogue (see `layerMaoriCatalogue`). Loaded on demand: never in the first bundle. */
export async function maoriCatalogue(manifest: Pick<BrandManifest, 'copy'>): Promise<Catalogue> {
  const [core, blocks, portal] = await Promise.all([
    import('@telco-portal/core/messages/mi-NZ').then((m) => m.coreMessagesMi),
    import('@telco-portal/blocks/i18n/mi-NZ.json').then((m) => m.default as Catalogue),
    import('./mi-NZ.json').then((m) => m.default as Catalogue),
  ]);
  return layerMaoriCatalogue(manifest, { core, blocks, portal });
}

/** The catalogue for a locale. */
export function loadCatalogue(locale: Locale, manifest: Pick<BrandManifest, 'copy'>): Promise<Catalogue> {
  return locale === 'mi-NZ' ? maoriCatalogue(manifest) : Promise.resolve(englishCatalogue(manifest));
}
