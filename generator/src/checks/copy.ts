import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { closestMatch, formatJsonPath, type LoadedBrand, type ManifestIssue } from '@telco-portal/manifest';
import { sourceCatalogues } from '@telco-portal/portal/i18n/source-catalogues';
import type { CheckResult } from './index.ts';
import { shownFile } from './json.ts';

/** The built-in English catalogue (core + blocks + portal), without any brand's overrides. */
let builtIn: Record<string, string> | undefined;
function builtInCatalogue(): Record<string, string> {
  builtIn ??= sourceCatalogues({ copy: {} }).en;
  return builtIn;
}

/** ICU argument names (`{brand}`, `{count, plural, …}`) and rich-text tags (`<terms>`) of a parsed message. */
function placeholders(elements: readonly MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      placeholders(el.children, out);
    } else if (el.type === TYPE.select || el.type === TYPE.plural) {
      out.add(`{${el.value}}`);
      for (const option of Object.values(el.options)) placeholders(option.value, out);
    } else if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    ) {
      out.add(`{${el.value}}`);
    }
  }
  return out;
}

function parsed(text: string): MessageFormatElement[] | Error {
  try {
    return parse(text);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Copy overrides are checked against the message catalogue the portal ships: an unknown id (a typo such as
 * `home.hero.titel`) would never show — error, with the nearest known id; an empty text would blank the
 * message out — error; a text that is not valid ICU, or that drops or adds a placeholder the built-in
 * message has (`{brand}`, `<terms>…</terms>`), would fail or lose its values at runtime — error.
 */
export function copyChecks(brand: LoadedBrand): CheckResult {
  const file = shownFile(brand.file);
  const catalogue = builtInCatalogue();
  const ids = Object.keys(catalogue);
  const errors: ManifestIssue[] = [];
  for (const [locale, overrides] of Object.entries(brand.manifest.copy)) {
    for (const [id, text] of Object.entries(overrides ?? {})) {
      const at = formatJsonPath(['copy', locale, id]);
      const original = catalogue[id];
      if (original === undefined) {
        const nearest = closestMatch(id, ids);
        errors.push({
          code: 'unknown_message',
          file,
          path: at,
          message: `no message '${id}' in the catalogue${nearest ? ` (did you mean '${nearest}'?)` : ''}; this override would never show`,
          hint: nearest
            ? `rename it to '${nearest}'`
            : 'use an id of the built-in catalogues (core, packages/blocks/src/i18n/en.json, portal/src/i18n/en.json)',
        });
        continue;
      }
      if (text.trim() === '') {
        errors.push({
          code: 'empty_message',
          file,
          path: at,
          message: 'the override is empty: the text would disappear from the page',
          hint: `write the text, or remove the override to keep the built-in one ("${original}")`,
        });
        continue;
      }
      const mine = parsed(text);
      if (mine instanceof Error) {
        errors.push({
          code: 'placeholder_mismatch',
          file,
          path: at,
          message: `not valid ICU MessageFormat: ${mine.message}`,
          hint: `fix the braces; placeholders are written like the built-in text: "${original}" (a literal brace is '{')`,
        });
        continue;
      }
      const base = parsed(original);
      if (base instanceof Error) continue;
      const want = placeholders(base);
      const have = placeholders(mine);
      const missing = [...want].filter((p) => !have.has(p));
      const extra = [...have].filter((p) => !want.has(p));
      if (missing.length === 0 && extra.length === 0) continue;
      errors.push({
        code: 'placeholder_mismatch',
        file,
        path: at,
        message: [
          missing.length > 0 ? `drops ${missing.join(', ')} of the built-in message` : '',
          extra.length > 0 ? `uses ${extra.join(', ')}, which the built-in message does not provide` : '',
        ]
          .filter(Boolean)
          .join('; '),
        hint: `keep exactly the placeholders of the built-in text: "${original}"`,
      });
    }
  }
  return { errors, warnings: [] };
}
