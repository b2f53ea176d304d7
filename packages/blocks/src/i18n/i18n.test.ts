import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';

import en from './en.json' with { type: 'json' };
import mi from './mi-NZ.json' with { type: 'json' };

const catalogues = { en: en as Record<string, string>, 'mi-NZ': mi as Record<string, string> };

/**
 * Every message module of the blocks (`messages.ts`, `switcher-messages.ts`, `account-messages.ts` …),
 * imported whole: descriptors carry ids only, the English text is `en.json`'s (defined once).
 */
const modules = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>('../**/*messages.ts', {
  eager: true,
});
const src = dirname(dirname(fileURLToPath(import.meta.url)));
const relative = (file: string) => `../${file}`;

/** block folder -> its descriptors (`blocks/<folder>/…messages.ts`); shared modules under `shared`. */
const byModule = Object.entries(modules).map(([file, exports]) => ({
  file,
  block: /^\.\.\/blocks\/([^/]+)\//.exec(file)?.[1] ?? null,
  descriptors: Object.values(exports).flatMap((value) =>
    typeof value === 'object' && value !== null
      ? Object.values(value).filter((d): d is MessageDescriptor & { id: string } => typeof d?.id === 'string')
      : [],
  ),
}));
const defined = byModule.flatMap((m) => m.descriptors);
/** Source text without its block and line comments (a docstring may name `defineMessages`). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * ICU argument names (`{name}`, `{name, plural, …}`, also inside plural/select branches) and rich-text tags
 * (`<terms>`) of a message, read with formatjs's own parser (as the generator's brand copy check does): a branch's
 * text (`one {day}`) is not an argument.
 */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.tag) {
        found.add(`<${el.value}>`);
        walk(el.children);
      } else if (el.type === TYPE.select || el.type === TYPE.plural) {
        found.add(`{${el.value}}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        found.add(`{${el.value}}`);
      }
    }
  };
  walk(parse(text));
  return [...found].sort();
}

describe('given the blocks catalogues', () => {
  it('have the same ids in en and mi-NZ', () => {
    expect(Object.keys(catalogues['mi-NZ']).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('have the same ICU placeholders and tags in both languages', () => {
    for (const [id, text] of Object.entries(catalogues.en)) {
      expect({ id, placeholders: placeholders(catalogues['mi-NZ'][id] ?? '') }).toEqual({
        id,
        placeholders: placeholders(text),
      });
    }
  });

  it('collect every module that calls defineMessages (none is missed by the glob)', () => {
    const callers = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => withoutComments(readFileSync(`${src}/${file}`, 'utf8')).includes('defineMessages('))
      .map((file) => relative(file.replaceAll('\\', '/')))
      .sort();
    expect(callers).toEqual(
      byModule
        .filter((m) => m.descriptors.length > 0)
        .map((m) => m.file)
        .sort(),
    );
  });

  it('hold every descriptor id in en and mi-NZ, and descriptors carry no second copy of the text', () => {
    expect(defined.length).toBeGreaterThan(200);
    for (const descriptor of defined) {
      expect(catalogues.en[descriptor.id], `${descriptor.id} in en.json`).toBeTruthy();
      expect(catalogues['mi-NZ'][descriptor.id], `${descriptor.id} in mi-NZ.json`).toBeTruthy();
      expect(descriptor, descriptor.id).not.toHaveProperty('defaultMessage');
    }
  });

  it('hold no id that no block defines', () => {
    const ids = new Set(defined.map((d) => d.id));
    expect(Object.keys(catalogues.en).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('prefix every block id with its block name', () => {
    for (const { block, descriptors } of byModule) {
      if (!block) continue;
      for (const descriptor of descriptors)
        expect(descriptor.id.startsWith(`${camel(block)}.`), descriptor.id).toBe(true);
    }
  });

  it('spell te reo Māori with macrons, not doubled vowels or diaereses', () => {
    const text = Object.values(catalogues['mi-NZ']).join(' ');
    for (const word of ['Imera', 'imera', 'Kainga', 'Maori', 'Maaori', 'ä', 'ë', 'ï', 'ö', 'ü']) {
      expect(text.includes(word), word).toBe(false);
    }
    expect(text).toContain('Īmēra');
  });
});
