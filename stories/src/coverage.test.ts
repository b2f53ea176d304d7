import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allBlocks } from '@telco-portal/blocks';
import * as ui from '@telco-portal/ui';
import { describe, expect, it } from 'vitest';

const storiesDir = fileURLToPath(new URL('..', import.meta.url));

/** `title` and story export names of every `*.stories.tsx` under ui/ and blocks/. */
function readStories(folder: string): Array<{ file: string; title: string; exports: string[] }> {
  return readdirSync(`${storiesDir}${folder}`)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const source = readFileSync(`${storiesDir}${folder}/${file}`, 'utf8');
      const title = source.match(/^\s+title: '([^']+)',$/m)?.[1] ?? '';
      const exports = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] ?? '');
      return { file: `${folder}/${file}`, title, exports };
    });
}

/** 'sign-in' -> 'SignIn' (story titles are `Blocks/<PascalName>`, CONVENTIONS 10). */
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

describe('given the ui package and the stories', () => {
  const stories = readStories('ui');
  const titles = new Set(stories.map((s) => s.title));

  it('has a UI/<Name> story file for every primitive in `primitives`', () => {
    const missing = ui.primitives.map((name) => `UI/${name}`).filter((title) => !titles.has(title));
    expect(missing).toEqual([]);
  });

  it('covers every exported component, as a primitive or a part of one', () => {
    const listed = new Set<string>(ui.uiComponentNames);
    const components = Object.entries(ui)
      .filter(([name, value]) => typeof value === 'function' && /^[A-Z][a-z]/.test(name))
      .filter(([name]) => name !== 'ThemeError')
      .map(([name]) => name);
    expect(components.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gives every primitive story file a Playground', () => {
    for (const story of stories) {
      expect(story.exports, story.file).toContain('Playground');
    }
  });
});

describe('given the block registries and the stories', () => {
  const stories = readStories('blocks');
  const titles = new Set(stories.map((s) => s.title));

  it('has a Blocks/<Name> story file for every registered block (blocks + shell blocks)', () => {
    expect(allBlocks.length).toBeGreaterThan(0);
    const missing = allBlocks.map((b) => `Blocks/${pascal(b.name)}`).filter((title) => !titles.has(title));
    expect(missing).toEqual([]);
  });

  it('titles every block story by layer', () => {
    for (const story of stories) expect(story.title, story.file).toMatch(/^Blocks\/[A-Z]\w+$/);
  });
});
