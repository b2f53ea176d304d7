import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

import { legalDocuments } from './legal-documents.ts';
import { sandboxTemplate } from './sandbox-template.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Storybook for designers (issue #3): every ui primitive and block, per brand, locale and state.
 * Offline machine: telemetry off (STACK gotcha 6); the sandbox runs in the browser through MSW
 * (public/mockServiceWorker.js, gotcha 2) over PGlite, which Vite must not pre-bundle (its WASM and
 * data files are loaded relative to the module).
 */
const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../docs/**/*.stories.tsx',
    '../ui/**/*.stories.tsx',
    '../blocks/**/*.stories.tsx',
    '../pages/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../public'],
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss(), legalDocuments(repoRoot), sandboxTemplate(repoRoot)],
      optimizeDeps: { exclude: ['@electric-sql/pglite'] },
      // Workspace packages export their source: let the dev server read the whole repository.
      server: { fs: { allow: [repoRoot] } },
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
