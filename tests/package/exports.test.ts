/**
 * The published exports maps, checked without a build (the build, pack, publint, attw and the
 * outside-the-repo app are `pnpm packages:check`):
 * - every `publishConfig.exports` target is a dist file that the tsup build writes from an existing source
 *   module (dist mirrors src: `dist/a/b.js` ← `src/a/b.ts(x)`), and every workspace `exports` key is
 *   published;
 * - every `@telco-portal/<pkg>/<subpath>` that one published package imports from another matches a
 *   published key, so a new deep import cannot ship a tarball whose imports do not resolve;
 * - the `.ts` → `.js` specifier rewrite of the declarations.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages } from '../../scripts/pack-check-packages.ts';
import { rewriteTsSpecifiers } from '../../tsup.base.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const published = publishedPackages(ROOT);

/** Node's subpath pattern match: one `*` matches any string (including `/`). */
function matchKey(keys: string[], subpath: string): string | undefined {
  return keys.find((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*') as [string, string];
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('published packages', () => {
  it('are the packages a generated app needs, and the CLI (issue 6)', () => {
    expect(published.map((p) => p.pkg.name).sort()).toEqual([
      '@telco-portal/adapters',
      '@telco-portal/api',
      '@telco-portal/blocks',
      '@telco-portal/core',
      '@telco-portal/generator',
      '@telco-portal/manifest',
      '@telco-portal/portal',
      '@telco-portal/ui',
    ]);
  });

  for (const { dir, pkg } of published) {
    it(`${pkg.name}: every published target comes from a source module or a shipped file`, () => {
      const exportsMap = pkg.publishConfig?.exports ?? {};
      // A package published for its command only (the CLI: `bin`, and nothing to import but package.json)
      // keeps its workspace `exports` (the programmatic API Storybook and the benches use) unpublished.
      const commandOnly =
        Boolean((pkg as { bin?: unknown }).bin) &&
        Object.keys(pkg.publishConfig?.exports ?? {}).every((k) => k === './package.json');
      const workspaceKeys = commandOnly
        ? []
        : Object.keys((pkg as { exports?: Record<string, unknown> }).exports ?? {});
      // A workspace pattern (`./blocks/*`) is published as patterns with the same head (`./blocks/*.tsx`).
      const published = Object.keys(exportsMap);
      for (const key of workspaceKeys) {
        const covered = key.includes('*')
          ? published.some((k) => k.startsWith(key.slice(0, key.indexOf('*') + 1)))
          : matchKey(published, key);
        expect(covered, key).toBeTruthy();
      }
      const values = Object.entries(exportsMap);
      expect(values.length).toBeGreaterThan(0);
      for (const [key, value] of values) {
        const list = targets(value);
        // types first (CONVENTIONS 8)
        if (value && typeof value === 'object') expect(Object.keys(value)[0], key).toBe('types');
        for (const target of list) {
          if (target.includes('*')) {
            const folder = path.join(ROOT, dir, 'src', path.dirname(target.replace(/^\.\/dist\//, '')));
            expect(existsSync(folder), `${key} → ${target}`).toBe(true);
          } else if (/^\.\/dist\/.*\.(js|d\.ts)$/.test(target)) {
            const stem = target.replace(/^\.\/dist\//, 'src/').replace(/\.(d\.ts|js)$/, '');
            const found = ['.ts', '.tsx'].some((ext) => existsSync(path.join(ROOT, dir, `${stem}${ext}`)));
            expect(found, `${key} → ${target}: no ${stem}.ts(x)`).toBe(true);
          } else {
            // Copied as they are (ui's styles.css, blocks' catalogues) or shipped from the package root.
            const source = target.replace(/^\.\/dist\//, './src/');
            expect(existsSync(path.join(ROOT, dir, source)), `${key} → ${target}`).toBe(true);
          }
        }
      }
    });
  }

  it('import one another only through published subpaths', () => {
    const byName = new Map(published.map((p) => [p.pkg.name, p]));
    const misses: string[] = [];
    for (const { dir, pkg } of published) {
      for (const file of sourceFiles(path.join(ROOT, dir, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(
          /(?:from\s*|import\s*\(\s*)['"](@telco-portal\/[^/'"]+)(\/[^'"]*)?['"]/g,
        )) {
          const target = byName.get(m[1]!);
          if (!target || /\/test\//.test(file)) continue;
          const subpath = `.${m[2] ?? ''}`;
          if (!matchKey(Object.keys(target.pkg.publishConfig?.exports ?? {}), subpath))
            misses.push(`${pkg.name} ${path.relative(ROOT, file)} imports ${m[1]}${m[2] ?? ''}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('declarations import ./x.js where the source wrote ./x.ts', () => {
    expect(rewriteTsSpecifiers("export * from './account.ts';\nimport { a } from '../b/c.tsx';")).toBe(
      "export * from './account.js';\nimport { a } from '../b/c.js';",
    );
    expect(rewriteTsSpecifiers("type T = import('./x.ts').T;\nimport './side.ts';")).toBe(
      "type T = import('./x.js').T;\nimport './side.js';",
    );
    // Packages and non-relative specifiers stay.
    expect(rewriteTsSpecifiers("export { x } from '@telco-portal/core';\nimport y from 'zod.ts';")).toBe(
      "export { x } from '@telco-portal/core';\nimport y from 'zod.ts';",
    );
  });
});
