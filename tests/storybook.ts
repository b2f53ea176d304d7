import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page, PlaywrightTestConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * Driving the BUILT Storybook (stories/storybook-static) from Playwright, shared by the visual suite
 * (tests/visual, which also runs the accessibility checks of tests/a11y/page-checks.ts): the story index, the brands and their
 * languages, and one page per brand × language × scheme that switches stories through Storybook's channel
 * (so the in-browser sandbox starts once per page).
 */
const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * The browser context every Storybook-driven check runs in (tests/visual): one viewport,
 * scale, locale, time zone, reduced motion and light scheme, so a story renders the same in both suites.
 */
export const STORYBOOK_CONTEXT = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  locale: 'en-NZ',
  timezoneId: 'Pacific/Auckland',
  reducedMotion: 'reduce',
  colorScheme: 'light',
} as const satisfies BrowserContextOptions;

/**
 * The Playwright `use` and `webServer` of a suite over the built Storybook, served on `port` by
 * tests/visual/serve.mjs (config files live two levels below the repository root).
 */
export function storybookProject(port: number) {
  return {
    use: {
      ...STORYBOOK_CONTEXT,
      baseURL: `http://localhost:${port}`,
      browserName: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
    projects: [{ name: 'chromium' }],
    webServer: {
      command: `node tests/visual/serve.mjs stories/storybook-static ${port}`,
      cwd: '../..',
      url: `http://localhost:${port}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  } satisfies Pick<PlaywrightTestConfig, 'use' | 'projects' | 'webServer'>;
}

/** 15 November 2026, 09:00 NZDT: the clock of every screenshot and of the in-browser sandbox. */
export const FIXED_NOW = new Date('2026-11-15T09:00:00+13:00');

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

/** Every story of the build, in index order. Throws when Storybook has not been built. */
export function storyIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync(`${repo}stories/storybook-static/index.json`, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

export type BrandInfo = {
  id: string;
  locales: string[];
  /** The brand's default language (manifest languages.default; else its first). */
  defaultLocale: string;
  colorScheme: 'light' | 'dark' | 'both';
};

/** Every brand folder with its languages and colour schemes, sorted by id. */
export function brandInfos(): BrandInfo[] {
  return readdirSync(`${repo}brands`, { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(`${repo}brands/${dir.name}/brand.json`, 'utf8')) as {
        id: string;
        languages?: { default?: string; available?: string[] };
        theme?: { colorScheme?: BrandInfo['colorScheme'] };
      };
      const locales = manifest.languages?.available ?? ['en'];
      return {
        id: manifest.id,
        locales,
        defaultLocale: manifest.languages?.default ?? locales[0] ?? 'en',
        colorScheme: manifest.theme?.colorScheme ?? 'light',
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Storybook channel events that end a story's load with an error. */
const ERROR_EVENTS = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
/** Storybook channel events the page records (installed before the preview bundle runs). */
const EVENTS = ['storyRendered', 'globalsUpdated', ...ERROR_EVENTS];

/** The toolbar globals of a page: brand, language and (for a brand with both) colour scheme. */
export type PreviewGlobals = { brand: string; locale: string; scheme?: 'light' | 'dark' };

/** Opens the preview iframe on `firstStory` with the toolbar globals, and waits for it to render. */
export async function openPreview(page: Page, globals: PreviewGlobals, firstStory: string) {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript((events: string[]) => {
    const w = window as unknown as {
      __sbEvents: Array<{ event: string; payload: unknown }>;
      __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean;
    };
    w.__sbEvents = [];
    // Storybook's element highlighter (the a11y panel's "highlight" of a violation) is not started: it resets on
    // every story load and from then on, after each DOM mutation under the story root, walks every element of the
    // page with getComputedStyle looking for scroll containers — on every render of every story, for an overlay
    // no test draws. Its own guard flag marks it started (storybook/internal preview `useHighlights`); the page
    // check after the first story (`HIGHLIGHT_ROOT`) fails the suite when a Storybook update makes this a no-op.
    // Profiled over one shard (185 story runs, one worker): 3.4 s of the renderer's JS was that walk, with the style
    // recalculations it forces beside; the shard took 144–156 core-s without the flag, 141 with it.
    w.__STORYBOOK_HIGHLIGHT_INITIALIZED = true;
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
  const scheme = globals.scheme ? `;scheme:${globals.scheme}` : '';
  // `a11y.manual`: Storybook's a11y addon would otherwise run axe on every story load, after storyRendered
  // (its afterEach), for its panel: ~1,470 runs nobody reads, on the CPU the screenshots, the focus walk and
  // the suite's own axe (tests/a11y/axe.ts, where the matrix asks for it) need. The dev Storybook keeps it.
  await page.goto(
    `/iframe.html?id=${firstStory}&viewMode=story&globals=brand:${globals.brand};locale:${globals.locale}${scheme};a11y.manual:!true`,
  );
  // The first render may also start the in-browser sandbox (PGlite: migrations and the demo seed): ~20 s of
  // both cores alone, measured 53–76 s when two workers open their pages at once (Chromium 150, 2 cores).
  await waitForStory(page, firstStory, OPEN_TIMEOUT_MS);
  if ((await page.locator(HIGHLIGHT_ROOT).count()) > 0) {
    throw new Error(
      `Storybook's highlighter runs on the preview (${HIGHLIGHT_ROOT} exists): it no longer reads the flag openPreview sets (tests/storybook.ts)`,
    );
  }
}

/** The element Storybook's highlighter adds to the preview on its first reset (each story load). */
const HIGHLIGHT_ROOT = '#storybook-highlights-root';

/**
 * What went wrong on `page` while a story loaded, for the error of a story that failed: uncaught errors, console
 * errors and the API's 4xx/5xx answers (the in-browser sandbox's, through MSW's service worker), the last 20. A
 * story whose play function finds an empty root (React unmounted it after an uncaught error, or the session was
 * signed out by a 401) says which it was. `clear()` before each story; `explain(error)` appends the record.
 */
export function watchPage(page: Page) {
  const seen: string[] = [];
  const note = (line: string) => {
    seen.push(line.slice(0, 400));
    if (seen.length > 20) seen.shift();
  };
  page.on('pageerror', (error) => note(`uncaught: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console.error: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith('/api/')) {
      note(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return {
    clear: () => {
      seen.length = 0;
    },
    explain(error: unknown): Error {
      const base = error instanceof Error ? error : new Error(String(error));
      if (seen.length > 0) base.message += `\n  while loading, the page saw:\n    ${seen.join('\n    ')}`;
      return base;
    },
  };
}

/** How long `openPreview` waits for its first story (the in-browser sandbox starts with it). */
export const OPEN_TIMEOUT_MS = 180_000;

/**
 * Resolves when `id` has rendered and its play function has finished; throws on a story error, or after
 * `timeout` ms (45 s: a story's render, play function and sandbox settle).
 */
export async function waitForStory(page: Page, id: string, timeout = 45_000) {
  const handle = await page.waitForFunction(
    ({ storyId, errors }) => {
      const events = (window as unknown as { __sbEvents?: Array<{ event: string; payload: unknown }> })
        .__sbEvents;
      const hit = events?.find((e) =>
        e.event === 'storyRendered'
          ? e.payload === storyId || (e.payload as { storyId?: string })?.storyId === storyId
          : errors.includes(e.event),
      );
      return hit ?? false;
    },
    { storyId: id, errors: ERROR_EVENTS },
    { timeout, polling: 50 },
  );
  const hit = (await handle.jsonValue()) as { event: string; payload: unknown };
  if (hit.event !== 'storyRendered') throw new Error(`${id}: ${hit.event} ${JSON.stringify(hit.payload)}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Whether the page's in-browser sandbox has started (stories/src/sandbox.ts sets `__sandboxPending` once it
 * is up): the first block story of a page starts it, which takes as long as `openPreview` may.
 */
export function sandboxStarted(page: Page): Promise<boolean> {
  return page.evaluate(
    () => typeof (window as { __sandboxPending?: unknown }).__sandboxPending === 'function',
  );
}

/**
 * Switches the open preview to story `id` and waits for it (render + play function): 45 s, or as long as
 * `openPreview` when the story may have to start the in-browser sandbox. With `globals`, first switches the
 * page to that brand × language × scheme through Storybook's channel (as the toolbar does), so one page serves
 * every combination and the in-browser sandbox starts once per page, not once per combination (~13 s alone,
 * 25 s with two workers starting at once). `sandboxUp`: the caller already knows the sandbox is up (it stays
 * up for the page's life), which saves asking the page.
 */
export async function showStory(page: Page, id: string, globals?: PreviewGlobals, sandboxUp?: boolean) {
  const started = sandboxUp || (await sandboxStarted(page));
  if (globals) await updateGlobals(page, globals);
  await page.evaluate(
    ({ storyId, remount }) => {
      const w = window as unknown as {
        __sbEvents: unknown[];
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
        __STORYBOOK_PREVIEW__?: { selectionStore?: { selection?: { storyId?: string } } };
      };
      w.__sbEvents = [];
      // Selecting the story already selected changes nothing (Storybook answers 'storyUnchanged'), and the
      // globals' re-render does not run the play function: after new globals, that story is remounted.
      const selected = w.__STORYBOOK_PREVIEW__?.selectionStore?.selection?.storyId;
      if (remount && selected === storyId) w.__STORYBOOK_ADDONS_CHANNEL__.emit('forceRemount', { storyId });
      else w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId: id, remount: globals !== undefined },
  );
  await waitForStory(page, id, started ? undefined : OPEN_TIMEOUT_MS);
}

/**
 * Sets the toolbar globals (`scheme` light when not given, as `openPreview` leaves it) and waits until
 * Storybook has stored them and re-rendered the story on the page with them: that render's outcome belongs
 * to the previous story (whose checks are done), so only its end is awaited, not its success.
 * @throws Error when Storybook does not confirm the globals or the re-render does not end within 45 s.
 */
async function updateGlobals(page: Page, globals: PreviewGlobals) {
  await page.evaluate(
    (next) => {
      const w = window as unknown as {
        __sbEvents: unknown[];
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
      };
      w.__sbEvents = [];
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: next });
    },
    { ...globals, scheme: globals.scheme ?? 'light' },
  );
  await page.waitForFunction(
    () => {
      const events = (window as unknown as { __sbEvents: Array<{ event: string }> }).__sbEvents;
      const updated = events.findIndex((e) => e.event === 'globalsUpdated');
      return updated >= 0 && events.slice(updated + 1).some((e) => e.event !== 'globalsUpdated');
    },
    undefined,
    { timeout: 45_000, polling: 50 },
  );
}
