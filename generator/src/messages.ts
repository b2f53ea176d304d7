import { parse } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import type { Catalogue, CompiledCatalogue, Locale } from '@telco-portal/portal';
import { sourceCatalogues } from '@telco-portal/portal/i18n/source-catalogues';
import { GeneratorError } from './errors.ts';

/**
 * Vite alias of a generated app: the ICU message parser becomes its no-parser build (formatjs docs,
 * "react-intl without parser"), because every catalogue ships precompiled (`compileCatalogue`). Keep the
 * emitted vite.config.ts in step (templates/app/vite.config.ts.hbs).
 */
export const NO_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
} as const;

/**
 * The languages whose catalogues an app carries: the brand's `languages.available`, plus English, the
 * portal's fallback for any other request (SPEC §9), in a stable order (en, mi-NZ).
 */
export function appLocales(manifest: Pick<BrandManifest, 'languages'>): Locale[] {
  const wanted = new Set<string>(['en', ...manifest.languages.available]);
  return LANGUAGES.filter((l) => wanted.has(l));
}

/**
 * Parses every message of a catalogue to its ICU AST, as intl-messageformat would at runtime
 * (`parse(text, { locale })`, skeletons parsed, no source locations), so the browser needs no parser.
 * Ids keep the catalogue's order.
 * @throws GeneratorError `invalid_message` naming the id, the language and the parser's complaint (e.g. a
 *   manifest `copy` text with an unbalanced `{`).
 */
export function compileCatalogue(catalogue: Catalogue, locale: Locale): CompiledCatalogue {
  const intlLocale = new Intl.Locale(locale);
  const compiled: CompiledCatalogue = {};
  for (const [id, text] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(text, { locale: intlLocale });
    } catch (error) {
      const reason = (error as Error).message;
      throw new GeneratorError(
        'invalid_message',
        `message '${id}' (${locale}) is not valid ICU MessageFormat: ${reason} in ${JSON.stringify(text)}`,
        `fix the text of '${id}' (manifest copy.${locale} or the ${locale} catalogue); literal braces are written '{' and '}' in ICU`,
        { cause: error },
      );
    }
  }
  return compiled;
}

/**
 * The compiled catalogue of each language the app carries (`appLocales`): core + blocks + portal
 * catalogues with the manifest `copy` overrides (`sourceCatalogues`, mi-NZ falling back to en per id).
 * @throws GeneratorError `invalid_message`
 */
export function compiledCatalogues(
  manifest: Pick<BrandManifest, 'copy' | 'languages'>,
): Array<{ locale: Locale; catalogue: CompiledCatalogue }> {
  const sources = sourceCatalogues(manifest);
  return appLocales(manifest).map((locale) => ({
    locale,
    catalogue: compileCatalogue(sources[locale], locale),
  }));
}

/**
 * JSON text of a compiled catalogue: ids sorted, one message per line (diffable, byte-identical for
 * equal input).
 */
export function catalogueJson(catalogue: CompiledCatalogue): string {
  const lines = Object.keys(catalogue)
    .sort()
    .map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(catalogue[id])}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
