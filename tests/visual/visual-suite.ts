import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { shardCombos, shotName, visualMatrix, WIDTHS } from './matrix.ts';

/**
 * The visual suite, shared by the shard files (`shard-*.spec.ts`): the screenshot matrix of ./matrix.ts
 * (every story in harbour × its languages, each page in every brand × language, each primitive in every
 * brand; 1280 and 320 px, CONVENTIONS 12), driven by the built Storybook's index.json. One page per worker: the story is switched through Storybook's channel instead of a page
 * load, so the in-browser sandbox (PGlite) starts once per brand and locale. Each story's play function
 * runs first (block stories end by waiting for the sandbox to settle), then the screenshots are taken.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const FIXED_NOW = new Date('2026-11-15T09:00:00+13:00');

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
const index = JSON.parse(readFileSync(`${repo}stories/storybook-static/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const brands = readdirSync(`${repo}brands`, { withFileTypes: true })
  .filter((dir) => dir.isDirectory())
  .map((dir) => {
    const manifest = JSON.parse(readFileSync(`${repo}brands/${dir.name}/brand.json`, 'utf8')) as {
      id: string;
      languages?: { default?: string; available?: string[] };
    };
    const locales = manifest.languages?.available ?? ['en'];
    return { id: manifest.id, locales, defaultLocale: manifest.languages?.default ?? locales[0] };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

/** Storybook channel events the page records (installed before the preview bundle runs). */
const EVENTS = [
  'storyRendered',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'storyMissing',
];

async function openPreview(page: Page, brand: string, locale: string, firstStory: string) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript((events: string[]) => {
    const w = window as unknown as { __sbEvents: Array<{ event: string; payload: unknown }> };
    w.__sbEvents = [];
    let channel: unknown;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: { on: (event: string, fn: (payload: unknown) => void) => void }) {
        channel = value;
        for (const event of events) value.on(event, (payload) => w.__sbEvents.push({ event, payload }));
      },
    });
  }, EVENTS);
  await page.goto(`/iframe.html?id=${firstStory}&viewMode=story&globals=brand:${brand};locale:${locale}`);
  await waitForStory(page, firstStory);
}

/** Resolves when `id` has rendered and its play function has finished; throws on a story error. */
async function waitForStory(page: Page, id: string) {
  const handle = await page.waitForFunction(
    (storyId) => {
      const events = (window as unknown as { __sbEvents?: Array<{ event: string; payload: unknown }> })
        .__sbEvents;
      const hit = events?.find(
        (e) =>
          e.event !== 'storyRendered' ||
          e.payload === storyId ||
          (e.payload as { storyId?: string })?.storyId === storyId,
      );
      return hit ?? false;
    },
    id,
    { timeout: 45_000, polling: 50 },
  );
  const hit = (await handle.jsonValue()) as { event: string; payload: unknown };
  if (hit.event !== 'storyRendered') throw new Error(`${id}: ${hit.event} ${JSON.stringify(hit.payload)}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    const w = window as unknown as {
      __sbEvents: unknown[];
      __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
    };
    w.__sbEvents = [];
    w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await waitForStory(page, id);
}

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
          if (!current) await openPreview(page, brand, locale, story.id);
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
