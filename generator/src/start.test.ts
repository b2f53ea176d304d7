import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_STAMP } from './build.ts';
import { brandDataDir, lockDataDir, lockFileOf } from './data-lock.ts';
import { GeneratorError } from './errors.ts';
import { GENERATED_ROOT, REPO_ROOT, SANDBOX_DATA_DIR } from './paths.ts';

/**
 * The `telco-portal` command as `pnpm telco-portal` runs it: bin/telco-portal.js on the built CLI (built once for
 * the run by vitest.global-setup.ts). 0.1 s to start, where tsx on the sources took 1.7–1.9 s a run.
 */
const CLI = path.join(REPO_ROOT, 'generator/bin/telco-portal.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** Ports of this test (the E2E/visual ports of other runs stay free): TEST_PORT_BASE .. +2. */
const BASE = Number(process.env.TEST_PORT_BASE ?? 4265);

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

describe('given the data folder of a brand (issue 6: two brands shared .sandbox/)', () => {
  it('is .sandbox/<id>/, one per brand', () => {
    expect(brandDataDir('kowhai')).toBe(path.join(SANDBOX_DATA_DIR, 'kowhai'));
    expect(brandDataDir('harbour')).not.toBe(brandDataDir('kowhai'));
  });

  it('is locked while a live process holds it, with a message naming that server', () => {
    const dir = path.join(scratch, 'locked');
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: process.ppid, url: 'http://localhost:4173', brand: 'harbour' }),
    );
    let error: unknown;
    try {
      lockDataDir(dir, { url: 'http://localhost:4174', brand: 'kowhai' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).code).toBe('data_dir_in_use');
    expect((error as GeneratorError).message).toMatch(
      /is in use by another server \(harbour at http:\/\/localhost:4173, process \d+\)/,
    );
    expect((error as GeneratorError).hint).toContain('--data-dir');
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const dir = path.join(scratch, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: gone, url: 'http://x', brand: 'harbour' }));
    const release = lockDataDir(dir, { url: 'http://localhost:1', brand: 'pocket' });
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      brand: 'pocket',
    });
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});

describe('given `start` on a port that is taken (issue 6: reported only after generate + build)', () => {
  it('says so at once, before generating or building anything', async () => {
    const server = await occupy(BASE);
    try {
      const r = spawnSync(
        process.execPath,
        [CLI, 'start', 'brands/pocket', '--port', String(BASE), '--data-dir', path.join(scratch, 'busy')],
        { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`telco-portal: port ${BASE} is already in use`);
      expect(r.stderr).toContain('hint: stop the other server or pass --port / set PORT');
      expect(r.stdout).not.toContain('generating');
      // "At once" is what did not happen: nothing generated or built (speed belongs to benchmarks, not here).
      expect(r.stdout).not.toContain('building');
    } finally {
      server.close();
    }
  }, 30_000);
});

describe('given `dev` on a port that is taken (issue 6: checked after the sandbox started and the app was generated)', () => {
  it('says so at once, naming the port and how to choose another, before the sandbox or the app exist', async () => {
    const server = await occupy(BASE);
    // A working folder of its own: `.generated/` (the dev app) and the data folder would appear in it.
    const cwd = mkdtempSync(path.join(scratch, 'dev-busy-'));
    const dataDir = path.join(cwd, 'data');
    try {
      const r = spawnSync(
        process.execPath,
        [CLI, 'dev', path.join(REPO_ROOT, 'brands/pocket'), '--port', String(BASE), '--data-dir', dataDir],
        { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`telco-portal: port ${BASE} is already in use`);
      expect(r.stderr).toContain(
        `hint: stop the other server or pass --port / set PORT to choose another (e.g. --port ${BASE + 1})`,
      );
      expect(existsSync(dataDir), 'the sandbox started').toBe(false);
      expect(existsSync(path.join(cwd, '.generated')), 'the dev app was generated').toBe(false);
    } finally {
      server.close();
    }
  }, 30_000);
});

describe('given two brands started at once', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  /** Starts a brand; resolves with everything it printed once it says "Press Ctrl+C". */
  function start(brand: string, port: number, dataDir: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [CLI, 'start', `brands/${brand}`, '--port', String(port), '--data-dir', dataDir],
        { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } },
      );
      children.push(child);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('Press Ctrl+C')) resolve(out);
      });
      child.stderr.on('data', (chunk) => {
        out += chunk;
      });
      child.once('exit', (code) => reject(new Error(`${brand} exited ${code}:\n${out}`)));
    });
  }

  it('each serves and prints its own demo accounts in at most 100 columns; each signs in only its own', async () => {
    // kowhai is built (its last build's stamp is gone: Vite's output is checked below); pocket reuses the build
    // an earlier `telco-portal build` left (pnpm test's second step), or builds when there is none or it is stale.
    rmSync(path.join(GENERATED_ROOT, 'kowhai', BUILD_STAMP), { force: true });
    const [kowhai, pocket] = await Promise.all([
      start('kowhai', BASE + 1, path.join(scratch, 'kowhai-data')),
      start('pocket', BASE + 2, path.join(scratch, 'pocket-data')),
    ]);
    for (const [id, out] of [
      ['kowhai', kowhai],
      ['pocket', pocket],
    ] as const) {
      const table = out.slice(out.indexOf('Demo accounts'), out.indexOf('Sandbox ('));
      expect(table).toContain(`prepay@${id}.test`);
      expect(table).not.toContain('@harbour.test');
      expect(table).not.toContain('(index)');
      for (const line of table.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
      // No Vite warning a brand manager cannot act on.
      expect(out).not.toContain('Some chunks are larger than');
      expect(out).toMatch(/• building with vite|• the last build is up to date/);
    }
    expect(kowhai).toContain('• building with vite');
    const signIn = (port: number, email: string) =>
      fetch(`http://localhost:${port}/api/v2/2/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          IdentityProvider: 'LOCAL',
          AuthID: email,
          AuthCode: 'Harbour-demo-1',
          IncludeRoles: true,
        }),
      }).then((res) => res.status);
    expect(await signIn(BASE + 1, 'prepay@kowhai.test')).toBe(200);
    expect(await signIn(BASE + 2, 'prepay@pocket.test')).toBe(200);
    expect(await signIn(BASE + 2, 'prepay@kowhai.test')).not.toBe(200);
  }, 240_000);
});
