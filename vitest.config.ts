import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every package. Node-only packages run in `node`; React packages in happy-dom.
 * Browser suites live in tests/e2e and tests/visual (Playwright) and are not part of this config.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node' } },
      { test: { name: 'api', root: 'packages/api', environment: 'node' } },
      { test: { name: 'manifest', root: 'packages/manifest', environment: 'node' } },
      {
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'adapters', root: 'packages/adapters', environment: 'node' } },
      { test: { name: 'generator', root: 'generator', environment: 'node', testTimeout: 60_000 } },
      // Repository-wide rules: the layering of ARCHITECTURE.md (tests/architecture/scan.ts).
      { test: { name: 'architecture', root: 'tests/architecture', environment: 'node' } },
      // The visual suite's screenshot matrix (tests/visual/matrix.ts); the screenshots are Playwright's.
      {
        test: {
          name: 'visual-matrix',
          root: 'tests/visual',
          environment: 'node',
          include: ['matrix.test.ts'],
        },
      },
      { test: { name: 'package', root: 'tests/package', environment: 'node' } },
      // Every ui primitive and registered block has a story (the stories run in Chromium in tests/visual).
      { test: { name: 'stories-node', root: 'stories', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'happy-dom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        test: {
          name: 'blocks',
          root: 'packages/blocks',
          environment: 'happy-dom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        test: {
          name: 'portal',
          root: 'portal',
          environment: 'happy-dom',
          setupFiles: ['../vitest.setup.dom.ts', './src/test/all-routes.setup.ts'],
        },
      },
    ],
  },
});
