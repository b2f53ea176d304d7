import { allBlocks } from '@telco-portal/blocks';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, ESHOP_ROUTES } from '../all-routes.ts';
import { PUBLIC_ROUTES } from '../route-table.ts';
import { harbourManifest } from '../test/manifest.ts';
import { englishCatalogue } from './catalogue.ts';
import {
  AREA_ROUTE_TITLE_PREFIX,
  COMPONENT_TEXT,
  FIRST_BLOCK_TEXT,
  isRestMessage,
  needsRestCatalogue,
  REST_BLOCK_TEXT,
  restPartOf,
  restPartsFor,
  splitCatalogue,
  splitRestCatalogue,
} from './catalogue-split.ts';

/** Every block's descriptors (packages/blocks/src/blocks/<dir>/messages.ts), by folder. */
const messageModules = import.meta.glob<Record<string, unknown>>(
  '../../../packages/blocks/src/blocks/*/messages.ts',
  { eager: true },
);
/** Every source file of the blocks package and of the portal, as text (test files aside). */
const sources = {
  ...import.meta.glob<string>(['../../../packages/blocks/src/**/*.{ts,tsx}', '!**/*.test.*', '!**/test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../**/*.{ts,tsx}', '!**/*.test.*', '!**/test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** The blocks' and core's source files, as text by path (`../../../packages/<pkg>/src/...`), tests aside. */
const packageSources = import.meta.glob<string>(
  [
    '../../../packages/blocks/src/**/*.{ts,tsx}',
    '../../../packages/core/src/**/*.ts',
    '!**/*.test.*',
    '!**/*.stories.*',
    '!**/test/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const BLOCKS_SRC = '../../../packages/blocks/src/';
const CORE_SRC = '../../../packages/core/src/';

/** `spec` (a relative import) resolved against the file `from`, as a key of `packageSources`. */
function resolveImport(from: string, spec: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const segment of spec.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const path = parts.join('/');
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((p) => p in packageSources);
}

/**
 * The module each registered block renders, by block name: the `import()` of its component in the
 * registries (registry.ts, account-blocks.ts, eshop-blocks.ts, blocks/shell-registry.ts), under the name written
 * before it.
 */
function blockModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const registry of [
    'registry.ts',
    'account-blocks.ts',
    'eshop-blocks.ts',
    'blocks/shell-registry.ts',
  ]) {
    const file = `${BLOCKS_SRC}${registry}`;
    const text = packageSources[file] as string;
    for (const m of text.matchAll(/import\('(\.[^']+)'\)/g)) {
      if (/config\.ts$|(account|eshop)-blocks\.ts$/.test(m[1] as string)) continue;
      const before = text.slice(0, m.index);
      const names = [
        ...before.matchAll(/name: '([a-z-]+)'|'([a-z-]+)':|\n\s+([a-z]+): (?:plain\(|\{ load)/g),
      ];
      const last = names.at(-1);
      const name = last?.[1] ?? last?.[2] ?? last?.[3];
      const module = resolveImport(file, m[1] as string);
      if (name && module) modules.set(name, module);
    }
  }
  return modules;
}

/**
 * The shared components that load their own text (COMPONENT_TEXT), by name: the file that declares the name
 * (`export const X = '<name>'`) and suspends on the page's RestTextContext with it.
 */
function componentModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [file, text] of Object.entries(packageSources)) {
    for (const m of text.matchAll(/export const ([A-Z_]+) = '([a-z-]+)'/g)) {
      if (text.includes(`useContext(RestTextContext)(${m[1]})`)) modules.set(m[2] as string, file);
    }
  }
  return modules;
}

/** The core files that define `names` (exports of @telco-portal/core), its catalogues aside. */
function coreFilesDefining(names: readonly string[]): string[] {
  return Object.entries(packageSources)
    .filter(([file]) => file.startsWith(CORE_SRC) && !/\/messages[^/]*\.ts$/.test(file))
    .filter(([, text]) =>
      names.some((name) => new RegExp(`export (?:async )?(?:function|const|class) ${name}\\b`).test(text)),
    )
    .map(([file]) => file);
}

/**
 * The catalogue ids the code of a block can show: every id named in a file its module reaches (relative
 * imports, static or dynamic, and the core files of the names it imports from @telco-portal/core), each id
 * starting with a template-literal prefix (`core.porting.${name}…`), and the ids of the descriptor modules
 * (messages.ts) it reaches. Core's own catalogues are not followed: they list every core text.
 */
function idsShownBy(
  module: string,
  catalogueIds: readonly string[],
  ownText: ReadonlySet<string> = new Set(),
): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const queue = [module];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // A shared component that loads its own text (`ownText`): not the text of the blocks that import it.
    if (file !== module && ownText.has(file)) continue;
    const text = packageSources[file] as string;
    for (const m of text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)) ids.add(m[1] as string);
    for (const m of text.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*\.)\$\{/g)) {
      for (const id of catalogueIds) if (id.startsWith(m[1] as string)) ids.add(id);
    }
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const next = resolveImport(file, m[1] as string);
      if (next && !(next.startsWith(CORE_SRC) && /\/messages[^/]*\.ts$/.test(next))) queue.push(next);
    }
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@telco-portal\/core'/g)) {
      const names = (m[1] as string)
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '));
      queue.push(...coreFilesDefining(names));
    }
  }
  const known = new Set(catalogueIds);
  return new Set([...ids].filter((id) => known.has(id)));
}

/** The ids of a descriptor module (`{ key: { id } }`, nested at any depth). */
function idsOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const { id } = value as { id?: unknown };
  if (typeof id === 'string') return [id];
  return Object.values(value).flatMap(idsOf);
}

const folderOf = (file: string) => /blocks\/src\/blocks\/([^/]+)\//.exec(file)?.[1];

describe('given the catalogue split (issue 7: the entry carries the text of the first pages only)', () => {
  it('names only blocks that exist', () => {
    const names = new Set(allBlocks.map((b) => b.name));
    expect(Object.keys(FIRST_BLOCK_TEXT).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives every first block only first ids, and every other block only its own rest ids beside shared first ones', () => {
    expect(Object.keys(messageModules).length).toBeGreaterThan(10);
    for (const [file, module] of Object.entries(messageModules)) {
      const folder = folderOf(file) as string;
      const ids = idsOf(module);
      expect(ids.length, file).toBeGreaterThan(0);
      if (needsRestCatalogue(folder)) {
        // A rest block's own ids are rest (it waits for them); it may also show shared first texts.
        expect(ids.some(isRestMessage), `${folder}: none of its ids is in the rest`).toBe(true);
      } else {
        expect(ids.filter(isRestMessage), `${folder} is bundled first but shows rest texts`).toEqual([]);
      }
    }
  });

  it('puts a block that is not listed in the rest: a new screen cannot make the home route heavier', () => {
    expect(needsRestCatalogue('a-block-added-tomorrow')).toBe(true);
    expect(isRestMessage('aBlockAddedTomorrow.title')).toBe(true);
    expect(isRestMessage('core.porting.state.1')).toBe(true);
    expect(isRestMessage('core.plan.data')).toBe(false);
  });

  it('has no first-slice code that imports a rest block or names a rest id', () => {
    const catalogueIds = new Set(Object.keys(englishCatalogue(harbourManifest())));
    const restFolders = new Set(
      Object.keys(messageModules)
        .map((file) => folderOf(file) as string)
        .filter((folder) => needsRestCatalogue(folder)),
    );
    // A shared module of the blocks (hooks/money-messages.ts) that only rest blocks import, directly or through
    // other such modules, is rest code too: it loads with them, after their parts of the rest.
    const importers = (target: string) =>
      Object.entries(packageSources)
        .filter(([from, text]) =>
          [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].some(
            (m) => resolveImport(from, m[1] as string) === target,
          ),
        )
        .map(([from]) => from);
    const onlyRestImporters = (file: string, seen = new Set<string>()): boolean => {
      if (seen.has(file)) return true;
      seen.add(file);
      const by = importers(file);
      return (
        by.length > 0 &&
        by.every((from) => {
          const f = folderOf(from);
          return (f !== undefined && restFolders.has(f)) || (!f && onlyRestImporters(from, seen));
        })
      );
    };
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const folder = folderOf(file);
      if (folder && restFolders.has(folder)) continue;
      if (file.startsWith(BLOCKS_SRC) && !folder && onlyRestImporters(file)) continue;
      if (file.includes('/blocks/src/blocks/') && file.endsWith('registry.ts')) continue;
      if (/blocks\/src\/(registry|account-blocks|eshop-blocks|config)\.ts$/.test(file)) continue;
      if (file.endsWith('catalogue-split.ts')) continue;
      // The lazily loaded routes' definitions name their titles, which the layout loads (test below).
      const lazyRouteTitles = /\/(account|eshop)-routes\.ts$/.test(file);
      for (const name of restFolders) {
        // An import path into the block's folder (`…/blocks/<name>/`, `../<name>/`), not a route path.
        if (text.includes(`blocks/${name}/`) || text.includes(`../${name}/`)) {
          offenders.push(`${file} imports ${name}`);
        }
      }
      for (const m of text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
        const id = m[1] as string;
        if (lazyRouteTitles && id.startsWith(AREA_ROUTE_TITLE_PREFIX)) continue;
        if (catalogueIds.has(id) && isRestMessage(id)) offenders.push(`${file} names ${id}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('names only blocks that exist in the rest list, none of them first, with parts of the rest only', () => {
    const names = new Set(allBlocks.map((b) => b.name));
    expect(Object.keys(REST_BLOCK_TEXT).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(REST_BLOCK_TEXT).filter((name) => !needsRestCatalogue(name))).toEqual([]);
    const { rest } = splitCatalogue(englishCatalogue(harbourManifest()));
    const parts = splitRestCatalogue(rest);
    for (const [block, prefixes] of Object.entries(REST_BLOCK_TEXT)) {
      for (const prefix of prefixes) {
        expect(Object.keys(parts), `${block}: ${prefix} is not a part of the rest`).toContain(prefix);
      }
    }
  });

  it('lists every block of the rest in REST_BLOCK_TEXT, so none downloads every part of the rest', () => {
    const unlisted = allBlocks
      .map((b) => b.name)
      .filter((name) => needsRestCatalogue(name) && restPartsFor(name) === undefined);
    expect(unlisted).toEqual([]);
  });

  it('gives every block the parts of the rest that hold each text its code shows (issue 10: never missing text)', () => {
    const catalogueIds = Object.keys(englishCatalogue(harbourManifest()));
    const modules = blockModules();
    // The registries were read: every block has its module (else this test would check nothing).
    expect([...allBlocks.map((b) => b.name)].filter((name) => !modules.has(name))).toEqual([]);
    const missing: string[] = [];
    const ownText = new Set(componentModules().values());
    for (const [block, module] of modules) {
      const parts = restPartsFor(block);
      if (parts === undefined) continue; // listed nowhere: it loads every part
      for (const id of idsShownBy(module, catalogueIds, ownText)) {
        if (isRestMessage(id) && !parts.includes(restPartOf(id))) missing.push(`${block} shows ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('ships each lazily loaded route title in the part of the rest its block loads, not in the entry', () => {
    const catalogue = englishCatalogue(harbourManifest());
    const { first, rest } = splitCatalogue(catalogue);
    const parts = splitRestCatalogue(rest);
    const misplaced: string[] = [];
    for (const route of [...ACCOUNT_ROUTES, ...ESHOP_ROUTES]) {
      const id = route.title?.id ?? '';
      // A section link's label is its route's title (route-table.ts profileTabs): the account layout shows it on
      // every account page, so it ships in the entry.
      if ('sectionLink' in route && route.sectionLink) {
        if (id.startsWith(AREA_ROUTE_TITLE_PREFIX) || isRestMessage(id))
          misplaced.push(`${route.id}: ${id} is a link`);
        continue;
      }
      // Every account and e-shop route's title is in a part its block waits for: a title in the entry costs every
      // home visitor, in a part of its own every account route.
      const part = restPartOf(id);
      if (!id.startsWith(AREA_ROUTE_TITLE_PREFIX) || !restPartsFor(route.block)?.includes(part)) {
        misplaced.push(`${route.id}: ${id} (block ${route.block})`);
      }
      if (parts[part]?.[id] === undefined) misplaced.push(`${route.id}: ${id} is not in part ${part}`);
    }
    expect(misplaced).toEqual([]);
    expect(Object.keys(first).filter((id) => id.startsWith(AREA_ROUTE_TITLE_PREFIX))).toEqual([]);
    expect(PUBLIC_ROUTES.filter((route) => route.title?.id.startsWith(AREA_ROUTE_TITLE_PREFIX))).toEqual([]);
  });

  it('gives each shared component that loads its own text the parts that hold it (COMPONENT_TEXT)', () => {
    const catalogueIds = Object.keys(englishCatalogue(harbourManifest()));
    const components = componentModules();
    // Every COMPONENT_TEXT name has its component; a component may also load a block's text by the block's name
    // (components/…/VerifyEmailCard.tsx: the email-verify-page block's `emailVerify.`, lazily on the checkout).
    expect([...components.keys()].filter((name) => !Object.hasOwn(REST_BLOCK_TEXT, name)).sort()).toEqual(
      Object.keys(COMPONENT_TEXT).sort(),
    );
    const { rest } = splitCatalogue(englishCatalogue(harbourManifest()));
    const partNames = Object.keys(splitRestCatalogue(rest));
    const missing: string[] = [];
    for (const [name, module] of components) {
      const parts = COMPONENT_TEXT[name] ?? REST_BLOCK_TEXT[name] ?? [];
      for (const part of parts) expect(partNames, `${name}: ${part}`).toContain(part);
      const shown = [...idsShownBy(module, catalogueIds)].filter(isRestMessage);
      expect(shown.length, `${name} shows text of the rest`).toBeGreaterThan(0);
      for (const id of shown) if (!parts.includes(restPartOf(id))) missing.push(`${name} shows ${id}`);
    }
    expect(missing).toEqual([]);
    // The 3-D Secure dialog's text is not loaded with the card form or the paying blocks (issue 7).
    for (const block of ['payment-method-add', 'top-up', 'pay-bill']) {
      expect(REST_BLOCK_TEXT[block]).not.toContain('challenge.');
    }
  });

  it("finds the text a block shows through its imports (the check above sees other blocks' and core's texts)", () => {
    const catalogueIds = Object.keys(englishCatalogue(harbourManifest()));
    const modules = blockModules();
    const shown = idsShownBy(modules.get('no-payment-methods') as string, catalogueIds);
    expect(shown.has('noPaymentMethods.title')).toBe(true);
    expect([...shown].some((id) => id.startsWith('paymentMethodAdd.'))).toBe(true);
    const porting = `${CORE_SRC}porting.ts`;
    const viaCore = idsShownBy(coreFilesDefining(['portingStateInfo'])[0] ?? '', catalogueIds);
    expect(coreFilesDefining(['portingStateInfo'])).toEqual([porting]);
    expect([...viaCore].some((id) => id.startsWith('core.porting.'))).toBe(true);
  });

  it('puts each rest id in the part of its prefix; an unlisted prefix is a part of its own', () => {
    expect(restPartOf('plansTab.title')).toBe('plansTab.');
    expect(restPartOf('core.porting.state.1')).toBe('core.porting.');
    expect(restPartOf('aBlockAddedTomorrow.title')).toBe('aBlockAddedTomorrow.');
    expect(restPartsFor('plans-tab')).toEqual(['plansTab.', 'money.']);
    expect(restPartsFor('home')).toEqual([]);
    expect(restPartsFor('a-block-added-tomorrow')).toBeUndefined();
  });

  it('splits the rest into parts that make the rest again, and refuses a first-slice id', () => {
    const { rest } = splitCatalogue(englishCatalogue(harbourManifest()));
    const parts = splitRestCatalogue(rest);
    expect(Object.assign({}, ...Object.values(parts))).toEqual(rest);
    for (const [part, ids] of Object.entries(parts)) {
      // Each id starts with its part's prefix, or is a lazily loaded route's title naming the part.
      expect(
        Object.keys(ids).every(
          (id) => id.startsWith(part) || id.startsWith(`${AREA_ROUTE_TITLE_PREFIX}${part}`),
        ),
        part,
      ).toBe(true);
    }
    expect(Object.keys(parts)).toContain('plansTab.');
    expect(Object.keys(parts)).toContain('core.porting.');
    expect(() => splitRestCatalogue({ 'home.hero.title': 'Hi' })).toThrow(/first slice/);
  });

  it('splits a catalogue into the first slice and the rest, which make the whole again', () => {
    const whole = englishCatalogue(harbourManifest());
    const { first, rest } = splitCatalogue(whole);
    expect({ ...first, ...rest }).toEqual(whole);
    expect(first['home.hero.title']).toBeDefined();
    expect(first['signIn.title']).toBeDefined();
    expect(rest['mobileDashboard.title']).toBeDefined();
    expect(Object.keys(rest).length).toBeGreaterThan(100);
  });
});
