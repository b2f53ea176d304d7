import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    // The catalogues also ship as JSON (`@telco-portal/blocks/i18n/en.json`): the portal and the
    // generator read them whole.
    afterBuild: () => cpSync('src/i18n', 'dist/i18n', { recursive: true, filter: (f) => !f.endsWith('.ts') }),
  }),
);
