import { expect, type Page, test } from '@playwright/test';

import { brandInfos, openPreview, showStory, storyIndex } from '../storybook.ts';
import { shardCombos, shotName, visualMatrix, WIDTHS } from './matrix.ts';

/**
 * The visual suite, shared by the shard files (`shard-*.spec.ts`): the screenshot matrix of ./matrix.ts
 * (every story in harbour × its languages, each page in every brand × language, each primitive in every
 * brand; 1280 and 320 px, CONVENTIONS 12), driven by the built Storybook's index.json. One page per worker: the story is switched through Storybook's channel instead of a page
 * load, so the in-browser sandbox (PGlite) starts once per brand and locale. Each story's play function
 * runs first (block stories end by waiting for the sandbox to settle), then the screenshots are taken.
 */
const stories = storyIndex();
const brands = brandInfos();

/**
 * Declares this shard's part of the screenshot matrix (./matrix.ts): the brand × locale combinations are
 * split between the shard files by number of screenshots. One page per combination; a failed story
 * restarts the worker, which reopens the page and goes on with the next story.
 */
export function visualSuite(shard: number, shards: number) {
  const combos = shardCombos(visualMatrix(stories, brands), shards)[shard] ?? [];
  for (const { brand, locale, shots } of combos) {
    test.describe(`${brand} ${locale}`, () => {
      let page: Page;
      let current = '';

      test.beforeAll(async ({ browser }) => {
        page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 800 } });
      });
      test.afterAll(async () => {
        await page.close();
      });

      for (const { story, widths } of shots) {
        test(`${story.title} ${story.name}`, async () => {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          if (!current) await openPreview(page, { brand, locale }, story.id);
          else await showStory(page, story.id);
          current = story.id;
          for (const width of widths) {
            await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
            // The whole page: a clip measured from the layout right after a resize proved flaky.
            await expect(page).toHaveScreenshot(shotName(story.id, brand, locale, width), {
              fullPage: true,
            });
          }
        });
      }
    });
  }
}
