import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    // styles.css ships beside the JS: its `@source "./"` then makes the app's Tailwind scan dist/**/*.js
    // for the classes the components use (STACK.md gotcha 3).
    afterBuild: () => copyFileSync('src/styles.css', 'dist/styles.css'),
  }),
);
