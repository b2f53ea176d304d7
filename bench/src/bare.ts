/**
 * Builds the bare baseline app (bench/bare: React 19 + react-router 7, the versions of this workspace)
 * with Vite and the same target as a generated portal, then precompresses it like a portal build, so the
 * two are served and measured the same way (issue 7: budgets and benchmark compare against it).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compressAssets } from '../../generator/src/compress.ts';

export const BARE_ROOT = fileURLToPath(new URL('../bare/', import.meta.url));

/**
 * `vite build` of bench/bare into `outDir` (emptied first).
 * @returns `outDir`.
 * @throws the Vite error when the build fails.
 */
export async function buildBareApp(outDir: string): Promise<string> {
  await build({
    root: BARE_ROOT,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { target: 'es2022', outDir, emptyOutDir: true },
  });
  await compressAssets(outDir);
  return outDir;
}
