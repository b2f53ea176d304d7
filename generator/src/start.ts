import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sandbox } from '@telco-portal/sandbox';
import { Hono } from 'hono';
import { type CspViolation, createPortalServer, type HeaderSet, listen } from './serve.ts';

/**
 * What `startPortal` serves of a generated app built with `telco-portal build`: `<appDir>/dist` and the headers
 * of `<appDir>/server.headers.json`.
 * @throws Error (ENOENT / SyntaxError) when the app has not been built or its headers file is not JSON.
 */
export function builtApp(appDir: string): Pick<StartPortalOptions, 'distDir' | 'headers'> {
  return {
    distDir: path.resolve(appDir, 'dist'),
    headers: JSON.parse(readFileSync(path.join(appDir, 'server.headers.json'), 'utf8')) as HeaderSet,
  };
}

/** Options of `startPortal`. */
export interface StartPortalOptions {
  /** Built app (`<app>/dist`) and its `server.headers.json`. */
  distDir: string;
  headers: HeaderSet;
  /** 0 = any free port. */
  port: number;
  hostname?: string;
  /**
   * `development`: the sandbox-only routes exist behind `sandboxSecret` (random per start unless given),
   * handed to this machine's browser as a cookie. `production`: they do not exist.
   */
  mode: 'development' | 'production';
  sandboxSecret?: string;
  /** Origin of e-mail links and of the secret cookie; default the URL the server listens on. */
  publicOrigin?: string;
  /** Sandbox database folder; omit for in memory. */
  dataDir?: string;
  fresh?: boolean;
  /** argon2id cost ('test' only for tests). */
  hashCost?: 'standard' | 'test';
  /** A non-production brand's `features.emailVerifiedAssumed` (the API's guard checks follow it). */
  assumeEmailVerified?: boolean;
  /** The brand's `features.billingCycle` (the sandbox refuses a bill-cycle change with 'not allowed' otherwise). */
  allowBillingCycleChange?: boolean;
  /** Domain of the sandbox's demo addresses (`demoEmailDomainOf(brand id)`); default harbour's. */
  demoEmailDomain?: string;
  /**
   * A server already listening (`listenFirst`), e.g. taken before generate + build so that a port conflict
   * is reported at once; `port` and `hostname` are then ignored.
   */
  listener?: PortalListener;
  onCspReport?: (violation: CspViolation) => void;
}

/** A running portal server with its sandbox. */
export interface RunningPortal {
  url: string;
  port: number;
  publicOrigin: string;
  mode: 'development' | 'production';
  /** Null in production mode. */
  sandboxSecret: string | null;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** A listening server that answers 503 "starting" until `serve(app)` hands it the real app. */
export interface PortalListener {
  url: string;
  port: number;
  serve(app: Hono): void;
  close(): Promise<void>;
}

/**
 * Takes the port before anything slow happens (`telco-portal start` calls it before generate + build, so
 * a port conflict is reported at once), answering 503 until `serve` is called.
 * @throws GeneratorError `server_failed` (e.g. `port 4173 is already in use`).
 */
export async function listenFirst(port: number, hostname?: string): Promise<PortalListener> {
  let ready: Hono | null = null;
  const front = new Hono();
  front.all('*', (c) => (ready ? ready.fetch(c.req.raw, c.env) : c.text('starting', 503)));
  const server = await listen(front, port, hostname);
  return {
    url: server.url,
    port: server.port,
    serve: (app) => {
      ready = app;
    },
    close: server.close,
  };
}

/**
 * Starts the sandbox and the one-origin portal server for a built portal (`telco-portal start`, the
 * security suite, the load benchmark). Listens first (so port 0 works and the public origin is the real
 * URL), answering 503 until the sandbox is ready.
 * @throws GeneratorError `server_failed` (port in use); Error from `createSandbox` (bad options).
 */
export async function startPortal(options: StartPortalOptions): Promise<RunningPortal> {
  const server = options.listener ?? (await listenFirst(options.port, options.hostname));
  try {
    const { createSandbox } = await import('@telco-portal/sandbox');
    const publicOrigin = new URL(options.publicOrigin ?? server.url).origin;
    const sandbox = await createSandbox({
      mode: options.mode,
      publicOrigin,
      // PGlite in a worker thread: queries and HTTP on two cores (issue 8 "Load", sandbox README).
      dbThread: 'worker',
      ...(options.sandboxSecret ? { sandboxSecret: options.sandboxSecret } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.fresh ? { fresh: true } : {}),
      ...(options.hashCost ? { hashCost: options.hashCost } : {}),
      ...(options.assumeEmailVerified ? { assumeEmailVerified: true } : {}),
      ...(options.allowBillingCycleChange ? { allowBillingCycleChange: true } : {}),
      ...(options.demoEmailDomain ? { demoEmailDomain: options.demoEmailDomain } : {}),
    });
    server.serve(
      createPortalServer({
        distDir: options.distDir,
        headers: options.headers,
        api: sandbox,
        sandboxSecret: sandbox.sandboxSecret,
        publicOrigin,
        ...(options.onCspReport ? { onCspReport: options.onCspReport } : {}),
      }),
    );
    return {
      url: server.url,
      port: server.port,
      publicOrigin,
      mode: options.mode,
      sandboxSecret: sandbox.sandboxSecret,
      sandbox,
      close: async () => {
        await server.close().catch(() => undefined);
        await sandbox.close();
      },
    };
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
}
