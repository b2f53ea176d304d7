import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every package. Node-only packages run in `node`; React packages in happy-dom.
 * Browser suites live in tests/e2e and tests/visual (Playwright) and are not part of this config.
 */
export default defineConfig({
  test: {
    // Vitest keeps one core for its main thread (cores − 1 workers): one worker on CI's 2 cores, where the main
    // thread mostly waits. Every core runs a worker (with the DOM projects' shared cache below, CI's unit step
    // went from 707 s to 288 s).
    maxWorkers: Math.max(2, availableParallelism()),
    // The Node projects' files share their worker's module cache too (`isolate: false`, as the DOM projects
    // below): each sandbox file imported PGlite, Hono and the seed again, and `import` was 41 s of the unit
    // step's 159 s in CI. Their files keep no module state between them but the sandbox's migrated template
    // (sandbox.ts `template`, the same dump for every file) and restore what they stub (vi.unstubAllEnvs).
    // adapters stays isolated: its Stripe.js loader test spies on a happy-dom document of its own.
    projects: [
      { test: { name: 'core', root: 'packages/core', environment: 'node', isolate: false } },
      { test: { name: 'api', root: 'packages/api', environment: 'node', isolate: false } },
      { test: { name: 'manifest', root: 'packages/manifest', environment: 'node', isolate: false } },
      {
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'adapters', root: 'packages/adapters', environment: 'node' } },
      {
        test: {
          name: 'generator',
          root: 'generator',
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          // The tests that run the `telco-portal` command run the built CLI, as users do: built once here.
          globalSetup: ['./vitest.global-setup.ts'],
        },
      },
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
          // Files share their worker's module cache (not its DOM: cleanup after each test): the DOM projects'
          // 63 files took 233 s isolated, 70 s shared. Every file passes isolated too, and shared in shuffled order.
          isolate: false,
          // A hang's backstop, not a speed check (speed is measured in budgets): beside the generator's builds on
          // the other core, a test that signs in and loads lazy routes took 5.0 s once (Vitest's default limit).
          testTimeout: 15_000,
          root: 'packages/ui',
          environment: 'happy-dom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        test: {
          name: 'blocks',
          isolate: false, // as ui
          testTimeout: 15_000, // as ui
          root: 'packages/blocks',
          environment: 'happy-dom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        test: {
          name: 'portal',
          isolate: false, // as ui
          testTimeout: 15_000, // as ui
          root: 'portal',
          environment: 'happy-dom',
          setupFiles: ['../vitest.setup.dom.ts', './src/test/all-routes.setup.ts'],
        },
      },
    ],
  },
});
