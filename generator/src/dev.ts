import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { SANDBOX_SECRET_COOKIE } from '@telco-portal/api';
import { displayPath, formatIssue, ManifestError } from '@telco-portal/manifest';
import type { Sandbox } from '@telco-portal/sandbox';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { planAppFiles } from './app-files.ts';
import { appViteConfig, assertAppInstalled } from './build.ts';
import { GeneratorError } from './errors.ts';
import { type CheckedBrand, loadBrand } from './generate.ts';
import { APP_TEMPLATES, GENERATED_ROOT } from './paths.ts';
import { portInUse } from './serve.ts';

/** Where `dev` generates a brand's app: `.generated/.dev/<id>` (apart from `start`'s `.generated/<id>`). */
export function devAppDir(brandId: string): string {
  return path.join(GENERATED_ROOT, '.dev', brandId);
}

/** Options of `startDev`. */
export interface DevOptions {
  brandDir: string;
  /** Port of the dev server (0 = any free port). */
  port: number;
  /** The brand's sandbox (development mode); `/api/*` is answered by it. */
  sandbox: Sandbox;
  /** Terminal output (default console.log / console.error). */
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

/** A running dev server. */
export interface DevServer {
  url: string;
  appDir: string;
  /** The manifest problem the page shows (null while the brand is valid). */
  lastError(): string | null;
  /** Resolves after the next regeneration that a brand change caused (for tests). */
  nextUpdate(): Promise<'reloaded' | 'error'>;
  close(): Promise<void>;
}

/** Writes the planned files that differ from what is on disk; returns how many changed. */
function writeChanged(brand: CheckedBrand, appDir: string): number {
  let changed = 0;
  for (const file of planAppFiles(brand, { outDir: appDir, templateDir: APP_TEMPLATES })) {
    const target = path.join(appDir, file.path);
    const bytes = Buffer.from(file.produce());
    if (existsSync(target) && bytes.equals(readFileSync(target))) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    changed++;
  }
  return changed;
}

/** The message of a failed load: every manifest issue as `file: path: message` with its hint. */
function describeFailure(error: unknown): string {
  const manifest =
    error instanceof ManifestError
      ? error
      : error instanceof GeneratorError && error.cause instanceof ManifestError
        ? error.cause
        : null;
  if (manifest) return manifest.issues.map((i) => `${formatIssue(i)}\n  hint: ${i.hint}`).join('\n');
  return error instanceof Error ? error.message : String(error);
}

const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/;

/**
 * `telco-portal dev`: serves the brand's app with Vite's dev server and the sandbox on one origin, and
 * follows the brand folder: when brand.json, copy, the logo or a markdown file changes, the brand is
 * validated again (every check of `validate`) and the app files regenerated; the open page reloads. A
 * manifest problem is printed in the terminal and shown as Vite's error overlay in the page (file, JSON
 * path, message, hint) — also to a page opened later — and the last good app keeps running until the
 * brand is valid again. The page is served without the production Content-Security-Policy (Vite's
 * development client needs inline scripts); `start` serves it with the CSP.
 * @throws GeneratorError `invalid_manifest` when the brand is not valid at start; `server_failed` when the
 *   port is taken.
 */
export async function startDev(options: DevOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string) => console.error(line));
  const brandDir = path.resolve(options.brandDir);
  const brand = loadBrand(brandDir);
  const appDir = devAppDir(brand.manifest.id);
  mkdirSync(appDir, { recursive: true });
  writeChanged(brand, appDir);
  assertAppInstalled(appDir);

  let lastError: string | null = null;
  let waiters: Array<(result: 'reloaded' | 'error') => void> = [];
  const settle = (result: 'reloaded' | 'error') => {
    for (const done of waiters) done(result);
    waiters = [];
  };
  const api = getRequestListener(options.sandbox.fetch);
  const secret = options.sandbox.sandboxSecret;
  let server: ViteDevServer;

  const errorPayload = (message: string) => ({
    type: 'error' as const,
    err: {
      message,
      stack: '',
      id: displayPath(path.join(brandDir, 'brand.json')),
      plugin: 'telco-portal dev',
    },
  });

  const plugin: Plugin = {
    name: 'telco-portal-dev',
    apply: 'serve',
    configureServer(dev) {
      // The sandbox behind /api on the same origin, as `start` serves it.
      dev.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.url?.startsWith('/api/')) {
          void api(req, res);
          return;
        }
        // This machine's browser gets the sandbox secret for the mailbox (as `start` hands it).
        const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');
        if (secret && loopback && req.headers.accept?.includes('text/html')) {
          res.setHeader(
            'Set-Cookie',
            `${SANDBOX_SECRET_COOKIE}=${secret}; Path=/api; HttpOnly; SameSite=Strict`,
          );
        }
        next();
      });
      // A page opened while the brand is broken sees the problem too.
      dev.ws.on('connection', () => {
        if (lastError) dev.ws.send(errorPayload(lastError));
      });
    },
    transformIndexHtml(html) {
      return html.replace(CSP_META, '');
    },
  };

  let timer: NodeJS.Timeout | undefined;
  const regenerate = () => {
    const started = performance.now();
    try {
      const next = loadBrand(brandDir);
      for (const w of next.warnings) log(`⚠ ${formatIssue(w)}\n  hint: ${w.hint}`);
      const changed = writeChanged(next, appDir);
      const wasBroken = lastError !== null;
      lastError = null;
      server.ws.send({ type: 'full-reload', path: '*' });
      log(
        `${wasBroken ? '✔ fixed; ' : '• '}${displayPath(brandDir)} changed: ${changed} app file${changed === 1 ? '' : 's'} regenerated, page reloaded (${Math.round(performance.now() - started)} ms)`,
      );
      settle('reloaded');
    } catch (error) {
      lastError = describeFailure(error);
      logError(
        `✖ ${displayPath(brandDir)} has a problem; the page keeps the last good version:\n${lastError}`,
      );
      server.ws.send(errorPayload(lastError));
      settle('error');
    }
  };

  const base = appViteConfig(appDir, { logLevel: 'warn' });
  server = await createServer({
    ...base,
    plugins: [...(base.plugins ?? []), plugin],
    server: { port: options.port, strictPort: true, host: 'localhost' },
    clearScreen: false,
  });
  server.watcher.add(brandDir);
  server.watcher.on('all', (_event, file) => {
    const rel = path.relative(brandDir, path.resolve(file));
    if (rel.startsWith('..') || path.isAbsolute(rel)) return;
    clearTimeout(timer);
    timer = setTimeout(regenerate, 60);
  });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || /in use/i.test(String(error))) throw portInUse(options.port, error);
    throw new GeneratorError(
      'server_failed',
      `could not start the dev server: ${(error as Error).message}`,
      'check the port and host',
      { cause: error },
    );
  }
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    appDir,
    lastError: () => lastError,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    close: async () => {
      clearTimeout(timer);
      await server.close();
    },
  };
}
