/**
 * `pnpm bench` (issue 7): Lighthouse 12.8, mobile preset (simulated slow 4G, CPU ×4, Moto G Power
 * viewport), on a built portal and on the bare React 19 + react-router 7 app (bench/bare) built in the
 * same run, interleaved (bare, then each page, per round) so machine load hits both alike (STACK gotcha
 * 15: scores move ±10 with load — compare ratios). Pages: `/`, `/plans/prepay`, `/sign-in`, and signed
 * in (a Lighthouse user flow over Puppeteer that signs in through the form first, then navigates with
 * the HTTP cache cleared) `/profile/mobile` and `/profile/mobile/usage`. Prints the median of each metric
 * and its ratio to the bare app: score, LCP (ms), TBT (ms), CLS, JS (KB transferred, as served: Brotli).
 *
 * Targets (reported, not enforced here): performance 100 on public pages, ≥ 95 signed in, TBT ≤ 100 ms,
 * CLS 0, LCP ≤ 1.2× the bare app. With `--min-public-score N` it exits 1 when a public page's median
 * score is below N; with `--gate` N is budgets.json#lighthouse: `minPublicScore` (the 90), or,
 * while that is not met, its labelled no-regression `floor` (`pnpm test` runs
 * `--runs 1 --public-only --gate`, ≈ 1 min).
 *
 * Usage: tsx bench/src/lighthouse.ts [--app .generated/harbour] [--runs 3] [--public-only]
 *                                     [--min-public-score 90 | --gate] [--json out.json]
 * (after `telco-portal build brands/harbour --out .generated/harbour`). Chromium: CHROMIUM_BROWSER_PATH
 * (default /usr/bin/chromium), with the project's offline flags (tests/chromium.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { createPortalServer, listen } from '../../generator/src/serve.ts';
import { DEMO_PASSWORD } from '../../packages/sandbox/src/index.ts';
import { servePortal } from '../../scripts/measure-js.ts';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_PATH } from '../../tests/chromium.ts';
import { buildBareApp } from './bare.ts';

/** One page of the benchmark; `signedIn` pages are measured in a user flow after signing in. */
export type BenchPage = { label: string; path: string; signedIn?: boolean; app: 'portal' | 'bare' };

/** The metrics read from one Lighthouse result. */
export type Metrics = { score: number; lcp: number; tbt: number; cls: number; jsKb: number };

export const PAGES: BenchPage[] = [
  { label: '/', path: '/', app: 'portal' },
  { label: '/plans/prepay', path: '/plans/prepay', app: 'portal' },
  { label: '/sign-in', path: '/sign-in', app: 'portal' },
  { label: '/profile/mobile (signed in)', path: '/profile/mobile', signedIn: true, app: 'portal' },
  { label: '/profile/mobile/usage', path: '/profile/mobile/usage', signedIn: true, app: 'portal' },
];
const BARE: BenchPage = { label: 'bare React app /', path: '/', app: 'bare' };
const DEMO_ACCOUNT = 'prepay@harbour.test';

function metricsOf(lhr: Result): Metrics {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const js = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsKb: js / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      app: { type: 'string', default: '.generated/harbour' },
      runs: { type: 'string', default: '3' },
      'public-only': { type: 'boolean', default: false },
      'min-public-score': { type: 'string' },
      gate: { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  const pages = [BARE, ...PAGES.filter((p) => !(values['public-only'] && p.signedIn))];

  const bareDist = await buildBareApp(path.resolve('.generated/bench-bare/dist'));
  const noHeaders = { all: {}, html: {}, immutable: { pathPrefix: '/assets/', headers: {} } };
  const bare = await listen(createPortalServer({ distDir: bareDist, headers: noHeaders }), 0);
  const portal = await servePortal(path.resolve(values.app), 0);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_BROWSER_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  const results = new Map<string, Metrics[]>(pages.map((p) => [p.label, []]));
  const started = Date.now();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const base = page.app === 'bare' ? bare.url : portal.url;
        const measure = async (): Promise<Result | undefined> => {
          let lhr: Result | undefined;
          if (!page.signedIn) {
            lhr = (await lighthouse(`${base}${page.path}`, flags))?.lhr;
          } else {
            // A fresh tab: sign in through the form, clear the HTTP cache (a first visit's downloads are
            // measured), then let Lighthouse navigate without resetting storage (the session lives there).
            const tab = await browser.newPage();
            try {
              await tab.goto(`${base}/sign-in`, { waitUntil: 'networkidle0' });
              await tab.locator('input[type="email"]').fill(DEMO_ACCOUNT);
              await tab.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
              await Promise.all([
                tab.waitForFunction(() => location.pathname !== '/sign-in', { timeout: 30_000 }),
                tab.locator('form button[type="submit"]').click(),
              ]);
              const cdp = await tab.createCDPSession();
              await cdp.send('Network.clearBrowserCache');
              const flow = await startFlow(tab, {
                flags: { ...flags, disableStorageReset: true },
              });
              await flow.navigate(`${base}${page.path}`);
              lhr = (await flow.createFlowResult()).steps[0]?.lhr;
            } finally {
              await tab.close();
            }
          }
          if (!lhr) throw new Error(`lighthouse gave no result for ${page.label}`);
          return lhr;
        };
        // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP…): up to 3 attempts per page.
        let lhr: Result | undefined;
        for (let attempt = 1; attempt <= 3; attempt++) {
          lhr = await measure();
          if (!lhr?.runtimeError) break;
          console.log(`  ${page.label}: ${lhr.runtimeError.code}, attempt ${attempt} of 3`);
        }
        if (!lhr) throw new Error(`lighthouse gave no result for ${page.label}`);
        const m = metricsOf(lhr);
        if (page.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== page.path)
          throw new Error(`${page.label}: ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
        results.get(page.label)!.push(m);
        console.log(
          `run ${round}/${runs} ${page.label.padEnd(28)} score ${String(m.score).padStart(3)}  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  JS ${m.jsKb.toFixed(1)} KB`,
        );
      }
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    await portal.close();
    await bare.close();
  }

  const med = (label: string) => {
    const list = results.get(label)!;
    return {
      score: median(list.map((m) => m.score)),
      lcp: median(list.map((m) => m.lcp)),
      tbt: median(list.map((m) => m.tbt)),
      cls: median(list.map((m) => m.cls)),
      jsKb: median(list.map((m) => m.jsKb)),
    };
  };
  const base = med(BARE.label);
  console.log(
    `\nmedians of ${runs} interleaved run(s), Lighthouse 12.8 mobile preset (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  const gate = (
    JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as {
      lighthouse: { minPublicScore: number; floor?: number; floorNote?: string };
    }
  ).lighthouse;
  const minScore =
    values['min-public-score'] !== undefined
      ? Number(values['min-public-score'])
      : values.gate
        ? (gate.floor ?? gate.minPublicScore)
        : null;
  const gateNote =
    values.gate && gate.floor !== undefined
      ? `regression guard: public pages ≥ ${gate.floor} — a floor, not yet at the issue's ${gate.minPublicScore}: ${gate.floorNote ?? ''}`
      : null;
  console.log('| page | score | LCP | TBT | CLS | JS transferred (br) | LCP / bare | JS / bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const summary: Record<string, Metrics & { lcpRatio: number; jsRatio: number }> = {};
  const failures: string[] = [];
  for (const page of pages) {
    const m = med(page.label);
    const lcpRatio = m.lcp / base.lcp;
    const jsRatio = m.jsKb / base.jsKb;
    summary[page.label] = { ...m, lcpRatio, jsRatio };
    console.log(
      `| ${page.label} | ${m.score} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} KB | ×${lcpRatio.toFixed(2)} | ×${jsRatio.toFixed(2)} |`,
    );
    if (page.app === 'portal') {
      const target = page.signedIn ? 95 : 100;
      const misses = [
        m.score < target ? `score ${m.score} < ${target}` : '',
        m.tbt > 100 ? `TBT ${Math.round(m.tbt)} ms > 100` : '',
        m.cls > 0 ? `CLS ${m.cls.toFixed(3)} > 0` : '',
        lcpRatio > 1.2 ? `LCP ×${lcpRatio.toFixed(2)} the bare app > ×1.2` : '',
      ].filter(Boolean);
      if (misses.length) console.log(`  targets missed on ${page.label}: ${misses.join('; ')}`);
      if (minScore !== null && !page.signedIn && m.score < minScore)
        failures.push(`${page.label}: score ${m.score} < ${minScore}`);
    }
  }
  if (gateNote) console.log(gateNote);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ runs, summary }, null, 2)}\n`);
  if (failures.length) {
    console.log(`\nFAILED (regression guard, public pages ≥ ${minScore}): ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
