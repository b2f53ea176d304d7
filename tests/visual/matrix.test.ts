import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  a11yCombos,
  type MatrixStory,
  pageStories,
  type RunCombo,
  runCost,
  type StoryRun,
  shardCombos,
  shardRuns,
  storyRuns,
  VISUAL_SHARDS,
  visualMatrix,
} from './matrix.ts';

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
  { id: 'harbour', locales: ['en', 'mi-NZ'], defaultLocale: 'en', colorScheme: 'light' as const },
  { id: 'kowhai', locales: ['mi-NZ', 'en'], defaultLocale: 'mi-NZ', colorScheme: 'both' as const },
  { id: 'pocket', locales: ['en', 'mi-NZ'], defaultLocale: 'en', colorScheme: 'dark' as const },
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
  it('takes every story of the reference brand in its default language at both widths, in its other at 320 px', () => {
    for (const locale of ['en', 'mi-NZ']) {
      expect(Object.keys(shotsOf('harbour', locale))).toEqual(stories.map((s) => s.id));
    }
    for (const widths of Object.values(shotsOf('harbour', 'en'))) expect(widths).toEqual([1280, 320]);
    expect(shotsOf('harbour', 'mi-NZ')).toEqual({
      'blocks-home--plans loading': [320],
      'blocks-home--playground': [1280, 320],
      'blocks-footer--with legal links': [1280, 320],
      'blocks-footer--other': [320],
      'ui-button--primary': [320],
      'docs-design tokens--tokens': [320],
    });
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

describe('given the accessibility checks on the same story loads (issue 9)', () => {
  const checks = Object.fromEntries(a11yCombos(brands).map((c) => [`${c.brand} ${c.locale}`, c]));
  const runs = storyRuns(stories, brands);
  const page = (brand: string, locale: string, scheme?: string) =>
    runs.find((c) => c.brand === brand && c.locale === locale && c.scheme === scheme);

  it('reflows every story in every brand × language, walks focus per brand and scheme, axes the dark scheme and the reference light page', () => {
    expect(Object.values(checks).every((c) => c.checks.reflow)).toBe(true);
    expect(checks['harbour en']).toMatchObject({
      scheme: 'light',
      checks: { focus: true, pixels: true, axe: true },
    });
    expect(checks['harbour mi-NZ']).toMatchObject({ scheme: 'light', checks: { focus: false, axe: false } });
    expect(checks['kowhai mi-NZ']).toMatchObject({ scheme: 'light', checks: { focus: true, axe: false } });
    expect(checks['kowhai en']).toMatchObject({ scheme: 'dark', checks: { focus: true, axe: true } });
    expect(checks['pocket en']).toMatchObject({ scheme: 'dark', checks: { focus: true, axe: true } });
    expect(checks['pocket mi-NZ']).toMatchObject({ scheme: 'dark', checks: { focus: false, axe: false } });
  });

  it('checks each story on the page that shoots it when the schemes agree, and loads it once there', () => {
    const harbour = page('harbour', 'en');
    expect(harbour?.runs.map((r) => r.story.id)).toEqual(stories.map((s) => s.id));
    for (const r of harbour?.runs ?? []) expect(r.checks).toEqual(checks['harbour en']?.checks);
    // Pocket is dark only: its shots are dark, so its checks share the page; stories not shot are checked only.
    const pocketMi = page('pocket', 'mi-NZ');
    expect(pocketMi?.runs.find((r) => r.story.id === 'ui-button--primary')).toMatchObject({
      widths: [],
      checks: checks['pocket mi-NZ']?.checks,
    });
    expect(pocketMi?.runs.find((r) => r.story.id === 'blocks-home--playground')?.widths).toEqual([1280, 320]);
  });

  it('shoots and checks the dark-walked language of a brand with both schemes on one dark page, walks its other stories in dark on their light load', () => {
    const dark = page('kowhai', 'en', 'dark');
    // Its pages are shot there, in dark, at both widths, and checked there; no other story is loaded there.
    const pageIds = pageStories(stories).map((s) => s.id);
    expect(dark?.runs.map((r) => r.story.id)).toEqual(pageIds);
    expect(dark?.runs.every((r) => r.checks?.axe && r.checks.focus && r.checks.reflow)).toBe(true);
    expect(dark?.runs.every((r) => r.widths.join() === '1280,320' && !r.dark)).toBe(true);
    expect(page('kowhai', 'en')).toBeUndefined();
    // Its other language stays light (the brand's default scheme), shots and checks on one page; each story the dark
    // page does not load is walked and axed in dark there, on the same load (no reflow, pixels or classes again).
    const light = page('kowhai', 'mi-NZ');
    expect(light?.runs.every((r) => r.checks?.focus)).toBe(true);
    for (const r of light?.runs ?? [])
      expect(r.dark, r.story.id).toEqual(
        pageIds.includes(r.story.id)
          ? undefined
          : { reflow: false, focus: true, pixels: false, axe: true, classes: false },
      );
    // No other brand has a dark switch on its loads.
    expect(runs.filter((c) => c.brand !== 'kowhai').some((c) => c.runs.some((r) => r.dark))).toBe(false);
    // One page per brand × language: every story is loaded once per combination.
    expect(runs.map((c) => `${c.brand} ${c.locale}`)).toEqual([
      'harbour en',
      'harbour mi-NZ',
      'kowhai mi-NZ',
      'kowhai en',
      'pocket en',
      'pocket mi-NZ',
    ]);
  });

  it('takes the same screenshots as the matrix and runs every check of every combination', () => {
    const shots = (
      combos: Array<{
        brand: string;
        locale: string;
        shots: Array<{ story: MatrixStory; widths: readonly number[] }>;
      }>,
    ) =>
      combos
        .flatMap((c) =>
          c.shots.flatMap((s) => s.widths.map((w) => `${c.brand} ${c.locale} ${s.story.id} ${w}`)),
        )
        .sort();
    expect(shots(runs.map((c) => ({ ...c, shots: c.runs })))).toEqual(shots(visualMatrix(stories, brands)));
    const pageIds = new Set(pageStories(stories).map((s) => s.id));
    for (const combo of a11yCombos(brands))
      for (const story of stories) {
        const checked = runs.some(
          (c) =>
            c.brand === combo.brand &&
            c.locale === combo.locale &&
            c.runs.some(
              (r) => r.story.id === story.id && JSON.stringify(r.checks) === JSON.stringify(combo.checks),
            ),
        );
        // The dark walk of a both-schemes brand's non-page stories: on their load in the brand's first language.
        const walkedInDark =
          combo.scheme === 'dark' &&
          combo.brand === 'kowhai' &&
          !pageIds.has(story.id) &&
          runs.some(
            (c) =>
              c.brand === combo.brand &&
              c.runs.some(
                (r) =>
                  r.story.id === story.id &&
                  r.dark?.focus === combo.checks.focus &&
                  r.dark.axe === combo.checks.axe,
              ),
          );
        expect(checked || walkedInDark, `${combo.brand} ${combo.locale} ${story.id}`).toBe(true);
      }
  });

  it('cuts the story runs into shards of equal cost, every run once, in page order', () => {
    const shards = shardRuns(runs, VISUAL_SHARDS);
    const key = (c: RunCombo, r: StoryRun) => `${c.brand} ${c.locale} ${c.scheme ?? ''} ${r.story.id}`;
    expect(shards.flat().flatMap((c) => c.runs.map((r) => key(c, r)))).toEqual(
      runs.flatMap((c) => c.runs.map((r) => key(c, r))),
    );
    const load = shards.map((s) => s.reduce((n, c) => n + c.runs.reduce((m, r) => m + runCost(r), 0), 0));
    const total = load.reduce((a, b) => a + b, 0);
    const heaviest = Math.max(...runs.flatMap((c) => c.runs.map(runCost)));
    for (const l of load) expect(Math.abs(l - total / VISUAL_SHARDS)).toBeLessThanOrEqual(heaviest);
    // A shard switches page only between consecutive parts of different pages.
    for (const shard of shards)
      for (const [i, part] of shard.entries())
        if (i > 0)
          expect(`${part.brand} ${part.locale} ${part.scheme}`).not.toBe(
            `${shard[i - 1]?.brand} ${shard[i - 1]?.locale} ${shard[i - 1]?.scheme}`,
          );
  });

  it('has one shard file per shard, each declaring its own part', () => {
    const dir = new URL('./', import.meta.url);
    const files = readdirSync(dir).filter((f) => /^shard-\d+\.spec\.ts$/.test(f));
    expect(files.sort()).toEqual(Array.from({ length: VISUAL_SHARDS }, (_, i) => `shard-${i + 1}.spec.ts`));
    for (const [i, file] of files.entries()) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).toContain(`visualSuite(${i});`);
    }
  });
});
