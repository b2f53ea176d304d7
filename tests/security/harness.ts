/**
 * Shared set-up of the security suite: build a brand's portal, start it with its sandbox on a free
 * loopback port (the same `startPortal` as `telco-portal start`), and talk to it over real HTTP — with
 * node:http where fetch cannot (a forged Host header, a body streamed until the server answers).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildApp,
  builtApp,
  ensureGenerated,
  type RunningPortal,
  startPortal,
} from '../../generator/src/index.ts';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Where the suite builds its portals (git-ignored, apart from the e2e and dev builds). */
export const WORK = path.join(REPO, '.generated/security');

export const DEMO_PASSWORD = 'Harbour-demo-1';

/**
 * Generates and builds the brand in `brandDir` into `outDir` (default `.generated/security/<name>`), as
 * `telco-portal start` does: an unchanged app keeps its folder and reuses its up-to-date build. Returns the app folder.
 */
export async function buildBrand(
  brandDir: string,
  name: string,
  outDir: string = path.join(WORK, name),
): Promise<string> {
  await ensureGenerated(brandDir, outDir, { force: true });
  // Vitest sets NODE_ENV=test, which would give Vite's build React's development bundle; build as the CLI does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildApp(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** A copy of brands/harbour under `.generated/security/brands/<name>` with id `<name>`, for hostile variants. */
export function copyHarbour(name: string): string {
  const dir = path.join(WORK, 'brands', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(REPO, 'brands/harbour'), dir, { recursive: true });
  // The id names the folder (validate refuses a mismatch).
  const file = path.join(dir, 'brand.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), id: name }, null, 2));
  return dir;
}

/** Starts a built app with its sandbox (in memory) on a free port of 127.0.0.1. */
export async function startApp(
  appDir: string,
  options: {
    mode: 'development' | 'production';
    onCspReport?: Parameters<typeof startPortal>[0]['onCspReport'];
  },
): Promise<RunningPortal> {
  return startPortal({
    ...builtApp(appDir),
    port: 0,
    hostname: '127.0.0.1',
    mode: options.mode,
    ...(options.onCspReport ? { onCspReport: options.onCspReport } : {}),
  });
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers field by field
  json: any;
}

/** One HTTP request with full control of the headers (Host included). */
export function raw(
  base: string,
  method: string,
  pathWithQuery: string,
  options: { headers?: Record<string, string>; body?: unknown; token?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(pathWithQuery, base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** LOCAL sign-in; resolves the raw answer. */
export const signInRaw = (
  base: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  raw(base, 'POST', '/api/v2/2/auth', {
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: password, IncludeRoles: true },
    headers,
  });

/** Signs a demo account in; throws unless 200. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD) {
  const res = await signInRaw(base, email, password);
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.text}`);
  return res.json as { JWT: string; roles: Array<{ CustomerUUID: string }> };
}

/**
 * Streams a body of `totalBytes` (declared in Content-Length) in 64 KiB chunks until the server answers;
 * resolves the status, how many bytes were sent before the answer, and how long it took.
 */
export function streamHugeBody(
  base: string,
  pathWithQuery: string,
  totalBytes: number,
): Promise<{ status: number; sentBytes: number; ms: number }> {
  const url = new URL(pathWithQuery, base);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(totalBytes) },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sentBytes: sent, ms: performance.now() - started });
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}
