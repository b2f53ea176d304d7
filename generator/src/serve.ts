import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { NODE_SERVER_OPTIONS, SANDBOX_SECRET_COOKIE } from '@telco-portal/api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings, COMPRESSIBLE } from './compress.ts';
import { GeneratorError } from './errors.ts';
import { CSP_REPORT_PATH, SHELL_FILE, type securityHeaders } from './security.ts';

/** The headers file a generated app carries (`server.headers.json`). */
export type HeaderSet = ReturnType<typeof securityHeaders>;

/** What the server needs from a sandbox (`createSandbox(...)`): its app; `env` carries the TCP peer. */
export interface ApiBackend {
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
}

/** One CSP violation as the portal server records it: no full URLs (they can carry query values). */
export interface CspViolation {
  /** e.g. 'script-src-elem', 'require-trusted-types-for', 'trusted-types'. */
  directive: string;
  /** Origin of the blocked resource, or a keyword: 'inline', 'eval', 'trusted-types-sink'… */
  blocked: string;
  /** Path of the page where it happened (no query). */
  page: string;
  /** The sink or kind named in the sample ('Element innerHTML', 'Function', 'eval'…); its text is dropped. */
  sink?: string;
}

/** Options of `createPortalServer`. */
export interface PortalServerOptions {
  /** Built app (`<app>/dist`). */
  distDir: string;
  headers: HeaderSet;
  /** Handles `/api/*` (the sandbox). Without it, `/api/*` answers 502. */
  api?: ApiBackend;
  /**
   * The development sandbox's secret. HTML answers to a browser on this machine that asked for the
   * portal's own host carry it as a cookie (HttpOnly, SameSite=Strict, Path=/api), so the person running
   * `pnpm start` can open `/api/sandbox/mailbox` in the same browser; scripts use the X-Sandbox-Secret header.
   * Not given to other hosts (a DNS-rebinding page on evil.example resolving to 127.0.0.1 gets none) or to
   * other machines. Omit in production mode.
   */
  sandboxSecret?: string | null;
  /** The portal's public origin (e.g. 'http://localhost:4173'): its host is the one that gets the cookie. */
  publicOrigin?: string;
  /** Receives each CSP violation report (default: one log line each, at most 60 per minute). */
  onCspReport?: (violation: CspViolation) => void;
}

function withHeaders(res: Response, ...sets: Array<Record<string, string>>): Response {
  // The sandbox's own Response has mutable headers: set them in place (no copy of the body stream).
  try {
    for (const set of sets) for (const [k, v] of Object.entries(set)) res.headers.set(k, v);
    return res;
  } catch {
    const out = new Response(res.body, res);
    for (const set of sets) for (const [k, v] of Object.entries(set)) out.headers.set(k, v);
    return out;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The TCP peer address from @hono/node-server's env, or undefined in process (tests). */
function peerAddress(env: unknown): string | undefined {
  return (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
}

/** Origin of a blocked URI, or the keyword the browser reports ('inline', 'eval', 'trusted-types-sink'). */
function blockedOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'unknown';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  } catch {
    return value.slice(0, 40);
  }
}

function pathOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    return new URL(value).pathname;
  } catch {
    return '';
  }
}

/** Violations in a report body: `application/csp-report` (report-uri) or `application/reports+json` (report-to). */
export function parseCspReports(body: unknown): CspViolation[] {
  const out: CspViolation[] = [];
  const add = (r: Record<string, unknown> | undefined) => {
    if (!r) return;
    const sample = r['script-sample'] ?? r.sample;
    const sink = typeof sample === 'string' && sample.includes('|') ? sample.split('|')[0]!.slice(0, 40) : '';
    out.push({
      directive: String(
        r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'] ?? 'unknown',
      ),
      blocked: blockedOf(r['blocked-uri'] ?? r.blockedURL),
      page: pathOf(r['document-uri'] ?? r.documentURL),
      ...(sink ? { sink } : {}),
    });
  };
  if (Array.isArray(body)) {
    for (const item of body.slice(0, 20)) {
      const entry = item as { type?: string; body?: Record<string, unknown> };
      if (entry?.type === 'csp-violation') add(entry.body);
    }
  } else if (body && typeof body === 'object') {
    add((body as { 'csp-report'?: Record<string, unknown> })['csp-report']);
  }
  return out;
}

function defaultCspLogger(): (violation: CspViolation) => void {
  let windowStart = 0;
  let count = 0;
  return (v) => {
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count <= 60) {
      console.warn(
        `csp-report: ${v.directive} blocked ${v.blocked}${v.sink ? ` (${v.sink})` : ''} on ${v.page || '?'}`,
      );
    }
  };
}

/**
 * The headers for a plain-HTTP origin (`telco-portal start` on localhost): Chromium's Reporting API
 * (`report-to`) delivers only to secure endpoints and, when `report-to` is present, ignores `report-uri`,
 * so over HTTP the CSP keeps `report-uri` alone. Over HTTPS the emitted headers are used as they are.
 */
export function withoutReportTo(headers: HeaderSet): HeaderSet {
  const { 'Reporting-Endpoints': _endpoints, ...html } = headers.html as Record<string, string>;
  const csp = html['Content-Security-Policy'];
  return {
    ...headers,
    html: {
      ...html,
      ...(csp ? { 'Content-Security-Policy': csp.replace(/;\s*report-to [^;]+/, '') } : {}),
    },
  } as HeaderSet;
}

/**
 * One-origin server for a built portal: `/api/*` goes to the sandbox's `app.fetch`; `POST /csp-report`
 * records CSP violations; other GET/HEAD requests get the static file from `distDir` (content type by
 * extension, a year's cache for hashed `/assets/`), the prerendered page of a folder (`/plans/prepay` →
 * `plans/prepay/index.html`), or the SPA shell `app-shell.html` (fallback; `index.html` for a build without
 * one); HTML answers carry the CSP and security headers. A missing `/assets/…` file is a 404, not the HTML shell. Paths are decoded and must stay inside
 * `distDir`.
 */
export function createPortalServer(options: PortalServerOptions): Hono {
  const dist = path.resolve(options.distDir);
  const secure = options.publicOrigin?.startsWith('https:') === true;
  const headers = secure ? options.headers : withoutReportTo(options.headers);
  const app = new Hono();
  const onCspReport = options.onCspReport ?? defaultCspLogger();
  const publicHost = options.publicOrigin ? new URL(options.publicOrigin).host : undefined;

  app.all('/api/*', async (c) => {
    if (!options.api) return c.json({ err_message: 'no API backend is running' }, 502);
    return withHeaders(await options.api.app.fetch(c.req.raw, c.env), headers.all);
  });

  app.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.body(null, 413) }),
    async (c) => {
      const body = await c.req.json().catch(() => null);
      for (const violation of parseCspReports(body)) onCspReport(violation);
      return c.body(null, 204, headers.all);
    },
  );

  /** The Set-Cookie of the sandbox secret, for a browser on this machine asking for the portal's own host. */
  const secretCookie = (host: string | undefined, env: unknown): Record<string, string> => {
    if (!options.sandboxSecret || !host) return {};
    const peer = peerAddress(env);
    if (peer !== undefined && !LOOPBACK.has(peer)) return {};
    const [name, port] = [host.replace(/:\d+$/, ''), host.match(/:(\d+)$/)?.[1]];
    const portalPort = publicHost?.match(/:(\d+)$/)?.[1];
    const ownHost =
      host === publicHost || (['localhost', '127.0.0.1', '[::1]'].includes(name) && port === portalPort);
    if (!ownHost) return {};
    return {
      'Set-Cookie': `${SANDBOX_SECRET_COOKIE}=${options.sandboxSecret}; Path=/api; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
    };
  };

  // Build output does not change while the server runs: each file (or its absence) is read once.
  const files = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  const readOnce = (file: string) => {
    let body = files.get(file);
    if (!body) {
      body = stat(file)
        .then((info) => (info.isFile() ? readFile(file).then((b) => new Uint8Array(b)) : null))
        .catch(() => null);
      files.set(file, body);
    }
    return body;
  };

  /**
   * The body to send for `file` (an existing file): its precompressed sibling
   * (`file.br` / `file.gz`, written by the build) when the request accepts that coding, else the file.
   * Every compressible file's answer carries `Vary: Accept-Encoding`, so caches keep the codings apart.
   */
  const encoded = async (
    file: string,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Uint8Array<ArrayBuffer> | null; headers: Record<string, string> }> => {
    if (!COMPRESSIBLE.test(file)) return { body: await readOnce(file), headers: {} };
    const vary = { Vary: 'Accept-Encoding' };
    for (const coding of acceptedEncodings(acceptEncoding)) {
      const sibling = await readOnce(`${file}.${coding === 'br' ? 'br' : 'gz'}`);
      if (sibling) return { body: sibling, headers: { ...vary, 'Content-Encoding': coding } };
    }
    return { body: await readOnce(file), headers: vary };
  };

  /** Answers with `file` (type by extension), choosing the precompressed copy the request accepts. */
  const sendFile = async (
    c: { req: { method: string; header: (name: string) => string | undefined } },
    file: string,
    extra: Record<string, string>,
    status: 200 | 404 = 200,
  ) => {
    const type = getMimeType(file) ?? 'application/octet-stream';
    const body = await encoded(file, c.req.header('accept-encoding'));
    if (!body.body) return new Response('Not found', { status: 404, headers: headers.all });
    return new Response(c.req.method === 'HEAD' ? null : body.body, {
      status,
      headers: {
        'Content-Type': file.endsWith('.html') ? 'text/html; charset=utf-8' : type,
        'Content-Length': String(body.body.length),
        ...body.headers,
        ...extra,
      },
    });
  };

  // The SPA shell for addresses without a prerendered page (build writes it beside the prerendered pages;
  // an older build has only index.html, which then is the shell).
  const shellFile = readOnce(path.join(dist, SHELL_FILE)).then((body) =>
    path.join(dist, body ? SHELL_FILE : 'index.html'),
  );
  /** An HTML page: the CSP and security headers, no-cache, and the sandbox cookie for this machine's browser. */
  const sendPage = async (
    c: Parameters<typeof sendFile>[0],
    file: string,
    cookie: Record<string, string>,
    status: 200 | 404 = 200,
  ) => {
    return sendFile(c, file, { ...headers.all, ...headers.html, ...cookie }, status);
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
    const cookie = secretCookie(c.req.header('host'), c.env);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) {
      const type = getMimeType(file) ?? 'application/octet-stream';
      if (type.startsWith('text/html')) return sendPage(c, file, cookie);
      const immutable = pathname.startsWith(headers.immutable.pathPrefix);
      return sendFile(c, file, {
        ...headers.all,
        ...(immutable ? headers.immutable.headers : { 'Cache-Control': 'no-cache' }),
      });
    }
    if (pathname.startsWith(headers.immutable.pathPrefix)) return c.text('Not found', 404, headers.all);
    // A prerendered page: `/plans/prepay` and `/plans/prepay/` → plans/prepay/index.html (issue 7).
    const page = path.join(file, 'index.html');
    if (info?.isDirectory() && (await stat(page).catch(() => undefined))?.isFile()) {
      return sendPage(c, page, cookie);
    }
    return sendPage(c, await shellFile, cookie);
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
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port, hostname, serverOptions: NODE_SERVER_OPTIONS },
      (info: AddressInfo) => {
        const host = hostname === '0.0.0.0' ? 'localhost' : hostname;
        resolve({
          url: `http://${host}:${info.port}`,
          port: info.port,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((err) => (err ? fail(err) : done()));
              // Keep-alive connections (browsers, load tests) would hold close() open.
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? portInUse(port, error)
          : new GeneratorError(
              'server_failed',
              `could not start the server: ${error.message}`,
              'check the port and host',
              { cause: error },
            ),
      );
    });
  });
}

/**
 * The error of a port another process holds (`start`, `dev`): names the port and how to choose another.
 * @returns GeneratorError `server_failed`, message `port 4173 is already in use`.
 */
export function portInUse(port: number, cause?: unknown): GeneratorError {
  const other = port >= 65535 ? port - 1 : port + 1;
  return new GeneratorError(
    'server_failed',
    `port ${port} is already in use`,
    `stop the other server or pass --port / set PORT to choose another (e.g. --port ${other})`,
    cause === undefined ? undefined : { cause },
  );
}

/**
 * Checks that `port` on `hostname` can be listened on, and leaves it free again (`telco-portal dev`, whose
 * Vite server takes the port itself, probes it before the sandbox starts and anything is generated).
 * Port 0 (any free port) always passes.
 * @throws GeneratorError `server_failed` (`port 5173 is already in use`, with how to choose another).
 */
export async function assertPortFree(port: number, hostname = 'localhost'): Promise<void> {
  if (port === 0) return;
  const probe = await listen(new Hono(), port, hostname);
  await probe.close();
}
