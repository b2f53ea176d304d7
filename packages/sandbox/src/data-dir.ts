/**
 * Node-only: permissions of the sandbox data folder (`.sandbox/` by default). The database holds password
 * hashes, reset codes and the JWT secret, so the folder is this user's alone: folders 0700, files 0600,
 * whatever the umask. Applied when the database is opened and again when it is closed (PGlite creates
 * files while it runs; inside a 0700 folder nobody else can reach them meanwhile). Loaded through a
 * dynamic import, so browser bundles never execute it.
 */
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Creates `dir` (0700) if missing. */
export async function createPrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Sets every folder under `dir` (itself included) to 0700 and every file to 0600. Symlinks are left alone. */
export async function lockDown(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await lockDown(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}
