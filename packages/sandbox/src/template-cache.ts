/**
 * Node-only disk cache of the migrated template database (see sandbox.ts). Building the template runs
 * initdb in WASM (5–10 s on a busy 2-core machine); every Vitest worker would pay that once. The dump is
 * cached in `<os tmpdir>/telco-portal-sandbox-<uid>/` under a hash of the migrations, written atomically.
 * Loaded only through a dynamic import, so browser bundles never execute it.
 *
 * The temporary folder is shared with other users, and a database loaded from a planted dump would run
 * with whatever it holds, so the cache is trusted only when the folder and the file are ours: a real
 * folder (not a symlink) and a regular file, owned by this user, not writable by group or others. The folder
 * is created 0700 and the file 0600. Anything else is refused (a warning, then the template is built in
 * memory and not written there).
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The cache folder of this user (under `os.tmpdir()`, read at call time). */
export function cacheDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return join(tmpdir(), `telco-portal-sandbox-${uid}`);
}

function cacheFile(key: string): string {
  return join(cacheDir(), `template-${key}.tar`);
}

/** Why `path` cannot be trusted (not ours, group/world-writable, wrong kind), or null when it can. */
async function distrust(path: string, kind: 'directory' | 'file'): Promise<string | null> {
  const info = await lstat(path);
  if (kind === 'directory' ? !info.isDirectory() : !info.isFile()) return `${path} is not a plain ${kind}`;
  if (typeof process.getuid === 'function' && info.uid !== process.getuid()) {
    return `${path} belongs to another user (uid ${info.uid})`;
  }
  if ((info.mode & 0o022) !== 0) return `${path} is writable by group or others`;
  return null;
}

let warned = false;
function warn(reason: string): void {
  if (warned) return;
  warned = true;
  console.warn(`sandbox: not using the template cache: ${reason}; building the database template in memory`);
}

/** Our cache folder, created 0700 if missing; null (with a warning) when it exists but cannot be trusted. */
async function trustedDir(): Promise<string | null> {
  const dir = cacheDir();
  await mkdir(dir, { recursive: true, mode: 0o700 }).catch(() => undefined);
  try {
    const reason = await distrust(dir, 'directory');
    if (reason) {
      warn(reason);
      return null;
    }
    return dir;
  } catch (error) {
    warn(`${dir}: ${(error as Error).message}`);
    return null;
  }
}

/** The cached dump for `key`, or null (missing, or refused because it is not ours / writable by others). */
export async function readTemplate(key: string): Promise<Blob | null> {
  if (!(await trustedDir())) return null;
  const file = cacheFile(key);
  try {
    const reason = await distrust(file, 'file');
    if (reason) {
      warn(reason);
      return null;
    }
    // O_NOFOLLOW: the file checked above cannot be swapped for a symlink between the check and the read.
    const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      return new Blob([await readFile(handle)]);
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** Stores a dump for `key` (0600, atomically; best effort: a read-only or untrusted tmpdir only costs speed). */
export async function writeTemplate(key: string, dump: Blob): Promise<void> {
  const dir = await trustedDir();
  if (!dir) return;
  const file = cacheFile(key);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
