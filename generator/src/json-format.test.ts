import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJsonLikeBiome } from './json-format.ts';
import { REPO_ROOT } from './paths.ts';

const BIOME = path.join(REPO_ROOT, 'node_modules/.bin/biome');

/** What the repository's Biome makes of `JSON.stringify(value, null, 2)` as a brand.json. */
function biome(value: unknown): string {
  const r = spawnSync(BIOME, ['format', '--stdin-file-path=brands/new-brand/brand.json'], {
    cwd: REPO_ROOT,
    input: `${JSON.stringify(value, null, 2)}\n`,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`biome format failed: ${r.stderr}`);
  return r.stdout;
}

describe('given the brand.json of every brand (issue 6: new-brand without the repository Biome)', () => {
  const ids = readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  it.each(ids)('%s: formats it exactly as Biome does', (id) => {
    const value = JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', id, 'brand.json'), 'utf8'));
    expect(formatJsonLikeBiome(value)).toBe(biome(value));
  });
});

describe('given arbitrary JSON values', () => {
  it('formats them exactly as Biome does (lines near the 110-character width, nesting, number fill)', () => {
    const key = fc.string({ minLength: 1, maxLength: 24 });
    const leaf = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.integer({ min: -1000, max: 100_000 }),
      fc.boolean(),
      fc.constant(null),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.oneof(
        fc.array(tie('value'), { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 99_999 }), { maxLength: 40 }),
        fc.array(fc.string({ minLength: 20, maxLength: 40 }), { maxLength: 4 }),
      ),
      object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    })).object;
    fc.assert(
      fc.property(json, (value) => {
        expect(formatJsonLikeBiome(value)).toBe(biome(value));
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
