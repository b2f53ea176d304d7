import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJsonLikeBiome } from './json-format.ts';
import { REPO_ROOT } from './paths.ts';

const BIOME = path.join(REPO_ROOT, 'node_modules/.bin/biome');

/**
 * What the repository's Biome makes of each value written as `JSON.stringify(value, null, 2)` in a brand.json: one
 * Biome run over a scratch folder of `<i>/brand.json` files (one start of Biome for all of them: a start per value
 * was 13 s of the unit step for 33 values).
 */
function biome(values: readonly unknown[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'tp-json-format-'));
  try {
    const files = values.map((value, i) => {
      const file = path.join(dir, String(i), 'brand.json');
      mkdirSync(path.dirname(file));
      writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
      return file;
    });
    // The repository's Biome configuration, in the scratch folder (Biome formats only files under its root): its
    // formatter settings as they are; no VCS, no `files` filter, no schema path relative to the repository.
    const {
      $schema: _schema,
      vcs: _vcs,
      files: _files,
      ...config
    } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    const r = spawnSync(BIOME, ['format', '--write', '.'], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`biome format failed: ${r.stderr}${r.stdout}`);
    return files.map((file) => readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('given the brand.json of every brand (issue 6: new-brand without the repository Biome)', () => {
  const ids = readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const values = ids.map((id) =>
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', id, 'brand.json'), 'utf8')),
  );
  const formatted = biome(values);
  it.each(ids.map((id, i) => [id, i] as const))('%s: formats it exactly as Biome does', (_id, i) => {
    expect(formatJsonLikeBiome(values[i])).toBe(formatted[i]);
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
    // 30 arbitrary values (as fc.assert's numRuns: 30 drew), formatted by one Biome run.
    const values = fc.sample(json, 30);
    const formatted = biome(values);
    values.forEach((value, i) => {
      expect(formatJsonLikeBiome(value), JSON.stringify(value)).toBe(formatted[i]);
    });
  }, 120_000);
});
