/**
 * Measures how long createSandbox() takes (not a test: timings depend on the machine).
 * Run: pnpm --filter @telco-portal/sandbox exec tsx scripts/measure-startup.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../src/index.ts';

async function time(label: string, run: () => Promise<{ close(): Promise<void> }>) {
  const start = performance.now();
  const sandbox = await run();
  console.log(`${label.padEnd(52)} ${Math.round(performance.now() - start)} ms`);
  await sandbox.close();
}

const dir = join(await mkdtemp(join(tmpdir(), 'sandbox-measure-')), 'db');
await time('in-memory, first in process (template: disk cache or build)', () => createSandbox());
await time('in-memory, again (from template)', () => createSandbox());
await time('in-memory, third', () => createSandbox());
await time('data dir, fresh (wipe + template + seed)', () => createSandbox({ dataDir: dir, fresh: true }));
await time('data dir, reopen from disk', () => createSandbox({ dataDir: dir }));
await time('data dir, reopen again', () => createSandbox({ dataDir: dir }));
await rm(dir, { recursive: true, force: true });
console.log(
  `load average: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
