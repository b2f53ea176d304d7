import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrivateDir, lockDown } from './data-dir.ts';
import { createLimit } from './passwords.ts';
import { cacheDir, readTemplate, writeTemplate } from './template-cache.ts';
import { testSandbox } from './test/helpers.ts';

// Issue 8 "Files and dependencies": `.sandbox/` 0700/0600, the template cache owned by us and checked.
let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tp-files-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

async function walk(dir: string): Promise<Array<{ path: string; mode: number; dir: boolean }>> {
  const out = [{ path: dir, mode: (await stat(dir)).mode & 0o777, dir: true }];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push({ path, mode: (await stat(path)).mode & 0o777, dir: false });
  }
  return out;
}

describe('given the sandbox data folder', () => {
  it('is created 0700 with every file 0600, whatever the umask', async () => {
    const dataDir = join(scratch, 'data');
    const umask = process.umask(0o000);
    try {
      const { sandbox } = await testSandbox({ dataDir });
      await sandbox.close();
    } finally {
      process.umask(umask);
    }
    const entries = await walk(dataDir);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.dir && e.mode !== 0o700).map((e) => e.path)).toEqual([]);
    expect(entries.filter((e) => !e.dir && e.mode !== 0o600).map((e) => e.path)).toEqual([]);
  }, 120_000);

  it('tightens a folder created world-writable before', async () => {
    const dir = join(scratch, 'loose');
    await mkdir(join(dir, 'sub'), { recursive: true });
    await writeFile(join(dir, 'sub', 'f'), 'x');
    await chmod(join(dir, 'sub', 'f'), 0o666);
    await chmod(dir, 0o777);
    await createPrivateDir(dir);
    await lockDown(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'sub'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'sub', 'f'))).mode & 0o777).toBe(0o600);
  });
});

describe('given the template cache in $TMPDIR', () => {
  const dump = new Blob([new Uint8Array([1, 2, 3])]);

  it('lives in a per-user folder created 0700, the file written 0600', async () => {
    vi.stubEnv('TMPDIR', scratch);
    expect(cacheDir()).toBe(join(scratch, `telco-portal-sandbox-${process.getuid?.()}`));
    await writeTemplate('k1', dump);
    expect((await stat(cacheDir())).mode & 0o777).toBe(0o700);
    expect((await stat(join(cacheDir(), 'template-k1.tar'))).mode & 0o777).toBe(0o600);
    expect(await (await readTemplate('k1'))?.arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer);
  });

  it('refuses a cache folder writable by others (someone could plant a database) and writes nothing there', async () => {
    vi.stubEnv('TMPDIR', scratch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeTemplate('k2', dump);
    await chmod(cacheDir(), 0o777);
    expect(await readTemplate('k2')).toBeNull();
    await writeTemplate('k3', dump);
    expect((await readdir(cacheDir())).sort()).toEqual(['template-k2.tar']);
    warn.mockRestore();
  });

  it('refuses a cache file writable by others, and a symlink in place of the file', async () => {
    vi.stubEnv('TMPDIR', scratch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeTemplate('k4', dump);
    await chmod(join(cacheDir(), 'template-k4.tar'), 0o666);
    expect(await readTemplate('k4')).toBeNull();
    const { symlink } = await import('node:fs/promises');
    await writeFile(join(scratch, 'planted.tar'), 'planted');
    await symlink(join(scratch, 'planted.tar'), join(cacheDir(), 'template-k5.tar'));
    expect(await readTemplate('k5')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('given the hashing concurrency cap', () => {
  it('runs at most N at once and refuses past the queue with 503 + Retry-After', async () => {
    const limit = createLimit(2, 3);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = [task(), task(), task(), task(), task()];
    await expect(task()).rejects.toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 1 });
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
