import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { WCAG_TAGS } from '../e2e/fixtures.ts';
import { brandInfos, openPreview, STORYBOOK_CONTEXT, showStory, storyIndex } from '../storybook.ts';
import { classConflicts, focusProblems, reflowProblems } from './page-checks.ts';

const stories = storyIndex().filter(
  (story) => !process.env.A11Y_STORY || story.id.includes(process.env.A11Y_STORY),
);

type Combo = {
  brand: string;
  locale: string;
  scheme: 'light' | 'dark';
  /** Walk every tab stop at 1280 px (with `pixels`, also compare screenshots). */
  focus: boolean;
  pixels: boolean;
  /** axe (WCAG 2.2 AA) at 1280 px: the story tests already run it in the default light scheme. */
  axe: boolean;
  /** Look for conflicting utility classes. */
  classes: boolean;
};

/**
 * The matrix: every brand × language reflows at 320 px (reflow depends on the language's text); focus is
 * walked in each brand's first language (with screenshots for the first brand), and for brands with both
 * schemes also in their last language in the dark scheme, with axe. Focus rings and contrast depend on
 * the brand and scheme, not the language: a dark-only brand is walked and axed once, in its first
 * language. Class conflicts depend on the story and the brand's layout: once per brand.
 */
export const combos: Combo[] = brandInfos().flatMap((brand, b) =>
  brand.locales.map((locale, i) => {
    const darkHere =
      brand.colorScheme === 'dark' || (brand.colorScheme === 'both' && i === brand.locales.length - 1);
    const scheme = darkHere ? 'dark' : 'light';
    const darkWalk = darkHere && (brand.colorScheme === 'both' || i === 0);
    return {
      brand: brand.id,
      locale,
      scheme,
      focus: i === 0 || darkWalk,
      pixels: b === 0 && i === 0,
      axe: darkWalk,
      classes: i === 0,
    };
  }),
);

/** Relative cost of a combination (story load + reflow = 1), from measured shard times (2026-11-23: a dark axe pass costs about 1.5 loads). */
const cost = (c: Combo) => 1 + (c.focus ? 1 : 0) + (c.pixels ? 1 : 0) + (c.axe ? 1.5 : 0);

/**
 * The combinations of shard `shard`: longest first, each to the shard with the least cost so far (the
 * suite takes as long as its slowest shard; `position % shards` put three focus walks on one shard).
 */
export function combosOfShard(shard: number, shards: number): Combo[] {
  const load = Array.from({ length: shards }, () => 0);
  const mine: Combo[] = [];
  for (const combo of [...combos].sort((a, b) => cost(b) - cost(a))) {
    const target = load.indexOf(Math.min(...load));
    load[target] = (load[target] ?? 0) + cost(combo);
    if (target === shard) mine.push(combo);
  }
  return mine;
}

/**
 * Declares one test per combination of this shard (`combosOfShard`; the shard files run in parallel). Each test opens one page and walks every story (a failing story must not cost a worker
 * restart and a new in-browser sandbox): at 1280 px the focus walk and axe, then at 320 × 640 the reflow
 * check. It fails at the end with every problem, by story.
 */
export function a11ySuite(shard: number, shards: number) {
  for (const combo of combosOfShard(shard, shards)) {
    test(`${combo.brand} ${combo.locale} ${combo.scheme}: every story reflows at 320 px${combo.focus ? ', shows focus' : ''}${combo.axe ? ', passes axe' : ''}`, async ({
      browser,
    }) => {
      test.setTimeout(stories.length * 20_000);
      // A context of our own (AxeBuilder needs one), with the determinism of the config (STORYBOOK_CONTEXT).
      const context = await browser.newContext(STORYBOOK_CONTEXT);
      let page = await context.newPage();
      let open = false;
      const problems: Record<string, string[]> = {};
      const counts = { focusStops: 0, storiesWithProblems: 0 };
      for (const story of stories) {
        await test.step(story.id, async () => {
          const found: string[] = [];
          try {
            await page.setViewportSize({ width: 1280, height: 800 });
            if (!open) await openPreview(page, combo, story.id);
            else await showStory(page, story.id);
            open = true;
            if (combo.focus) {
              const focus = await focusProblems(page, { pixels: combo.pixels });
              counts.focusStops += focus.stops;
              found.push(...focus.problems.map((p) => `focus: ${p}`));
            }
            if (combo.axe) {
              const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
              for (const v of violations) {
                found.push(`axe ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
              }
            }
            if (combo.classes) found.push(...(await classConflicts(page)).map((p) => `classes: ${p}`));
            await page.setViewportSize({ width: 320, height: 640 });
            found.push(...(await reflowProblems(page)).map((p) => `reflow 320 px: ${p}`));
          } catch (error) {
            found.push(`story failed: ${(error as Error).message.split('\n')[0]}`);
            await page.close();
            page = await context.newPage();
            open = false;
          }
          if (found.length > 0) {
            problems[story.id] = found;
            counts.storiesWithProblems += 1;
          }
        });
      }
      await context.close();
      test.info().annotations.push({
        type: 'counts',
        description: `${stories.length} stories, ${counts.focusStops} tab stops walked, ${counts.storiesWithProblems} stories with problems`,
      });
      console.log(
        `${combo.brand} ${combo.locale} ${combo.scheme}: ${stories.length} stories, ${counts.focusStops} tab stops, ${counts.storiesWithProblems} with problems, ${Object.values(problems).flat().length} problems`,
      );
      expect(problems).toEqual({});
    });
  }
}
