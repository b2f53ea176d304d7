import { defineConfig } from '@playwright/test';

import { storybookProject } from '../storybook.ts';
import { VISUAL_SHARDS } from './matrix.ts';

const PORT = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * The Storybook suite over the BUILT Storybook: visual tests (issue #3), the screenshot matrix of matrix.ts
 * at 320 and 1280 px compared with the committed baselines in visual-snapshots/ (`*-chromium-linux.png`),
 * and on the same story loads the accessibility checks axe cannot make (issue 9: reflow at 320 px, focus
 * on every tab stop, dark-scheme axe, class conflicts; see visual-suite.ts).
 * Deterministic: Debian's Chromium and fonts (fonts-noto-core), reduced motion, animations disabled,
 * a fixed clock (2026-11-15 09:00 NZDT, which the in-browser sandbox uses too) and the sandbox's
 * deterministic seed. Run with `pnpm test:visual`; refresh baselines with `pnpm test:visual --update`.
 */
export default defineConfig({
  testDir: '.',
  // The shard files only (matrix.test.ts is a Vitest unit test of the matrix).
  testMatch: 'shard-*.spec.ts',
  outputDir: '../../test-results/visual',
  // Files in parallel, tests of a file in order: each shard file's worker keeps one page per
  // brand × locale and loops through the stories (the in-browser sandbox starts once per page).
  fullyParallel: false,
  workers: Number(process.env.VISUAL_WORKERS ?? VISUAL_SHARDS),
  snapshotPathTemplate: '{testDir}/visual-snapshots/{arg}-{projectName}-{platform}{ext}',
  retries: 0,
  // A story's load, screenshots and focus walk (the first of a page also starts the in-browser sandbox).
  timeout: 90_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/visual' }]],
  expect: {
    // A full-page screenshot must match twice in a row; the design-tokens page took over 10 s on a loaded
    // 2-core machine.
    timeout: 30_000,
    toHaveScreenshot: {
      maxDiffPixels: 50,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  ...storybookProject(PORT),
});
