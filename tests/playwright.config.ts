import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4174);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end suites against a generated harbour portal served with the sandbox on one origin.
 * Playwright starts its own server (CONVENTIONS 12) with a throw-away sandbox database.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `pnpm -s telco-portal start brands/harbour --port ${PORT} --data-dir .sandbox-e2e --fresh --sandbox-mode development`,
    cwd: '..',
    url: BASE_URL,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
