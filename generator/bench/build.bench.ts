/**
 * Where `telco-portal build` spends its time for the harbour brand (issue 7: build ≤ 3 s wall): module
 * imports, generate, vite build, secret scan, precompression (.br/.gz). One run; prints seconds per phase.
 * Run: `pnpm --filter @telco-portal/generator exec tsx bench/build.bench.ts`. Not a test: it asserts
 * nothing (load on a shared machine moves these figures a lot; read `uptime` beside them).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const t0 = performance.now();
const { generateApp } = await import('../src/generate.ts');
const { appViteConfig, assertNoSecrets } = await import('../src/build.ts');
const { compressAssets } = await import('../src/compress.ts');
const { GENERATED_ROOT, REPO_ROOT } = await import('../src/paths.ts');
const { build } = await import('vite');
const t1 = performance.now();
// Inside the repository, so the app's imports resolve from the workspace (as `build` does).
const out = path.join(GENERATED_ROOT, `.bench-build-${process.pid}`);
try {
  await generateApp({ brandDir: path.join(REPO_ROOT, 'brands/harbour'), outDir: out, force: true });
  const t2 = performance.now();
  await build(appViteConfig(out, { logLevel: 'silent' }));
  const t3 = performance.now();
  assertNoSecrets(path.join(out, 'dist'));
  const t4 = performance.now();
  await compressAssets(path.join(out, 'dist'));
  const t5 = performance.now();
  const s = (a: number, b: number) => `${((b - a) / 1000).toFixed(2)} s`;
  console.log(
    `build harbour: imports ${s(t0, t1)}, generate ${s(t1, t2)}, vite build ${s(t2, t3)}, secret scan ${s(t3, t4)}, compress ${s(t4, t5)}; total ${s(t0, t5)} (load average ${loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
