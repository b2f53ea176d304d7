/**
 * Layout shift of each route of a built portal, as Chromium's Layout Instability API reports it
 * (issue 7: zero layout shift on every route). Each route is loaded in a fresh context on a phone-sized
 * viewport and again at a desktop width (1280 px: the header's controls share one row there, issue 9), with
 * the CPU throttled ×4 (Lighthouse's mobile preset) so late blocks land after first paint;
 * the sum of `layout-shift` entries without recent input is the route's CLS (every shift counted, not
 * only the worst session window — stricter than Lighthouse). Fails when any route shifts more than
 * `--max` (default 0).
 *
 * Usage: tsx scripts/measure-cls.ts [--app .generated/harbour] [--max 0] [--route /path ...]
 * Signed-in routes (`/profile/…`) sign in as prepay@harbour.test first (or the case's `account`; an
 * identity with several accounts picks its first on /select-account).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../packages/sandbox/src/index.ts';
import { SLOW_REQUEST_MS } from '../portal/src/layouts/slow-request.ts';
import { launchChromium, mapConcurrent, servePortal, settled } from './measure-js.ts';

/**
 * One measurement: a route, loaded as `account` (signed-in routes), at `width` px (default: a phone, 412). With
 * `slowApi` (a URL glob), the first request it matches is held past the slow-request threshold, so "Still
 * working…" shows while the page loads and goes when the answer lands (issue 8's notice must not move the page).
 */
export type ClsCase = { route: string; account?: string; width?: number; slowApi?: string };

export const CLS_ROUTES: Array<string | ClsCase> = [
  '/',
  '/plans/prepay',
  '/sign-in',
  '/sign-up',
  '/forgot-pass',
  '/privacy',
  '/not-a-page',
  '/profile/mobile',
  '/profile/mobile/usage',
  // Issue 9: an identity with several accounts first gets the select-account step, whose cards must land
  // without pushing each other; then the header's account switcher (a lazy chunk) must not push the
  // header's other controls when it lands (desktop: it sits in the header's row).
  { route: '/profile/mobile', account: 'multi@harbour.test' },
  // Issue 8's "Still working…" (a request past SLOW_REQUEST_MS): it shows and goes over the page, never in its flow.
  { route: '/profile/mobile/usage', slowApi: '**/api/v2/*/usage/data/histogram' },
];

/** The widths every case is measured at: a phone (412 px, the default) and a desktop. */
export const CLS_WIDTHS: Array<number | undefined> = [undefined, 1280];

/** Every case of `routes` at every width of `CLS_WIDTHS` (a case that names its width keeps it). */
export function clsCases(routes: Array<string | ClsCase>): ClsCase[] {
  return routes.flatMap((c) => {
    const base = typeof c === 'string' ? { route: c } : c;
    return base.width ? [base] : CLS_WIDTHS.map((width) => (width ? { ...base, width } : base));
  });
}

/** The label a case is reported under. */
export function caseLabel(c: string | ClsCase): string {
  if (typeof c === 'string') return c;
  return [c.route, c.account, c.slowApi ? 'slow request' : null, c.width ? `${c.width} px` : null]
    .filter(Boolean)
    .join(' ');
}

/** One layout shift: its score and the elements that moved (tag#id.class, at most 3). */
export type Shift = { value: number; sources: string[] };

/** Loads `route` and returns its layout shifts once the page has settled. */
export async function measureCls(
  browser: Browser,
  baseUrl: string,
  which: string | ClsCase,
): Promise<Shift[]> {
  const {
    route,
    account = 'prepay@harbour.test',
    width,
    slowApi,
  } = typeof which === 'string' ? { route: which } : which;
  const context = await browser.newContext(
    width
      ? { viewport: { width, height: 800 }, deviceScaleFactor: 1 }
      : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  );
  try {
    const page = await context.newPage();
    if (route.startsWith('/profile')) {
      await page.goto(`${baseUrl}/sign-in`);
      await page.getByLabel('Email', { exact: true }).fill(account);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 30_000 });
      if (new URL(page.url()).pathname === '/select-account') {
        await page.locator('main button').first().click();
        await page.waitForURL((url) => url.pathname !== '/select-account', { timeout: 30_000 });
      }
    }
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }
        >) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).slice(0, 3).map((s) => {
              const el = s.node as Element | undefined;
              const moved = `x ${Math.round(s.previousRect.x)}→${Math.round(s.currentRect.x)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} w ${Math.round(s.previousRect.width)}→${Math.round(s.currentRect.width)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
              if (!el || !('tagName' in el)) return `#text (${moved})`;
              return `(${moved}) ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
                typeof el.className === 'string' && el.className
                  ? `.${el.className.split(/\s+/).slice(0, 3).join('.')}`
                  : ''
              } "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (slowApi) {
      let held = false;
      await page.route(slowApi, async (request) => {
        if (held) return request.continue();
        held = true;
        await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 1500));
        await request.continue().catch(() => undefined);
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await settled(page);
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      app: { type: 'string', default: '.generated/harbour' },
      max: { type: 'string', default: '0' },
      route: { type: 'string', multiple: true },
    },
  });
  const cases = clsCases(values.route ?? CLS_ROUTES);
  const portal = await servePortal(path.resolve(values.app), 0);
  const browser = await launchChromium();
  const failed: string[] = [];
  try {
    // Two pages at a time (one per core); each report is printed in case order.
    const results = await mapConcurrent(cases, 2, (c) => measureCls(browser, portal.url, c));
    for (const [i, c] of cases.entries()) {
      const shifts = results[i] as Shift[];
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      const label = caseLabel(c);
      console.log(`${label.padEnd(36)} CLS ${cls.toFixed(4)}`);
      for (const s of shifts) console.log(`    ${s.value.toFixed(4)}  ${s.sources.join(', ')}`);
      if (cls > Number(values.max)) failed.push(`${label}: ${cls.toFixed(4)}`);
    }
  } finally {
    await browser.close();
    await portal.close();
  }
  if (failed.length) {
    console.log(`layout shift over ${values.max}: ${failed.join('; ')}`);
    process.exit(1);
  }
  console.log('no layout shift on any route');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
