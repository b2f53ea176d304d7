import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coreMessages, coreMessagesMi } from '@telco-portal/core';
import { describe, expect, it } from 'vitest';

import en from './en.json' with { type: 'json' };
import mi from './mi-NZ.json' with { type: 'json' };

/**
 * Issue 9: every mi-NZ message uses the terms of `glossary.md` (one te reo term per concept). The catalogues
 * checked: blocks (this folder), the portal's (read from disk: blocks does not import the portal) and core's.
 */

type Concept = { concept: string; en: string[]; mi: string; avoid: string[] };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(here(path), 'utf8')) as Record<string, string>;

/** The back-quoted values of a table cell. */
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());

/** Parses the glossary table; throws on a row it cannot read (so a broken table never passes silently). */
export function parseGlossary(markdown: string): Concept[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  const [header, separator, ...body] = rows;
  const columns = (header ?? '').split('|').map((c) => c.trim().toLowerCase());
  if (
    columns[1] !== 'concept' ||
    columns[2] !== 'en' ||
    columns[3] !== 'te reo' ||
    columns[4] !== 'not to use'
  )
    throw new Error(`glossary.md: unexpected table header ${header}`);
  if (!separator?.includes('---')) throw new Error('glossary.md: the table has no separator row');
  return body.map((row, index) => {
    const cells = row.split('|').map((c) => c.trim());
    const concept = cells[1] ?? '';
    const enTerms = quoted(cells[2] ?? '');
    const miTerms = quoted(cells[3] ?? '');
    if (!concept || enTerms.length === 0 || miTerms.length !== 1)
      throw new Error(`glossary.md row ${index + 1}: needs a concept, en terms and exactly one te reo term`);
    return { concept, en: enTerms, mi: miTerms[0] as string, avoid: quoted(cells[4] ?? '') };
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD = '\\p{L}\\p{M}';
/** A term as a pattern: its spaces match spaces or hyphens ("utu-i-mua" is "utu i mua"). */
const pattern = (term: string) => escapeRegExp(term).replace(/\s+/g, '[\\s-]+');
/** `term` as whole words. */
const wholeWords = (term: string) => new RegExp(`(?<![${WORD}])${pattern(term)}(?![${WORD}])`, 'iu');
/** `term` at the start of a word, any ending (inflections: whakakī → whakakīia). */
const wordStart = (term: string) => new RegExp(`(?<![${WORD}])${pattern(term)}`, 'iu');
/** Message text without ICU placeholders ({email}, {count, plural, …} kept as its branches) and tags. */
const plain = (text: string) =>
  text
    .replace(/<\/?[A-Za-z_]\w*>/g, ' ')
    .replace(/\{\s*[A-Za-z_]\w*\s*\}/g, ' ')
    .replace(/[{}]/g, ' ');

export type GlossaryProblem = { id: string; concept: string; problem: string; mi: string };

/** Every message of `catalogues` whose mi-NZ text breaks the glossary. */
export function glossaryProblems(
  glossary: Concept[],
  catalogues: { en: Record<string, string>; mi: Record<string, string> }[],
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  for (const { en: enCat, mi: miCat } of catalogues) {
    for (const [id, enText] of Object.entries(enCat)) {
      const miText = miCat[id];
      if (miText === undefined) continue; // completeness is the catalogue tests' job
      const source = plain(enText);
      const target = plain(miText);
      for (const concept of glossary) {
        if (!concept.en.some((term) => wholeWords(term).test(source))) continue;
        if (!wordStart(concept.mi).test(target))
          problems.push({ id, concept: concept.concept, problem: `lacks "${concept.mi}"`, mi: miText });
        for (const variant of concept.avoid)
          if (wholeWords(variant).test(target))
            problems.push({ id, concept: concept.concept, problem: `uses "${variant}"`, mi: miText });
      }
    }
  }
  return problems;
}

type Catalogue = Record<string, string>;

/**
 * The te reo text of a brand manifest with its English: every `{ en, 'mi-NZ' }` text (description, legal
 * titles…) and each `copy['mi-NZ']` override against `copy.en`, else the shipped English of that id. The
 * brand's own name ("Harbour Mobile") is taken out: a name is not a term.
 */
function brandCatalogue(file: string, english: Catalogue): { en: Catalogue; mi: Catalogue } {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out = { en: {} as Catalogue, mi: {} as Catalogue };
  const name = typeof manifest.name === 'string' ? manifest.name : '';
  const unnamed = (text: string) => (name ? text.split(name).join(' ') : text);
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (path === 'copy') {
      const en = (record.en ?? {}) as Catalogue;
      for (const [id, text] of Object.entries((record['mi-NZ'] ?? {}) as Catalogue)) {
        out.en[`copy.${id}`] = unnamed(en[id] ?? english[id] ?? '');
        out.mi[`copy.${id}`] = unnamed(text);
      }
      return;
    }
    if (typeof record.en === 'string' && typeof record['mi-NZ'] === 'string') {
      out.en[path] = unnamed(record.en);
      out.mi[path] = unnamed(record['mi-NZ']);
    }
    for (const [key, child] of Object.entries(record)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(manifest, '');
  return out;
}

const glossary = parseGlossary(readFileSync(here('./glossary.md'), 'utf8'));
const catalogues = [
  { en: en as Record<string, string>, mi: mi as Record<string, string> },
  {
    en: readJson('../../../../portal/src/i18n/en.json'),
    mi: readJson('../../../../portal/src/i18n/mi-NZ.json'),
  },
  { en: coreMessages as Record<string, string>, mi: coreMessagesMi as Record<string, string> },
];
const shippedEnglish: Catalogue = Object.assign({}, ...catalogues.map((c) => c.en));
const brandsDir = here('../../../../brands/');
const brands = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${brandsDir}${entry.name}/brand.json`))
  .map((entry) => entry.name);

describe('given the te reo glossary (glossary.md)', () => {
  it('has one chosen term per concept and no chosen term that another concept forbids', () => {
    expect(glossary.length).toBeGreaterThan(20);
    const concepts = glossary.map((c) => c.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const concept of glossary) {
      expect(concept.mi, concept.concept).toBe(concept.mi.normalize('NFC'));
      expect(
        concept.avoid.map((v) => v.toLowerCase()),
        concept.concept,
      ).not.toContain(concept.mi.toLowerCase());
    }
  });

  it('catches a message that uses a variant not to use, or lacks the chosen term', () => {
    const problems = glossaryProblems(glossary, [
      {
        en: { a: 'Try again', b: 'Sign in to your account', c: 'Top up now', d: 'Hello {email}' },
        mi: { a: 'Whakamātau anō', b: 'Takiuru ki tō kaute', c: 'Whakakīia ināianei', d: 'Kia ora {email}' },
      },
    ]);
    expect(problems.map((p) => `${p.id} ${p.problem}`)).toEqual([
      'a lacks "ngana anō"',
      'a uses "whakamātau anō"',
      'b lacks "pūkete"',
      'b uses "kaute"',
    ]);
  });

  it('is followed by the te reo copy of every shipped brand (brands/*/brand.json)', () => {
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      const problems = glossaryProblems(glossary, [
        brandCatalogue(`${brandsDir}${brand}/brand.json`, shippedEnglish),
      ]);
      expect(problems.map((p) => `${brand} ${p.id}: ${p.concept} ${p.problem} — ${p.mi}`)).toEqual([]);
    }
  });

  it('is followed by every mi-NZ message of blocks, portal and core', () => {
    const problems = glossaryProblems(glossary, catalogues);
    expect(problems.map((p) => `${p.id}: ${p.concept} ${p.problem} — ${p.mi}`)).toEqual([]);
  });
});
