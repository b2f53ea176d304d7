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
  // Three on CI's 2 cores: with two, a third of the CPU sat idle (a worker waits on its page and the server). The
  // whole suite here, with money-faults and reflow spread over the workers: 5.6 min with two, 4.8 with three.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // A test is a whole journey (sign up, verify, reset, sign in, with an axe check per screen): the password-reset
  // journey takes 19 s here when quiet, 54 s in a clean-clone run and over 60 s on CI's busier machine. The
  // backstop for a whole journey is 120 s; every step still fails after `expect.timeout` (10 s) of not happening.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (every action with a DOM snapshot) and a screenshot of the end. Not the
    // trace's screencast: recording it on every test cost 28 % of the suite's time here (9 tests: 141 s of
    // test time with it, 100 s without), on a suite whose workers already keep both cores busy.
    // On CI (`CI` set, as .ci/run does) no trace is recorded: CI keeps only what the run prints, so a trace
    // there is written and thrown away, and recording one costs every test its DOM snapshots.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
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
