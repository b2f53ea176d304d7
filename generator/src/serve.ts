import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { GeneratorError } from './errors.ts';
import type { securityHeaders } from './security.ts';

/** The headers file a generated app carries (`server.headers.json`). */
export type HeaderSet = ReturnType<typeof securityHeaders>;

/** What the server needs from a sandbox (COMMON.md: `createSandbox(...) -> { app, close, db }`). */
export interface ApiBackend {
  app: { fetch: (request: Request) => Response | Promise<Response> };
}

/** Options of `createPortalServer`. */
export interface PortalServerOptions {
  /** Built app (`<app>/dist`). */
  distDir: string;
  headers: HeaderSet;
  /** Handles `/api/*` (the sandbox). Without it, `/api/*` answers 502. */
  api?: ApiBackend;
}

function withHeaders(res: Response, ...sets: Array<Record<string, string>>): Response {
  const out = new Response(res.body, res);
  for (const set of sets) for (const [k, v] of Object.entries(set)) out.headers.set(k, v);
  return out;
}

/**
 * One-origin server for a built portal: `/api/*` goes to the sandbox's `app.fetch`; other GET/HEAD requests
 * get the static file from `distDir` (content type by extension, a year's cache for hashed `/assets/`),
 * or `index.html` (SPA fallback) with the CSP and security headers. A missing `/assets/…` file is a 404,
 * not the HTML shell. Paths are decoded and must stay inside `distDir`.
 */
export function createPortalServer(options: PortalServerOptions): Hono {
  const dist = path.resolve(options.distDir);
  const { headers } = options;
  const app = new Hono();

  app.all('/api/*', async (c) => {
    if (!options.api) return c.json({ err_message: 'no API backend is running' }, 502);
    return withHeaders(await options.api.app.fetch(c.req.raw), headers.all);
  });

  const sendIndex = async (status: 200 | 404 = 200) => {
    const html = await readFile(path.join(dist, 'index.html'));
    return new Response(html, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers.all, ...headers.html },
    });
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400, headers.all);
    }
    const file = path.join(dist, path.normalize(pathname));
    const rel = path.relative(dist, file);
    if (pathname.includes('\0') || rel.startsWith('..') || path.isAbsolute(rel)) {
      return c.text('Not found', 404, headers.all);
    }
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) {
      if (rel === 'index.html') return sendIndex();
      const type = getMimeType(file) ?? 'application/octet-stream';
      const immutable = pathname.startsWith(headers.immutable.pathPrefix);
      const isHtml = type.startsWith('text/html');
      return new Response(c.req.method === 'HEAD' ? null : await readFile(file), {
        headers: {
          'Content-Type': type,
          'Content-Length': String(info.size),
          ...headers.all,
          ...(isHtml ? headers.html : {}),
          ...(immutable ? headers.immutable.headers : isHtml ? {} : { 'Cache-Control': 'no-cache' }),
        },
      });
    }
    if (pathname.startsWith(headers.immutable.pathPrefix)) return c.text('Not found', 404, headers.all);
    return sendIndex();
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { ...headers.all, Allow: 'GET, HEAD' }));
  return app;
}

/**
 * Listens on `port` (0 = any free port) on localhost.
 * @returns the URL and a `close()`.
 * @throws GeneratorError `server_failed` (e.g. the port is in use).
 */
export function listen(
  app: Hono,
  port: number,
  hostname = 'localhost',
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      const host = hostname === '0.0.0.0' ? 'localhost' : hostname;
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new GeneratorError(
          'server_failed',
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use`
            : `could not start the server: ${error.message}`,
          error.code === 'EADDRINUSE'
            ? 'stop the other server or pass --port / set PORT'
            : 'check the port and host',
          { cause: error },
        ),
      );
    });
  });
}
