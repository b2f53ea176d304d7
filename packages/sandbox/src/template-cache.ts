/**
 * Node-only disk cache of the migrated template database (see sandbox.ts). Building the template runs
 * initdb in WASM (5–10 s on a busy 2-core machine); every Vitest worker would pay that once. The dump is
 * cached in `<os tmpdir>/telco-portal-sandbox/` under a hash of the migrations, written atomically.
 * Loaded only through a dynamic import, so browser bundles never execute it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function cacheFile(key: string): string {
  return join(tmpdir(), 'telco-portal-sandbox', `template-${key}.tar`);
}

/** The cached dump for `key`, or null. */
export async function readTemplate(key: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(cacheFile(key))]);
  } catch {
    return null;
  }
}

/** Stores a dump for `key` (best effort: a read-only tmpdir only costs speed). */
export async function writeTemplate(key: string, dump: Blob): Promise<void> {
  try {
    const file = cacheFile(key);
    await mkdir(join(file, '..'), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // ignore
  }
}
