// `pnpm chromatic`: publishes the Storybook to Chromatic for visual review, with the modes of
// .storybook/preview.tsx (one per brand × locale). Without CHROMATIC_PROJECT_TOKEN (local machines,
// forks, this offline workspace) it explains and exits 0, so it can sit in any pipeline.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping the upload. Set it (CI secret) to publish ' +
      'this Storybook to Chromatic; the local visual baselines are checked by `pnpm test:visual`.',
  );
  process.exit(0);
}

const { status } = spawnSync(
  'chromatic',
  [
    '--config-file',
    'chromatic.config.json',
    '--build-script-name',
    'build-storybook',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
