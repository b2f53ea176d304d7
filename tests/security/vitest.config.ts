import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:security` (issue 8): replays every attack of the issue against real started servers (the
 * sandbox + portal server on a free loopback port, the built harbour portal, Debian's Chromium) and asserts
 * it now fails. Files run one after another, each starting its own servers; the harbour portal they attack is
 * built once, before them (global-setup.ts).
 */
export default defineConfig({
  test: {
    name: 'security',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
