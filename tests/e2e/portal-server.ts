import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A second portal beside the suite's harbour server (playwright.config.ts): another brand, or a copy of one with
 * some fields changed, generated, built and started with a sandbox of its own (`telco-portal start … --fresh`).
 */

export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** A free port on this machine (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `brands/<from>` copied to `<work>/<id>` with its brand.json's `id` set to `id` and changed by `edit`.
 * @returns the copy's directory.
 */
export function derivedBrand(
  from: string,
  id: string,
  work: string,
  edit: (json: Record<string, unknown>) => void,
): string {
  const dir = path.join(work, id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(path.join(REPO, 'brands', from), dir, { recursive: true });
  const file = path.join(dir, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  json.id = id;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
  return dir;
}

/** A running portal: its address and what its server printed so far. */
export type RunningPortal = { url: string; output: () => string; stop: () => void };

/**
 * Starts the portal of the brand in `brandDir` (a path, absolute or from the repository) on a free port with a fresh
 * sandbox database in `dataDir`; resolves once it says it is ready.
 * @throws Error with the server's output when it exits first.
 */
export async function startPortal(brandDir: string, dataDir: string): Promise<RunningPortal> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'node',
    [
      'generator/bin/telco-portal.js',
      'start',
      brandDir,
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--fresh',
      '--sandbox-mode',
      'development',
    ],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /is ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`telco-portal start exited ${code}:\n${output}`)));
  });
  return { url, output: () => output, stop: () => child.kill('SIGTERM') };
}
