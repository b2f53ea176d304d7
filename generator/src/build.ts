import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { SECRET_PATTERNS } from '@telco-portal/manifest';
import react from '@vitejs/plugin-react';
import { type InlineConfig, build as viteBuild } from 'vite';
import { CHUNK_SIZE_WARNING_KB, DEDUPE, listFiles } from './app-files.ts';
import { compressAssets } from './compress.ts';
import { GeneratorError } from './errors.ts';
import { NO_PARSER_ALIAS } from './messages.ts';

function canResolve(require: NodeJS.Require, specifier: string): boolean {
  try {
    require.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Vite config of a generated app, inline (the same settings as its emitted vite.config.ts). The
 * generator uses it instead of the app's config file because, inside this repository, the app folder has
 * no node_modules of its own: plugins come from the generator, app imports resolve up to the workspace root.
 */
export function appViteConfig(
  dir: string,
  options: { logLevel?: InlineConfig['logLevel'] } = {},
): InlineConfig {
  const appDir = path.resolve(dir);
  const require = createRequire(path.join(appDir, 'package.json'));
  // resolve.dedupe resolves from the app root: keep the libraries that can be found from there.
  const dedupe = DEDUPE.filter((name) => canResolve(require, `${name}/package.json`));
  // `@import 'tailwindcss'` in the app's CSS: from the app when it has its own (an installed app), else the
  // generator's. Run through tsx, pnpm's bin shim put node_modules/.pnpm/node_modules on NODE_PATH and
  // Tailwind's resolver found it there by accident; the built CLI runs with plain node and no NODE_PATH.
  const alias: { find: RegExp; replacement: string }[] = [NO_PARSER_ALIAS];
  if (!canResolve(require, 'tailwindcss/package.json')) {
    const own = createRequire(import.meta.url).resolve('tailwindcss/package.json');
    alias.push({ find: /^tailwindcss$/, replacement: path.join(path.dirname(own), 'index.css') });
  }
  return {
    root: appDir,
    configFile: false,
    envDir: false,
    logLevel: options.logLevel ?? 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { dedupe, alias },
    build: {
      target: 'es2022',
      outDir: path.join(appDir, 'dist'),
      emptyOutDir: true,
      chunkSizeWarningLimit: CHUNK_SIZE_WARNING_KB,
      // Every browser the es2022 target runs in supports <link rel="modulepreload">: no polyfill in the
      // entry (0.5 KB gzipped on every route, issue 7).
      modulePreload: { polyfill: false },
    },
  };
}

/**
 * Checks that a generated app can find the packages it imports: `@telco-portal/portal` resolves from the app
 * folder (in this repository through the workspace's node_modules; elsewhere from the app's own, after its
 * `pnpm install`). An installed CLI generates `.generated/<id>` without node_modules (issue 6).
 * @throws GeneratorError `build_failed` naming the folder and the install command.
 */
export function assertAppInstalled(appDir: string): void {
  const require = createRequire(path.join(path.resolve(appDir), 'package.json'));
  if (canResolve(require, '@telco-portal/portal')) return;
  const shown = path.relative(process.cwd(), path.resolve(appDir)) || '.';
  throw new GeneratorError(
    'build_failed',
    `the app in ${shown} has no installed dependencies (@telco-portal/portal cannot be found from it)`,
    `install them first: cd ${shown} && pnpm install (the @telco-portal packages from a registry, or from their tarballs: the app's README, "Install"), then run this command again`,
  );
}

/**
 * Runs `vite build` (JS API) in a generated app folder; output goes to `<appDir>/dist`. After the secret
 * scan, every text asset gets precompressed `.br` and `.gz` siblings (compress.ts) for the portal server
 * and static hosts (issue 7).
 * @throws GeneratorError `build_failed` (the app's dependencies are not installed; or the Vite error is the
 *   cause).
 */
export async function buildApp(
  appDir: string,
  options: { logLevel?: InlineConfig['logLevel'] } = {},
): Promise<string> {
  assertAppInstalled(appDir);
  try {
    await viteBuild(appViteConfig(appDir, options));
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    throw new GeneratorError(
      'build_failed',
      `vite build failed in ${path.relative(process.cwd(), appDir) || '.'}: ${message.split('\n').slice(0, 6).join('\n')}`,
      'the generated app could not be bundled; check that @telco-portal/portal exports mountPortal and that the workspace is installed (pnpm install)',
      { cause: error },
    );
  }
  const dist = path.join(path.resolve(appDir), 'dist');
  assertNoSecrets(dist);
  await compressAssets(dist);
  return dist;
}

/**
 * Scans build output for secret-looking values (ARCHITECTURE "no secret in any build output"; `npm audit`
 * and gitleaks are unavailable here, STACK gotcha 11).
 * @throws GeneratorError `secret_in_output` naming the file and what it looks like.
 */
export function assertNoSecrets(dir: string): void {
  for (const rel of listFiles(dir)) {
    if (!/\.(?:js|mjs|css|html|json|txt|map|svg)$/.test(rel)) continue;
    const text = readFileSync(path.join(dir, rel), 'utf8');
    for (const { pattern, what } of SECRET_PATTERNS) {
      if (pattern.test(text)) {
        throw new GeneratorError(
          'secret_in_output',
          `${path.join(path.relative(process.cwd(), dir), rel)} contains what looks like ${what}`,
          'remove the secret from the manifest, environment or source it came from, and revoke it',
        );
      }
    }
  }
}
