import { existsSync } from 'node:fs';

/**
 * The one place that knows how to start Debian's Chromium on this offline machine (STACK.md gotcha 7).
 * Playwright, Vitest browser mode and Lighthouse all import these.
 */

/**
 * Debian's full browser (package `chromium`): what customers run. Lighthouse measures with it (bench/), as its
 * timings are what the performance budgets are about.
 */
export const CHROMIUM_BROWSER_PATH = process.env.CHROMIUM_BROWSER_PATH ?? '/usr/bin/chromium';

/**
 * The browser every test suite drives: Debian's `chromium-headless-shell` (the same Chromium release as
 * `chromium`, built as the headless shell Playwright itself uses for headless runs; `.ci/run` installs both),
 * falling back to the full browser where it is not installed. The same Blink, Skia and fonts: all 1,642 visual
 * baselines and every suite pass on both. What differs is the browser process around the page — the full
 * browser's "new headless" mode keeps a whole desktop browser's services running for every context.
 * Measured here (2026-11-28, 2 cores, Chromium 156): 16 end-to-end tests 43.0 → 26.4 core-s and 45 → 37 s
 * (browser process 7.6 → 2.3 core-s, renderer 15.1 → 8.8); 201 Storybook runs 148 → 137 core-s.
 * `CHROMIUM_PATH` overrides it.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_BROWSER_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];
