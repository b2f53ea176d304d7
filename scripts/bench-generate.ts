/**
 * `pnpm bench:generate [brand] [--runs 7]`: the wall time of `telco-portal generate` for one brand (issue 7: ≤ 0.5 s),
 * as a brand manager runs it — a new Node process each time, into a scratch folder, `--force` — medians of `runs`
 * runs, with the sanitised legal documents read from the cache (`warm`: the usual case, legal text unchanged) and
 * without it (`cold`: TELCO_PORTAL_CACHE=0, jsdom loaded to sanitise them). A benchmark, not a test: this machine's
 * speed drifts, so nothing here fails on time; the figures go in the closing note.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '7' } },
  allowPositionals: true,
});
const brand = positionals[0] ?? 'harbour';
const runs = Number(values.runs);
const out = mkdtempSync(path.join(tmpdir(), 'bench-generate-'));
const cli = path.resolve('generator/bin/telco-portal.js');

/** Milliseconds of one `generate`, or throws with its output when it fails. */
function once(env: NodeJS.ProcessEnv): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, 'generate', `brands/${brand}`, '--out', out, '--force'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0) throw new Error(`generate failed:\n${run.stdout}${run.stderr}`);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

try {
  once({}); // builds generator/dist when stale and fills the cache: not measured
  const node = median(
    Array.from({ length: runs }, () => {
      const start = process.hrtime.bigint();
      spawnSync(process.execPath, ['-e', '']);
      return Number(process.hrtime.bigint() - start) / 1e6;
    }),
  );
  const warm = median(Array.from({ length: runs }, () => once({})));
  const cold = median(Array.from({ length: runs }, () => once({ TELCO_PORTAL_CACHE: '0' })));
  console.log(`telco-portal generate brands/${brand}, median of ${runs} runs:`);
  console.log(`  warm (legal documents from the cache): ${(warm / 1000).toFixed(2)} s — target ≤ 0.50 s`);
  console.log(`  cold (TELCO_PORTAL_CACHE=0, jsdom loaded): ${(cold / 1000).toFixed(2)} s`);
  console.log(`  an empty node process: ${(node / 1000).toFixed(2)} s`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
