/**
 * Times `generateApp` for the harbour brand (budget: under 2 s per run).
 * Run: `pnpm --filter @telco-portal/generator bench`. Not a test: it prints figures, it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateApp } from '../src/generate.ts';
import { REPO_ROOT } from '../src/paths.ts';

const RUNS = 10;
const BUDGET_MS = 2000;
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-bench-'));
const brandDir = path.join(REPO_ROOT, 'brands/harbour');
const times: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await generateApp({ brandDir, outDir: path.join(scratch, 'app'), force: true });
    times.push(performance.now() - start);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const first = times[0] ?? 0;
console.log(
  `generate harbour: first (cold) ${first.toFixed(1)} ms, median of ${RUNS} ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  first < BUDGET_MS && median < BUDGET_MS
    ? `within the ${BUDGET_MS} ms budget`
    : `OVER the ${BUDGET_MS} ms budget`,
);
