/**
 * Inside the telco-portal repository (src/ beside dist/, i.e. not an installed package): rebuilds
 * generator/dist with tsup when it is missing or older than any source it bundles (generator/src,
 * generator/tsup.config.ts, packages/<name>/src, portal/src — the CLI bundles @telco-portal/portal's catalogue split,
 * e.g. REST_BLOCK_TEXT; test files aside), so plain `node` never runs stale code. The check stats ~700 files (a few ms); the rebuild takes ~3 s once after an edit. An installed package: does nothing.
 * Used by bin/telco-portal.js, by `pnpm bench:load` (its server runs the built code, as `pnpm start`) and by the
 * generator's unit tests (vitest.global-setup.ts: once, before the tests that run the CLI as users do).
 *
 * @returns {boolean} false when the rebuild failed (tsup's output went to stderr), true otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Test files: never bundled, so editing one makes neither dist nor an app's build (generator build.ts) stale. */
export const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || TEST_FILE.test(entry.name)) continue;
    const m = statSync(`${entry.parentPath}/${entry.name}`).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

/**
 * The source folders the CLI bundles (absolute paths): generator/src and the `src` of every workspace package it
 * bundles (packages/<name>, portal). ensure-built.test.ts checks it against the generator's @telco-portal
 * dependencies, so a new one cannot be left out.
 * @returns {string[]}
 */
export function bundledSourceDirs() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
  const portal = fileURLToPath(new URL('../../portal/src', import.meta.url));
  return [`${root}src`, portal, ...readdirSync(packages).map((p) => `${packages}${p}/src`)].filter(
    existsSync,
  );
}

export function ensureBuilt() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const built = `${root}dist/cli.js`;
  if (!existsSync(`${root}src/cli.ts`)) return true;
  const sources = bundledSourceDirs();
  const newest = Math.max(statSync(`${root}tsup.config.ts`).mtimeMs, ...sources.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return true;
  console.error('telco-portal: building the CLI (generator/dist is older than its sources)…');
  const tsup = spawnSync('pnpm', ['exec', 'tsup', '--silent'], { cwd: root, stdio: 'inherit' });
  return tsup.status === 0;
}
