#!/usr/bin/env node
/**
 * The `telco-portal` command: runs the built CLI (dist/cli.js) with plain node (issue 7: tsx's start-up
 * was most of `generate`'s 0.7–0.9 s).
 *
 * Inside the telco-portal repository (src/ beside dist/, i.e. not an installed package) it first rebuilds
 * dist with tsup when dist is missing or older than any source it bundles (generator/src,
 * generator/tsup.config.ts, packages/<name>/src), so `pnpm telco-portal …` never runs stale code. The
 * check stats ~600 files (a few ms); the rebuild takes ~3 s once after an edit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const built = `${root}dist/cli.js`;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const m = statSync(`${entry.parentPath}/${entry.name}`).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

if (existsSync(`${root}src/cli.ts`)) {
  const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
  const sources = [`${root}src`, ...readdirSync(packages).map((p) => `${packages}${p}/src`)].filter(
    existsSync,
  );
  const newest = Math.max(statSync(`${root}tsup.config.ts`).mtimeMs, ...sources.map(newestMtime));
  if (!existsSync(built) || statSync(built).mtimeMs < newest) {
    console.error('telco-portal: building the CLI (generator/dist is older than its sources)…');
    const tsup = spawnSync('pnpm', ['exec', 'tsup', '--silent'], { cwd: root, stdio: 'inherit' });
    if (tsup.status !== 0) {
      console.error('telco-portal: building the CLI failed (see above)');
      process.exit(1);
    }
  }
}

const { main } = await import('../dist/cli.js');
await main(process.argv.slice(2));
