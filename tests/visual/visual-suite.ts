import { expect, type Page, test } from '@playwright/test';

import { brandInfos, openPreview, showStory, storyIndex } from '../storybook.ts';

/**
 * The visual suite, shared by the shard files (`shard-*.spec.ts`). Every story × brand × locale, at 1280 and 320 px (CONVENTIONS 12), driven by the built Storybook's
 * index.json. One page per worker: the story is switched through Storybook's channel instead of a page
 * load, so the in-browser sandbox (PGlite) starts once per brand and locale. Each story's play function
 * runs first (block stories end by waiting for the sandbox to settle), then the screenshots are taken.
 */
const WIDTHS = [1280, 320] as const;
const stories = storyIndex();
const brands = brandInfos();

/**
 * Declares the tests of every brand × locale combination whose position `% shards === shard`, so the
 * shard files split the matrix between Playwright workers. One page per combination; a failed story
 * restarts the worker, which reopens the page and goes on with the next story.
 */
export function visualSuite(shard: number, shards: number) {
  const combos = brands.flatMap((brand) => brand.locales.map((locale) => ({ brand: brand.id, locale })));
  combos.forEach(({ brand, locale }, position) => {
    if (position % shards !== shard) return;
    test.describe(`${brand} ${locale}`, () => {
      let page: Page;
      let current = '';

      test.beforeAll(async ({ browser }) => {
        page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 800 } });
      });
      test.afterAll(async () => {
        await page.close();
      });

      for (const story of stories) {
        test(`${story.title} ${story.name}`, async () => {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          if (!current) await openPreview(page, { brand, locale }, story.id);
          else await showStory(page, story.id);
          current = story.id;
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
            // The whole page: a clip measured from the layout right after a resize proved flaky.
            await expect(page).toHaveScreenshot(`${story.id}--${brand}-${locale}-${width}.png`, {
              fullPage: true,
            });
          }
        });
      }
    });
  });
}
