import { allBlocks } from '@telco-portal/blocks';
import { describe, expect, it } from 'vitest';
import { harbourManifest } from '../test/manifest.ts';
import { englishCatalogue } from './catalogue.ts';
import { FIRST_BLOCK_TEXT, isRestMessage, needsRestCatalogue, splitCatalogue } from './catalogue-split.ts';

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
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const folder = folderOf(file);
      if (folder && restFolders.has(folder)) continue;
      if (file.includes('/blocks/src/blocks/') && file.endsWith('registry.ts')) continue;
      if (/blocks\/src\/(registry|account-blocks|config)\.ts$/.test(file)) continue;
      if (file.endsWith('catalogue-split.ts')) continue;
      for (const name of restFolders) {
        // An import path into the block's folder (`…/blocks/<name>/`, `../<name>/`), not a route path.
        if (text.includes(`blocks/${name}/`) || text.includes(`../${name}/`)) {
          offenders.push(`${file} imports ${name}`);
        }
      }
      for (const m of text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
        const id = m[1] as string;
        if (catalogueIds.has(id) && isRestMessage(id)) offenders.push(`${file} names ${id}`);
      }
    }
    expect(offenders).toEqual([]);
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
