import { describe, expect, it } from 'vitest';
import { type MatrixStory, pageStories, shardCombos, visualMatrix } from './matrix.ts';

const story = (title: string, name: string): MatrixStory => ({
  id: `${title.toLowerCase().replace('/', '-')}--${name.toLowerCase()}`,
  title,
  name,
});
const stories = [
  story('Blocks/Home', 'Plans loading'),
  story('Blocks/Home', 'Playground'),
  story('Blocks/Footer', 'With legal links'),
  story('Blocks/Footer', 'Other'),
  story('UI/Button', 'Primary'),
  story('Docs/Design tokens', 'Tokens'),
];
const brands = [
  { id: 'harbour', locales: ['en', 'mi-NZ'], defaultLocale: 'en' },
  { id: 'kowhai', locales: ['mi-NZ', 'en'], defaultLocale: 'mi-NZ' },
  { id: 'pocket', locales: ['en', 'mi-NZ'], defaultLocale: 'en' },
];
const matrix = visualMatrix(stories, brands);
const shotsOf = (brand: string, locale: string) =>
  Object.fromEntries(
    (matrix.find((c) => c.brand === brand && c.locale === locale)?.shots ?? []).map((s) => [
      s.story.id,
      [...s.widths],
    ]),
  );

describe('given the screenshot matrix (issue 6: baselines ≤ 60 MB with three brands)', () => {
  it('takes every story of the reference brand in each of its languages at both widths', () => {
    for (const locale of ['en', 'mi-NZ']) {
      expect(Object.keys(shotsOf('harbour', locale))).toEqual(stories.map((s) => s.id));
      for (const widths of Object.values(shotsOf('harbour', locale))) expect(widths).toEqual([1280, 320]);
    }
  });

  it("takes each block's page story (Playground, else the first) in every brand × language at both widths", () => {
    expect(pageStories(stories).map((s) => s.id)).toEqual([
      'blocks-home--playground',
      'blocks-footer--with legal links',
    ]);
    for (const brand of brands)
      for (const locale of brand.locales)
        for (const page of pageStories(stories))
          expect(shotsOf(brand.id, locale)[page.id], `${brand.id} ${locale} ${page.id}`).toEqual([1280, 320]);
  });

  it("takes every other story but docs in the other brands' default language at 1280 only", () => {
    expect(shotsOf('kowhai', 'mi-NZ')).toEqual({
      'blocks-home--plans loading': [1280],
      'blocks-home--playground': [1280, 320],
      'blocks-footer--with legal links': [1280, 320],
      'blocks-footer--other': [1280],
      'ui-button--primary': [1280],
    });
    expect(Object.keys(shotsOf('kowhai', 'en'))).toEqual([
      'blocks-home--playground',
      'blocks-footer--with legal links',
    ]);
  });

  it('drops no story: each is shot at least once at each width', () => {
    for (const s of stories)
      for (const width of [1280, 320])
        expect(
          matrix.some((c) =>
            c.shots.some((shot) => shot.story.id === s.id && shot.widths.includes(width as 1280)),
          ),
          `${s.id} ${width}`,
        ).toBe(true);
  });

  it('splits the combinations between shards, each once, balancing the screenshots', () => {
    const shards = shardCombos(matrix, 2);
    expect(shards.flat().length).toBe(matrix.length);
    expect(new Set(shards.flat()).size).toBe(matrix.length);
    const load = shards.map((s) =>
      s.reduce((n, c) => n + c.shots.reduce((m, x) => m + x.widths.length, 0), 0),
    );
    expect(Math.abs(load[0]! - load[1]!)).toBeLessThanOrEqual(12);
  });
});
