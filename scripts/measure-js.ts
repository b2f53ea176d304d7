/**
 * What a browser really downloads to show one page of a built portal: the JavaScript responses Chromium
 * receives, each gzipped at level 9 as CDNs serve it (the same measure as scripts/check-budgets.ts), with
 * the browser cache disabled. Used by scripts/measure-locale-cost.ts (issue 7: te reo Māori without a
 * penalty) and by hand for a route's weight, e.g. the usage page before/after a change:
 *
 *   tsx scripts/measure-js.ts [--app .generated/harbour] [--path /profile/mobile/usage]
 *                             [--language mi-NZ] [--sign-in prepay@harbour.test] [--port 0]
 *
 * `--app` is a generated app built with `telco-portal build` (its `dist/` and `server.headers.json`); it is
 * served as `telco-portal start` serves it, with a fresh in-memory sandbox behind `/api`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { createPortalServer, listen } from '../generator/src/serve.ts';
import { builtApp } from '../generator/src/start.ts';
import { LANGUAGE_COOKIE } from '../packages/blocks/src/session/storage.ts';
import { createSandbox, DEMO_PASSWORD } from '../packages/sandbox/src/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

/** One JavaScript response: its URL path, bytes as received (uncompressed body) and gzipped (level 9). */
export type JsDownload = { path: string; bytes: number; gzip: number };

/** The JavaScript of one page visit; `totalGzip` is the sum of `files[].gzip` (bytes). */
export type PageJs = { files: JsDownload[]; totalGzip: number; lang: string; landed: string };

/**
 * Serves the built app `appDir` (`<appDir>/dist`, `<appDir>/server.headers.json`) with a fresh in-memory
 * sandbox on `port` (0: any free port). Resolves with its URL and a `close()` that stops both.
 */
export async function servePortal(
  appDir: string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const sandbox = await createSandbox({});
  try {
    const server = await listen(createPortalServer({ ...builtApp(appDir), api: sandbox }), port);
    return {
      url: server.url,
      close: async () => {
        await server.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Debian's Chromium with the project's offline flags (tests/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Waits until the page is what a visitor gets (issue 7): nothing `aria-busy` (a client-rendered route shows
 * skeletons until its block and data are in), on a prerendered page (`#tp-prerender`) also until its route
 * block has hydrated (`<html data-block-ready>`, portal RouteView.tsx: the page's code has loaded — its HTML
 * is complete and busy-free before any script runs), then until no request has started for `quietMs`.
 * @throws Error (Playwright TimeoutError) when the page does not settle within `timeout` ms.
 */
export async function settled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  let last = Date.now();
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForFunction(
      () =>
        (!document.getElementById('tp-prerender') ||
          document.documentElement.hasAttribute('data-block-ready')) &&
        !document.querySelector('[aria-busy="true"]'),
      undefined,
      { timeout },
    );
    const deadline = Date.now() + timeout;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page did not go quiet within ${timeout} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Records every JavaScript response of `page` from now on; call the result to stop and read them. */
function recordJs(page: Page): () => Promise<JsDownload[]> {
  const pending: Array<Promise<JsDownload | null>> = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!url.pathname.endsWith('.js') && !/javascript/.test(type)) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: url.pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const seen = new Map<string, JsDownload>();
    for (const file of await Promise.all(pending)) if (file) seen.set(file.path, file);
    return [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  };
}

/**
 * Visits `path` of the portal at `baseUrl` in a fresh browser context (cache disabled) and returns the
 * JavaScript the visit downloaded, once the page has `settled` (hydrated, nothing `aria-busy`, network quiet), with
 * the page's `<html lang>` and the path it ended on (`landed`: not `path` after a redirect).
 * `language` is set the way the portal remembers it (the `tp-lang` cookie) before the visit. With
 * `signInAs`, the demo account signs in through the sign-in form first (in English); only the responses
 * of the following full page load of `path` are counted.
 * @throws Error when the page does not settle within 30 s.
 */
export async function measurePageJs(
  browser: Browser,
  baseUrl: string,
  options: {
    path?: string;
    language?: 'en' | 'mi-NZ';
    signInAs?: string;
    /** A localStorage entry set before every page of the visit loads (the thanks page's purchased summary). */
    storage?: { key: string; value: string };
  } = {},
): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (options.storage) {
      const { key, value } = options.storage;
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.signInAs) {
      await page.goto(`${baseUrl}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(options.signInAs);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
    }
    if (options.language)
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: options.language, url: baseUrl }]);
    const stop = recordJs(page);
    await page.goto(`${baseUrl}${options.path ?? '/'}`, { waitUntil: 'networkidle', timeout: 30_000 });
    await settled(page);
    const files = await stop();
    const lang = await page.evaluate(() => document.documentElement.lang);
    const landed = new URL(page.url()).pathname;
    return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), lang, landed };
  } finally {
    await context.close();
  }
}

/**
 * `fn` over `items`, at most `limit` at a time (page visits that wait on the network leave a core idle one at a
 * time); resolves with the results in `items` order, rejects with the first failure.
 */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints one visit's files (largest first) and total. */
export function printPageJs(title: string, result: PageJs): void {
  console.log(
    `${title} (html lang="${result.lang}"): ${kb(result.totalGzip)} gzipped JS in ${result.files.length} files`,
  );
  for (const file of result.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.path}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      app: { type: 'string', default: '.generated/harbour' },
      path: { type: 'string', default: '/' },
      language: { type: 'string' },
      'sign-in': { type: 'string' },
      port: { type: 'string', default: '0' },
    },
  });
  const language = values.language as 'en' | 'mi-NZ' | undefined;
  const portal = await servePortal(path.resolve(values.app), Number(values.port));
  const browser = await launchChromium();
  try {
    const result = await measurePageJs(browser, portal.url, {
      path: values.path,
      ...(language ? { language } : {}),
      ...(values['sign-in'] ? { signInAs: values['sign-in'] } : {}),
    });
    printPageJs(`${values.path}${language ? ` in ${language}` : ''}`, result);
  } finally {
    await browser.close();
    await portal.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
