import { defineConfig } from '@playwright/test';

import { storybookProject } from '../storybook.ts';

const PORT = Number(process.env.A11Y_PORT ?? process.env.VISUAL_PORT ?? 6008);

/**
 * Accessibility beyond axe (issue 9) over the BUILT Storybook (`pnpm build-storybook` first): every story
 * × brand × language reflows at 320 px; every tab stop of every story shows its focus (1280 px, each brand,
 * light and dark); axe in the dark scheme. `pnpm test:a11y`. Same determinism as tests/visual (fixed clock,
 * reduced motion, Debian Chromium).
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../../test-results/a11y',
  fullyParallel: false,
  workers: Number(process.env.A11Y_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  ...storybookProject(PORT),
});
