import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GeneratorError } from './errors.ts';
import { SANDBOX_DATA_DIR } from './paths.ts';

/**
 * The sandbox data folder of a brand: `.sandbox/<id>/` (issue 6: two brands started at once shared
 * `.sandbox/`, so a user signed up on one could not sign in on the other, and two embedded Postgres
 * instances wrote one folder). `--data-dir` chooses another.
 */
export function brandDataDir(brandId: string, root: string = SANDBOX_DATA_DIR): string {
  return path.join(root, brandId);
}

/** The lock file of a data folder: next to it, `<folder>.lock` (inside it, `--fresh` would delete it). */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** What a lock file holds. */
interface LockInfo {
  pid: number;
  url: string;
  brand: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of a sandbox data folder for this process, so one database folder is never opened by two
 * servers at once. A lock left by a process that is gone is taken over.
 * @returns release(): removes the lock (idempotent; also runs when the process exits).
 * @throws GeneratorError `data_dir_in_use` naming the folder, the other process and its URL.
 */
export function lockDataDir(dataDir: string, info: { url: string; brand: string }): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const mine: LockInfo = { pid: process.pid, ...info };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          const held = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
          if (held.pid === process.pid) rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let held: LockInfo | undefined;
      try {
        held = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
      } catch {
        held = undefined;
      }
      if (held && held.pid !== process.pid && alive(held.pid)) {
        const shown = path.relative(process.cwd(), path.resolve(dataDir)) || '.';
        throw new GeneratorError(
          'data_dir_in_use',
          `the sandbox data folder ${shown} is in use by another server (${held.brand} at ${held.url}, process ${held.pid})`,
          'stop that server first, or give this one its own folder with --data-dir <dir>',
        );
      }
      // A lock of a process that is gone (or unreadable): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new GeneratorError(
    'data_dir_in_use',
    `could not lock the sandbox data folder ${dataDir}`,
    'another server is starting on the same folder; try again, or use --data-dir <dir>',
  );
}
