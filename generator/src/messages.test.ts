import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalogue } from '@telco-portal/portal';
import { sourceCatalogues } from '@telco-portal/portal/i18n/source-catalogues';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { listFiles } from './app-files.ts';
import { GeneratorError } from './errors.ts';
import { loadBrand } from './generate.ts';
import { appLocales, catalogueJson, compileCatalogue, compiledCatalogues } from './messages.ts';
import { REPO_ROOT } from './paths.ts';

const harbour = loadBrand(path.join(REPO_ROOT, 'brands/harbour')).manifest;

/** A value for every argument of a message: numbers for plural/number, a date, tags that wrap their text. */
function sampleValues(ast: MessageFormatElement[], values: Record<string, unknown> = {}) {
  for (const el of ast) {
    if (el.type === TYPE.argument) values[el.value] ??= `«${el.value}»`;
    if (el.type === TYPE.number) values[el.value] = 3;
    if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2026, 0, 15, 9));
    if (el.type === TYPE.plural) values[el.value] = 2;
    if (el.type === TYPE.select) values[el.value] = 'other';
    if (el.type === TYPE.tag) {
      values[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      sampleValues(el.children, values);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) sampleValues(option.value, values);
    }
  }
  return values;
}

describe('given the harbour brand catalogues', () => {
  const compiled = compiledCatalogues(harbour);
  const sources = sourceCatalogues(harbour);

  it('compiles every language the brand offers, English first', () => {
    expect(compiled.map((c) => c.locale)).toEqual(['en', 'mi-NZ']);
    for (const { locale, catalogue } of compiled) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(sources[locale]).sort());
    }
  });

  it('formats each compiled message exactly as the runtime parser would format its source text', () => {
    let checked = 0;
    for (const { locale, catalogue } of compiled) {
      for (const [id, ast] of Object.entries(catalogue)) {
        const values = sampleValues(ast);
        const fromAst = new IntlMessageFormat(ast, locale).format(values);
        const fromText = new IntlMessageFormat(sources[locale][id] as string, locale).format(values);
        expect({ id, locale, text: fromAst }).toEqual({ id, locale, text: fromText });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('applies the manifest copy overrides before compiling, with mi-NZ falling back to en per id', () => {
    const manifest = {
      ...harbour,
      copy: { en: { 'portal.route.home': 'Harbour home', 'brand.only': 'Only {n}' } },
    };
    const [en, mi] = compiledCatalogues(manifest);
    expect(en?.catalogue['portal.route.home']).toEqual([{ type: TYPE.literal, value: 'Harbour home' }]);
    expect(mi?.catalogue['brand.only']).toEqual([
      { type: TYPE.literal, value: 'Only ' },
      { type: TYPE.argument, value: 'n' },
    ]);
  });

  it('writes sorted ids, one message per line, that parse back to the same catalogue', () => {
    const en = compiled[0]?.catalogue ?? {};
    const text = catalogueJson(en);
    expect(JSON.parse(text)).toEqual(en);
    const ids = [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(en).sort());
    expect(catalogueJson(en)).toBe(text);
  });
});

/** Every `{ id }` descriptor exported by the blocks' and portal's `messages.ts` modules (ids only: the text is the catalogues'). */
async function sourceDescriptors(): Promise<Array<{ file: string; id: string }>> {
  const found: Array<{ file: string; id: string }> = [];
  const collect = (file: string, value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    const { id } = value as { id?: unknown };
    if (typeof id === 'string' && Object.keys(value).every((key) => key === 'id' || key === 'description'))
      found.push({ file, id });
    else for (const v of Object.values(value)) collect(file, v);
  };
  for (const root of ['packages/blocks/src', 'portal/src']) {
    for (const rel of listFiles(path.join(REPO_ROOT, root)).filter((f) => f.endsWith('messages.ts'))) {
      const file = path.join(REPO_ROOT, root, rel);
      collect(path.join(root, rel), await import(pathToFileURL(file).href));
    }
  }
  return found;
}

describe('given the defineMessages descriptors of the blocks and the portal', () => {
  // Descriptors carry ids only: an id missing from the compiled catalogue would render as the bare id,
  // so every id must resolve from the catalogue of every language.
  it('finds each id in every compiled catalogue', async () => {
    const descriptors = await sourceDescriptors();
    expect(descriptors.length).toBeGreaterThan(200);
    for (const { locale, catalogue } of compiledCatalogues(harbour)) {
      const missing = descriptors.filter((d) => !(d.id in catalogue)).map((d) => `${d.file}: ${d.id}`);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});

describe('given a brand that offers only te reo Māori', () => {
  it('still carries the English fallback catalogue', () => {
    expect(appLocales({ languages: { default: 'mi-NZ', available: ['mi-NZ'] } })).toEqual(['en', 'mi-NZ']);
    expect(appLocales({ languages: { default: 'en', available: ['en'] } })).toEqual(['en']);
  });
});

describe('given a message that is not valid ICU MessageFormat', () => {
  it('fails generation with invalid_message naming the id and language', () => {
    const broken: Catalogue = { 'home.title': 'Welcome {name' };
    let error: unknown;
    try {
      compileCatalogue(broken, 'mi-NZ');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).code).toBe('invalid_message');
    expect((error as GeneratorError).message).toContain("'home.title' (mi-NZ)");
  });
});
