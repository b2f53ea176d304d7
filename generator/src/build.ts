import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { type BrandManifest, SECRET_PATTERNS } from '@telco-portal/manifest';
import react from '@vitejs/plugin-react';
import { type InlineConfig, build as viteBuild } from 'vite';
import { bundledSourceDirs, TEST_FILE } from '../bin/ensure-built.js';
import {
  buildDefines,
  CHUNK_SIZE_WARNING_KB,
  CODE_SPLITTING_GROUPS,
  DEDUPE,
  listFiles,
  OUTPUT_FILE_NAMES,
} from './app-files.ts';
import { compressAssets } from './compress.ts';
import { GeneratorError } from './errors.ts';
import { NO_PARSER_ALIAS } from './messages.ts';
import { GENERATOR_ROOT, WORKSPACE_ROOT } from './paths.ts';
import { defaultPrerenderApi, type PrerenderApi, type PrerenderReport, prerenderApp } from './prerender.ts';

function canResolve(require: NodeJS.Require, specifier: string): boolean {
  try {
    require.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/**
 * Vite alias of a generated app: `react-router` becomes its production build. react-router 7's package
 * exports name only `dist/development` (remix-run/react-router#12532, "intended to be temporary"); its
 * `dist/production` is the same code with `ENABLE_DEV_WARNINGS = false`, so the minifier drops the
 * development warnings: 0.6 KB gzipped on every route (issue 7). Resolved from the app, else through
 * `@telco-portal/portal` (an app inside this repository has no node_modules of its own). Keep the emitted
 * vite.config.ts in step (templates/app/vite.config.ts.hbs).
 * @returns null when react-router cannot be found or has no production build (Vite then resolves it as usual)
 */
export function reactRouterProductionAlias(
  require: NodeJS.Require,
): { find: RegExp; replacement: string } | null {
  const from = canResolve(require, 'react-router/package.json')
    ? require
    : canResolve(require, '@telco-portal/portal')
      ? createRequire(require.resolve('@telco-portal/portal'))
      : null;
  if (!from || !canResolve(from, 'react-router/package.json')) return null;
  const production = path.join(
    path.dirname(from.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return existsSync(production) ? { find: /^react-router$/, replacement: production } : null;
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
  const router = reactRouterProductionAlias(require);
  if (router) alias.push(router);
  if (!canResolve(require, 'tailwindcss/package.json')) {
    const own = createRequire(import.meta.url).resolve('tailwindcss/package.json');
    alias.push({ find: /^tailwindcss$/, replacement: path.join(path.dirname(own), 'index.css') });
  }
  const payments = paymentsProviderOf(appDir);
  return {
    root: appDir,
    configFile: false,
    envDir: false,
    logLevel: options.logLevel ?? 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { dedupe, alias },
    ...(payments ? { define: buildDefines(payments) } : {}),
    build: {
      target: 'es2022',
      outDir: path.join(appDir, 'dist'),
      emptyOutDir: true,
      chunkSizeWarningLimit: CHUNK_SIZE_WARNING_KB,
      // Every browser the es2022 target runs in supports <link rel="modulepreload">: no polyfill in the
      // entry (0.5 KB gzipped on every route, issue 7).
      modulePreload: { polyfill: false },
      // Core's money rules ride with plan-format (CODE_SPLITTING_GROUPS says why); 7-character hashes in the
      // file names (OUTPUT_FILE_NAMES says why).
      rolldownOptions: {
        output: {
          codeSplitting: { groups: CODE_SPLITTING_GROUPS.map((g) => ({ ...g })) },
          ...OUTPUT_FILE_NAMES,
        },
      },
    },
  };
}

/** The payments provider of the app in `appDir` (its src/brand.json), or undefined when there is none. */
function paymentsProviderOf(appDir: string): string | undefined {
  try {
    const brand = JSON.parse(readFileSync(path.join(appDir, 'src/brand.json'), 'utf8')) as {
      adapters?: { payments?: { provider?: unknown } };
    };
    const provider = brand.adapters?.payments?.provider;
    return typeof provider === 'string' ? provider : undefined;
  } catch {
    return undefined;
  }
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

/** Options of `buildApp`. */
export type BuildOptions = {
  logLevel?: InlineConfig['logLevel'];
  /** Prerender the guest pages (default true; prerender.ts). */
  prerender?: boolean;
  /**
   * Where prerendering's API calls go (default `defaultPrerenderApi`: the brand's absolute API, else an
   * in-memory sandbox). Called once, before the Vite build, so a sandbox starts while Vite bundles.
   */
  api?: () => Promise<PrerenderApi>;
  /** Receives what prerendering wrote (the CLI prints it). */
  onPrerender?: (report: PrerenderReport) => void;
  /**
   * Reuse the app's last build when nothing it is made from changed (`buildInputsHash`; default true). Never with a
   * custom `api`, or when the brand's API is absolute (prerendering reads live data then).
   */
  reuse?: boolean;
  /** Called when the last build is reused (nothing is built). */
  onReuse?: () => void;
  /** Called when a build starts (the last one cannot be reused). */
  onBuild?: () => void;
};

/** Where `buildApp` records what the app's `dist/` was built from (the conventional build-cache folder). */
export const BUILD_STAMP = 'node_modules/.cache/telco-portal/build-stamp.json';

function hashTree(hash: ReturnType<typeof createHash>, dir: string, skip: (rel: string) => boolean): void {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !skip(rel))
    .sort();
  for (const rel of entries)
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(dir, rel)))
      .update('\0');
}

/** What an app bundles from outside its folder (`buildInputsHash`): source folders and lockfiles. */
export type BuildSources = { dirs: string[]; files: string[] };

/**
 * What an app in `appDir` bundles from outside itself, or null when that cannot be known: inside this repository
 * the sources of every workspace package the CLI bundles (generator/src with its Vite settings, portal/src,
 * packages/<name>/src; ensure-built.js `bundledSourceDirs`) and the workspace lockfile (every dependency's
 * version); an installed app, its own lockfile and this generator's package.json (an app without a lockfile has
 * dependencies nobody pinned: null).
 */
export function buildSourcesOf(appDir: string): BuildSources | null {
  if (WORKSPACE_ROOT !== undefined) {
    return { dirs: bundledSourceDirs(), files: [path.join(WORKSPACE_ROOT, 'pnpm-lock.yaml')] };
  }
  const lockfile = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock']
    .map((name) => path.join(path.resolve(appDir), name))
    .find(existsSync);
  return lockfile ? { dirs: [], files: [lockfile, path.join(GENERATOR_ROOT, 'package.json')] } : null;
}

/**
 * A sha256 of everything a build of the app in `appDir` is made from, or null when that cannot be known (then it is
 * always built): the app's own files (not dist/, node_modules/ or .prerender/), the build options that change the
 * output, and `sources` (default `buildSourcesOf(appDir)`): every file of its folders but test files (never
 * bundled), and its files, each with its path.
 */
export function buildInputsHash(
  appDir: string,
  options: { prerender: boolean },
  sources: BuildSources | null = buildSourcesOf(appDir),
): string | null {
  if (!sources) return null;
  const hash = createHash('sha256');
  hash.update(`telco-portal build v1 prerender=${options.prerender}\0`);
  hashTree(hash, path.resolve(appDir), (rel) => /^(?:dist|node_modules|\.prerender)\//.test(rel));
  for (const dir of sources.dirs) {
    hash.update(`${dir}\0`);
    hashTree(hash, dir, (rel) => TEST_FILE.test(rel));
  }
  for (const file of sources.files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The inputs hash the app's current `dist/` was built from, or null (no build, or it was never stamped). */
function readStamp(appDir: string): string | null {
  try {
    const { inputs } = JSON.parse(readFileSync(path.join(appDir, BUILD_STAMP), 'utf8')) as {
      inputs?: unknown;
    };
    return typeof inputs === 'string' && existsSync(path.join(appDir, 'dist/index.html')) ? inputs : null;
  } catch {
    return null;
  }
}

/**
 * Runs `vite build` (JS API) in a generated app folder; output goes to `<appDir>/dist`. Then every guest
 * page × language is prerendered to HTML (prerender.ts; the built `index.html` stays as the SPA shell
 * `app-shell.html`). After the secret scan, every text asset, the prerendered pages too, gets precompressed
 * `.br` and `.gz` siblings (compress.ts) for the portal server and static hosts (issue 7).
 * @throws GeneratorError `build_failed` (the app's dependencies are not installed; or the Vite error is the
 *   cause).
 */
export async function buildApp(appDir: string, options: BuildOptions = {}): Promise<string> {
  // A portal build is a production build whatever the shell's NODE_ENV: Vite lets NODE_ENV=development (or
  // `test`, which Vitest sets) select React's and the router's development builds (a 591 KB entry instead of
  // 392 KB for harbour). Restored afterwards for the calling process.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildProductionApp(appDir, options);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildProductionApp(appDir: string, options: BuildOptions): Promise<string> {
  assertAppInstalled(appDir);
  const dist = path.join(path.resolve(appDir), 'dist');
  const prerender = options.prerender !== false;
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'src/brand.json'), 'utf8')) as BrandManifest;
  // Live data is prerendered from an absolute API: a build is only reused when its data came from the sandbox.
  const reusable =
    options.reuse !== false &&
    !(prerender && (options.api !== undefined || /^https?:\/\//.test(manifest.adapters.api.baseUrl)));
  const inputs = reusable ? buildInputsHash(appDir, { prerender }) : null;
  if (inputs !== null && readStamp(appDir) === inputs) {
    options.onReuse?.();
    return dist;
  }
  options.onBuild?.();
  // A build that fails half-way must not look like the last good one.
  rmSync(path.join(appDir, BUILD_STAMP), { force: true });
  const config = appViteConfig(appDir, options);
  // The API prerendering reads (an in-memory sandbox starts in a worker thread) comes up while Vite bundles.
  let api: Promise<PrerenderApi> | undefined;
  if (prerender) {
    api = (options.api ?? (() => defaultPrerenderApi(manifest)))();
    // Its failure is reported where it is awaited (prerenderApp); never unhandled meanwhile.
    api.catch(() => undefined);
  }
  try {
    await viteBuild(config);
  } catch (error) {
    await api?.then((a) => a.close?.()).catch(() => undefined);
    const message = (error as Error).message ?? String(error);
    throw new GeneratorError(
      'build_failed',
      `vite build failed in ${path.relative(process.cwd(), appDir) || '.'}: ${message.split('\n').slice(0, 6).join('\n')}`,
      'the generated app could not be bundled; check that @telco-portal/portal exports mountPortal and that the workspace is installed (pnpm install)',
      { cause: error },
    );
  }
  if (api) {
    const report = await prerenderApp(appDir, dist, config, api);
    options.onPrerender?.(report);
  }
  assertNoSecrets(dist);
  await compressAssets(dist);
  if (inputs !== null) {
    const stamp = path.join(appDir, BUILD_STAMP);
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, `${JSON.stringify({ inputs })}\n`);
  }
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
