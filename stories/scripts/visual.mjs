// `pnpm test:visual [--update] [playwright args…]`: builds Storybook (unless VISUAL_SKIP_BUILD=1), then runs
// the Playwright visual suite in tests/visual against the build. `--update` refreshes the baselines.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
if (process.env.VISUAL_SKIP_BUILD !== '1') run('pnpm', ['run', '-s', 'build-storybook']);
run('playwright', ['test', '-c', '../tests/visual/playwright.config.ts', ...args]);
