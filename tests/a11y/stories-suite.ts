import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { WCAG_TAGS } from '../e2e/fixtures.ts';
import { brandInfos, openPreview, showStory, storyIndex } from '../storybook.ts';
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
};

/**
 * The matrix: every brand × language reflows at 320 px; focus is walked in each brand's first language
 * (with screenshots for the first brand), and for brands with both schemes in their last language in the
 * dark scheme, with axe.
 */
export const combos: Combo[] = brandInfos().flatMap((brand, b) =>
  brand.locales.map((locale, i) => {
    const darkHere =
      brand.colorScheme === 'dark' || (brand.colorScheme === 'both' && i === brand.locales.length - 1);
    const scheme = darkHere ? 'dark' : 'light';
    return {
      brand: brand.id,
      locale,
      scheme,
      focus: i === 0 || darkHere,
      pixels: b === 0 && i === 0,
      axe: darkHere,
    };
  }),
);

/**
 * Declares one test per combination whose position `% shards === shard` (the shard files run in
 * parallel). Each test opens one page and walks every story (a failing story must not cost a worker
 * restart and a new in-browser sandbox): at 1280 px the focus walk and axe, then at 320 × 640 the reflow
 * check. It fails at the end with every problem, by story.
 */
export function a11ySuite(shard: number, shards: number) {
  combos.forEach((combo, position) => {
    if (position % shards !== shard) return;
    test(`${combo.brand} ${combo.locale} ${combo.scheme}: every story reflows at 320 px${combo.focus ? ', shows focus' : ''}${combo.axe ? ', passes axe' : ''}`, async ({
      browser,
    }) => {
      test.setTimeout(stories.length * 20_000);
      // A context of our own (AxeBuilder needs one), with the config's determinism made explicit.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'en-NZ',
        timezoneId: 'Pacific/Auckland',
        reducedMotion: 'reduce',
        colorScheme: 'light',
      });
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
            found.push(...(await classConflicts(page)).map((p) => `classes: ${p}`));
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
  });
}
