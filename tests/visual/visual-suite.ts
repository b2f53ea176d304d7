import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from '../a11y/axe.ts';
import { classConflicts, focusProblems, reflowProblems, resizeViewport } from '../a11y/page-checks.ts';
import {
  brandInfos,
  OPEN_TIMEOUT_MS,
  openPreview,
  type PreviewGlobals,
  sandboxStarted,
  showStory,
  storyIndex,
  watchPage,
} from '../storybook.ts';
import { type A11yChecks, shardRuns, shotName, storyRuns, VISUAL_SHARDS, type Width } from './matrix.ts';

/**
 * The Storybook suite, shared by the shard files (`shard-*.spec.ts`), over the BUILT Storybook's index.json:
 * the screenshot matrix of ./matrix.ts (every story in harbour: English at both widths, te reo at 320 px; each page in every brand ×
 * language, every other story in each brand's default language; 1280 and 320 px, CONVENTIONS 12) and, on
 * the same story load, the accessibility checks axe cannot make (issue 9, `a11yCombos`: reflow at 320 px,
 * the focus walk, dark-scheme axe, class conflicts). One page per worker (`lane`): stories, and the brand ×
 * language × scheme between parts of the shard, are switched through Storybook's channel instead of a page
 * load, so the in-browser sandbox (PGlite) starts once per worker. Each story's play function runs first (block stories end by waiting for the sandbox to
 * settle), then the screenshots are taken, then the checks — after the screenshots, so the focus walk
 * cannot change what is shot.
 */
const stories = storyIndex();
const brands = brandInfos();

/**
 * The accessibility problems of the story on `page` (tests/a11y/page-checks.ts), one line each, prefixed
 * with the check: reflow at 320 × 640; focus, axe and class conflicts at 1280 × 800. Starts at the width the
 * page is at, so a story last shot at 320 px is not resized twice.
 */
async function a11yProblems(page: Page, checks: A11yChecks, at: Width): Promise<string[]> {
  const found: string[] = [];
  const reflow = async () => {
    if (!checks.reflow) return;
    await sizeTo(page, 320, 640, settled(page));
    found.push(...(await reflowProblems(page)).map((p) => `reflow 320 px: ${p}`));
  };
  const wide = async () => {
    if (!checks.focus && !checks.axe && !checks.classes) return;
    await sizeTo(page, 1280, 800, settled(page));
    if (checks.focus) {
      const focus = await focusProblems(page, { pixels: checks.pixels });
      found.push(...focus.problems.map((p) => `focus: ${p}`));
    }
    if (checks.axe) {
      const violations = await axeViolations(page);
      for (const v of violations) {
        found.push(`axe ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    }
    if (checks.classes) found.push(...(await classConflicts(page)).map((p) => `classes: ${p}`));
    // The walk scrolls to each stop; the next story starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  if (at === 320) {
    await reflow();
    await wide();
  } else {
    await wide();
    await reflow();
  }
  return found;
}

/**
 * Switches the story's page to `scheme` as the toolbar's scheme does (`data-theme` on the root element).
 * @throws Error when the root's computed `color-scheme` is not `scheme` afterwards (the brand's variables for it did
 *   not apply: the dark checks would have run on the light colours).
 */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const applied = await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
    return getComputedStyle(document.documentElement).colorScheme;
  }, scheme);
  if (applied !== scheme)
    throw new Error(`the page's colour scheme is "${applied}", not ${scheme}, after data-theme="${scheme}"`);
}

/** A worker's page, kept across the tests of its shard; `globals` null until the preview is open. */
type Lane = {
  context: BrowserContext;
  page: Page;
  watch: ReturnType<typeof watchPage>;
  globals: PreviewGlobals | null;
  /** The in-browser sandbox is up (it stays up for the page's life): no need to ask the page again. */
  sandboxUp: boolean;
};

/**
 * Sets the viewport unless the page already has that size (`viewportSize()` is Playwright's own record, no round
 * trip): most stories start at the 1280 × 800 the previous one ended at, and a check right after a screenshot at its
 * size measures the page as shot (Playwright re-sends an unchanged size, and `resizeViewport` would wait two more
 * frames: ~0.02 core-s a story). `resize` is how: Playwright's (a screenshot waits for its own frames), or
 * `settled(page)` before a check.
 */
async function sizeTo(
  page: Page,
  width: number,
  height: number,
  resize: (size: { width: number; height: number }) => Promise<void> = (size) => page.setViewportSize(size),
): Promise<void> {
  const now = page.viewportSize();
  if (now?.width !== width || now.height !== height) await resize({ width, height });
}

/** A resize that returns once the page has laid out and painted at the new size (page-checks `resizeViewport`). */
const settled = (page: Page) => (size: { width: number; height: number }) => resizeViewport(page, size);

const test = base.extend<object, { lane: Lane }>({
  lane: [
    async ({ browser }, use) => {
      // A context of our own (AxeBuilder needs one), with the config's `use` options as browser.newPage had.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await use({ context, page, watch: watchPage(page), globals: null, sandboxUp: false });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const sameGlobals = (a: PreviewGlobals | null, b: PreviewGlobals) =>
  a !== null &&
  a.brand === b.brand &&
  a.locale === b.locale &&
  (a.scheme ?? 'light') === (b.scheme ?? 'light');

/**
 * Declares this shard's story runs (`shardRuns`: the runs cut into parts of equal measured cost), grouped by
 * brand × language × scheme. A story's screenshots are soft assertions, so its checks still run when a
 * screenshot differs; a failed story restarts the worker, whose new page opens on the next story.
 */
export function visualSuite(shard: number) {
  const combos = shardRuns(storyRuns(stories, brands), VISUAL_SHARDS)[shard] ?? [];
  for (const { brand, locale, scheme, runs } of combos) {
    const globals: PreviewGlobals = { brand, locale, ...(scheme ? { scheme } : {}) };
    test.describe(`${brand} ${locale}${scheme ? ` ${scheme}` : ''}`, () => {
      for (const { story, widths, checks, dark } of runs) {
        const what = [
          widths.length > 0 ? `${widths.join(' + ')} px` : '',
          checks ? 'a11y' : '',
          dark ? 'dark a11y' : '',
        ]
          .filter(Boolean)
          .join(', ');
        test(`${story.title} ${story.name} (${what})`, async ({ lane }) => {
          const { page, watch } = lane;
          await sizeTo(page, 1280, 800);
          // The first story of a page, or the first that starts the in-browser sandbox, may wait that long.
          if (lane.globals !== null && !lane.sandboxUp) lane.sandboxUp = await sandboxStarted(page);
          if (!lane.sandboxUp) test.setTimeout(OPEN_TIMEOUT_MS + 90_000);
          watch.clear();
          try {
            if (lane.globals === null) await openPreview(page, globals, story.id);
            else
              await showStory(
                page,
                story.id,
                sameGlobals(lane.globals, globals) ? undefined : globals,
                lane.sandboxUp,
              );
          } catch (error) {
            throw watch.explain(error);
          }
          lane.globals = globals;
          let at: Width = 1280;
          for (const width of widths) {
            await sizeTo(page, width, width === 320 ? 640 : 800);
            at = width;
            // The whole page: a clip measured from the layout right after a resize proved flaky.
            await expect
              .soft(page)
              .toHaveScreenshot(shotName(story.id, brand, locale, width), { fullPage: true });
          }
          if (checks) {
            expect(
              await a11yProblems(page, checks, at),
              `accessibility of ${story.id} in ${brand} ${locale}${scheme ? ` ${scheme}` : ''} (tests/a11y/page-checks.ts)`,
            ).toEqual([]);
          }
          if (dark) {
            // The same load in the dark scheme (matrix.ts StoryRun.dark): the brand's dark variables apply under
            // data-theme="dark", as the toolbar's scheme sets it (stories/src/portal-frame.tsx), without a re-render.
            await setScheme(page, 'dark');
            try {
              expect(
                await a11yProblems(page, dark, 1280),
                `accessibility of ${story.id} in ${brand} ${locale} dark (tests/a11y/page-checks.ts)`,
              ).toEqual([]);
            } finally {
              await setScheme(page, 'light');
            }
          }
        });
      }
    });
  }
}
