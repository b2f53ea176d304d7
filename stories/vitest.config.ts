import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `pnpm test:stories`: two projects.
 * - `storybook`: every story as a test in headless Debian Chromium (Vitest browser mode): renders it,
 *   runs its play function, then axe (parameters.a11y.test 'error' fails on any WCAG 2.2 AA violation).
 *   No setup file with setProjectAnnotations: addon-vitest applies .storybook/preview itself (gotcha 5).
 * - `stories-node`: plain Node tests of the stories package (coverage of primitives and blocks).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: here('.storybook'), storybookScript: 'pnpm storybook --ci' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // One page for every story file: the in-browser sandbox (PGlite + seed, ~2 s) starts once.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: dialogs open without their fade, as for users who ask for it.
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: [...CHROMIUM_ARGS, '--force-prefers-reduced-motion'],
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
        },
      },
      {
        test: { name: 'stories-node', environment: 'node', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
