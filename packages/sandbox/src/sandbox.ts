import { PGlite } from '@electric-sql/pglite';
import { OLD_CART_DELAY_MS } from '@telco-portal/core';
import type { Hono } from 'hono';
import { randomSandboxSecret, type SandboxMode } from './access.ts';
import { createApp } from './app.ts';
import { createTokenService, loadJwtSecret } from './auth.ts';
import { migrate } from './db/migrate.ts';
import { MIGRATIONS } from './db/migrations.generated.ts';
import { withPreparedStatements } from './db/prepared.ts';
import type { SandboxDb } from './db/worker-db.ts';
import { createFaultRegistry, type FaultRegistry } from './faults.ts';
import { type MailboxMessage, readMailbox } from './mail.ts';
import {
  createPasswordHasher,
  type HashCost,
  hashingConcurrency,
  loadArgon2Engine,
  type PasswordHasher,
} from './passwords.ts';
import { hashString } from './random.ts';
import { createRateLimits } from './rate-limit.ts';
import { createSessionCache } from './route.ts';
import { type DemoAccount, demoAccountsFor } from './seed/accounts.ts';
import { refreshRollingData } from './seed/rolling.ts';
import { seedOnce } from './seed/seed.ts';
import { dateToNanos } from './time.ts';

/** Origin of e-mail links when none is configured (development mode only): `telco-portal start`'s default. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:4173';

export interface SandboxOptions {
  /**
   * `development` (default): the sandbox-only routes (mailbox, faults, account switches) and the
   * `X-Sandbox-Fault` header exist, behind `sandboxSecret`. `production`: they do not exist (README
   * "Modes"); `publicOrigin` is then required.
   */
  mode?: SandboxMode;
  /** Secret of the sandbox-only routes (development); default: random per start (`Sandbox.sandboxSecret`). */
  sandboxSecret?: string;
  /**
   * Origin of every link in e-mails (e.g. 'http://localhost:4173'); never the request's Host header.
   * Default (development only): 'http://localhost:4173'.
   * @throws Error in production mode when missing or not an http(s) origin.
   */
  publicOrigin?: string;
  /** Origins allowed to call the API from another origin (CORS); default none (same origin only). Never `*`. */
  allowedOrigins?: readonly string[];
  /** Folder the database persists to (Node; created 0700, files 0600). Omit for a fresh in-memory database. */
  dataDir?: string;
  /** Wipe `dataDir` first and reseed (CLI `--fresh`, env SANDBOX_FRESH=1). In-memory is always fresh. */
  fresh?: boolean;
  /** Clock for every "now"-relative value (seed dates, token expiry, cycles); default `() => new Date()`. */
  now?: () => Date;
  /** argon2id cost for new passwords: 'standard' (default, OWASP) or 'test' (tests and Storybook only). */
  hashCost?: HashCost;
  /** Treat every e-mail as verified in the API's guard checks (a non-production brand's `emailVerifiedAssumed`). */
  assumeEmailVerified?: boolean;
  /**
   * The brand's `features.billingCycle`: customers may change their bill cycle (POST billing-cycle). Default
   * false: the sandbox refuses with 403 'not allowed' (SPEC §5, §8).
   */
  allowBillingCycleChange?: boolean;
  /**
   * Simulated delay of the older cart (v1) calls, milliseconds (SPEC §9 "old cart simulated delay 150 to 300 ms";
   * default core OLD_CART_DELAY_MS). `{ min: 0, max: 0 }` skips it (tests).
   */
  oldCartDelayMs?: { min: number; max: number };
  /** Where unexpected-error lines go (no secrets or personal data in them); default console.error. */
  log?: (line: string) => void;
  /**
   * Where PGlite runs once the database is set up: 'main' (default; the thread of the caller — tests,
   * Storybook, the browser) or 'worker' (Node only: a worker thread, `db/db-worker.ts`, so Postgres and HTTP
   * use two cores — what `telco-portal start` uses; issue 8 "Load"). Same answers either way.
   */
  dbThread?: 'main' | 'worker';
  /**
   * Domain of the seeded demo addresses (`prepay@<domain>`); default `harbour.test`. `telco-portal start`
   * passes the brand's (`demoEmailDomainOf(id)`: `kowhai.test`). Read when the database is seeded (first
   * start or `fresh`); a database keeps the addresses it was seeded with.
   * @throws Error (from createSandbox) when it is not a lower-case domain name.
   */
  demoEmailDomain?: string;
  /**
   * Browser only: loads a migrated, empty database dump (what `migratedTemplateDump` returns, gzipped or not)
   * to start from instead of running initdb and every migration in WASM (~5 s alone, ~20 s in the Storybook
   * page with two Chromium tabs starting at once). Storybook serves one built at Storybook build time. A dump
   * that fails to load (or built from older migrations: the rest are applied) is never worse than none: the
   * sandbox then builds its own. Ignored in Node, where the template is cached on disk (template-cache.ts).
   */
  template?: () => Promise<Blob>;
}

export interface Sandbox {
  /** Hono app; every route under /api (e.g. POST /api/v2/2/auth). */
  app: Hono;
  /** `app.fetch` bound, for `createApiClient({ fetch })` or an MSW handler. */
  fetch: (request: Request) => Promise<Response>;
  /** The embedded Postgres (PGlite; with `dbThread: 'worker'` a proxy to it in a worker thread). */
  db: SandboxDb;
  /** Registered fault rules (same as POST /api/sandbox/faults). */
  faults: FaultRegistry;
  /** Whether this call seeded the database (first start or fresh). */
  seeded: boolean;
  mode: SandboxMode;
  /** Secret of the sandbox-only routes (header `X-Sandbox-Secret`); null in production mode. */
  sandboxSecret: string | null;
  /** Origin of links in e-mails. */
  publicOrigin: string;
  /** The password hasher ('native' argon2 off the main thread in Node, 'wasm' in the browser). */
  passwords: PasswordHasher;
  /** E-mails in the mailbox (in process, any mode), oldest first; `to` matched case-insensitively. */
  readMailbox(to?: string): Promise<MailboxMessage[]>;
  /** The demo accounts of this sandbox, at its demo e-mail domain (what `start` prints). */
  demoAccounts: readonly DemoAccount[];
  close(): Promise<void>;
}

/**
 * A migrated, empty database dumped once per process (JS realm). Starting PGlite from scratch runs
 * initdb in WASM (seconds); loading this dump is several times faster, so every sandbox after the first
 * starts from it. In Node the dump is also cached on disk (template-cache.ts), keyed by the migrations.
 */
let template: Promise<File | Blob> | null = null;
const isNode = typeof process !== 'undefined' && !!process.versions?.node;
const templateKey = hashString(MIGRATIONS.map((m) => `${m.name}\n${m.sql}`).join('\n')).toString(16);

async function buildTemplate(): Promise<File | Blob> {
  const db = new PGlite();
  await migrate(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  return dump;
}

/** Key of the migrated template: a hash of the migrations (a dump named with it matches this code). */
export const SANDBOX_TEMPLATE_KEY = templateKey;

/**
 * The migrated, empty database as a PGlite data-dir dump (an uncompressed tar, ~41 MB): what every sandbox of
 * this process starts from. Node caches it on disk; Storybook's build serves it gzipped to the browser
 * (`SandboxOptions.template`).
 */
export function migratedTemplateDump(): Promise<Blob> {
  return migratedTemplate();
}

function migratedTemplate(load?: () => Promise<Blob>): Promise<File | Blob> {
  template ??= (async () => {
    if (!isNode) {
      if (!load) return buildTemplate();
      try {
        return await load();
      } catch {
        return buildTemplate();
      }
    }
    const cache = await import('./template-cache.ts');
    const cached = await cache.readTemplate(templateKey);
    if (cached) return cached;
    const dump = await buildTemplate();
    await cache.writeTemplate(templateKey, dump);
    return dump;
  })().catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
}

/** Opens PGlite from the template; a cached dump that no longer loads (e.g. PGlite upgraded) is rebuilt. */
async function openFromTemplate(dataDir?: string, load?: () => Promise<Blob>): Promise<PGlite> {
  const open = async (loadDataDir: File | Blob) => {
    const db = dataDir ? new PGlite(dataDir, { loadDataDir }) : new PGlite({ loadDataDir });
    await db.waitReady;
    return db;
  };
  try {
    return await open(await migratedTemplate(load));
  } catch {
    template = buildTemplate();
    if (dataDir) {
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
      await (await import('./data-dir.ts')).createPrivateDir(dataDir);
    }
    const db = await open(await template);
    if (isNode) await (await import('./template-cache.ts')).writeTemplate(templateKey, await template);
    return db;
  }
}

/** Marks which request a query belongs to (Node: AsyncLocalStorage; absent in the browser). */
export interface RequestScope {
  run<T>(fn: () => T): T;
  /** The current request's record, or undefined outside a request. */
  current(): { queried: boolean } | undefined;
}

async function nodeRequestScope(): Promise<RequestScope | undefined> {
  if (!isNode) return undefined;
  const { AsyncLocalStorage } = await import('node:async_hooks');
  const storage = new AsyncLocalStorage<{ queried: boolean }>();
  return { run: (fn) => storage.run({ queried: false }, fn), current: () => storage.getStore() };
}

/**
 * PGlite runs each query synchronously (WASM) on the thread that answers HTTP, and a queue of queries runs
 * back to back inside one microtask drain — under load hundreds of milliseconds in which no other request
 * is even read (a sign-in storm starved an unrelated GET for seconds). From here on `db.query`, `db.exec`
 * and `db.transaction` take turns, one at a time:
 * - once the queries since the last break have held the thread for `SLICE_MS`, the next one waits for a
 *   trip through the event loop (after the poll phase: waiting requests are read, and those that need no
 *   query are answered);
 * - a request that already had a query goes before requests that have not started (its next queries jump
 *   the queue), so a request needing three queries waits for the queue once, not three times.
 * Inside a transaction `tx` is used as before.
 * `inFlight` calls may be started before the first of them settles (1 in process: one at a time).
 */
const SLICE_MS = 5;
/**
 * Queries handed to the database worker before the previous ones answered: with one at a time the worker
 * sat idle for every round trip through the HTTP thread (in a CPU profile under `bench:load` both threads
 * were a third idle); a few queued keep it working, while the queue order (continuing requests first) still
 * decides which query goes next. Unbounded (every query sent at once) was slower: a request's queries then
 * each waited behind the whole backlog.
 */
const WORKER_IN_FLIGHT = 3;
function takeTurns(db: SandboxDb, scope: RequestScope | undefined, sliceMs = SLICE_MS, inFlight = 1): void {
  const continuing: Array<() => void> = [];
  const waiting: Array<() => void> = [];
  let running = 0;
  let sliceStart = performance.now();
  // setImmediate runs after the poll phase; browsers have setTimeout.
  const later: (resolve: () => void) => void =
    typeof setImmediate === 'function'
      ? (resolve) => setImmediate(resolve)
      : (resolve) => setTimeout(resolve, 0);
  const next = () => {
    while (running < inFlight) {
      const start = continuing.shift() ?? waiting.shift();
      if (!start) return;
      running += 1;
      start();
    }
  };
  const turn = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const request = scope?.current();
      const queue = request?.queried ? continuing : waiting;
      queue.push(async () => {
        try {
          if (performance.now() - sliceStart >= sliceMs) {
            await new Promise<void>(later);
            sliceStart = performance.now();
          }
          if (request) request.queried = true;
          resolve(await run());
        } catch (error) {
          reject(error);
        } finally {
          running -= 1;
          next();
        }
      });
      next();
    });
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = ((...args: Parameters<PGlite['query']>) => turn(() => query(...args))) as PGlite['query'];
  db.exec = ((...args: Parameters<PGlite['exec']>) => turn(() => exec(...args))) as PGlite['exec'];
  db.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    turn(() => transaction(...args))) as PGlite['transaction'];
}

/** Checks and normalises the public origin ('http://localhost:4173/' -> 'http://localhost:4173'). */
function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `sandbox: publicOrigin must be an http(s) origin like https://portal.example, got '${value}'`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`sandbox: publicOrigin must use http or https, got '${value}'`);
  }
  return url.origin;
}

/** How many argon2 hashes run at once: half the CPU cores in Node (at least 1), 1 in the browser. */
async function hashingSlots(): Promise<number> {
  if (!isNode) return 1;
  const os = await import('node:os');
  return hashingConcurrency(os.availableParallelism());
}

/**
 * Opens (or creates) the sandbox database, applies migrations, seeds once, brings "now"-relative demo
 * data up to date (add-on renewals, last 30 days of usage), and builds the Hono app.
 * Works in Node and in the browser (in-memory); `dataDir` + `fresh` need Node.
 * @throws Error when `mode` is 'production' without a valid `publicOrigin`, or `allowedOrigins` holds '*'.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const mode = options.mode ?? 'development';
  if (mode === 'production' && !options.publicOrigin) {
    throw new Error('sandbox: production mode needs publicOrigin (the origin e-mail links point at)');
  }
  const publicOrigin = originOf(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN);
  const allowedOrigins = (options.allowedOrigins ?? []).map((o) => {
    if (o.trim() === '*') throw new Error("sandbox: allowedOrigins lists origins; '*' is not allowed");
    return originOf(o);
  });
  const demoAccounts = demoAccountsFor(options.demoEmailDomain);
  const sandboxSecret = mode === 'development' ? (options.sandboxSecret ?? randomSandboxSecret()) : null;
  if (sandboxSecret !== null && sandboxSecret.length < 16) {
    throw new Error('sandbox: sandboxSecret must be at least 16 characters');
  }

  let db: PGlite;
  const dataDir = options.dataDir;
  if (dataDir) {
    const { readdir, rm } = await import('node:fs/promises');
    const files = await import('./data-dir.ts');
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    await files.createPrivateDir(dataDir);
    const empty = await readdir(dataDir).then(
      (entries) => entries.length === 0,
      () => true,
    );
    // A new folder starts from the migrated template too (PGlite unpacks it into the folder).
    db = empty ? await openFromTemplate(dataDir) : new PGlite(dataDir);
    await db.waitReady;
    await files.lockDown(dataDir);
  } else {
    db = await openFromTemplate(undefined, options.template);
  }
  await db.waitReady;
  await migrate(db);
  const nowNanos = dateToNanos(now());
  // One cost for the seeded demo hashes and the hasher: a sign-in verifies at the cost in the stored hash.
  const hashCost = options.hashCost ?? 'standard';
  const seeded = await seedOnce(db, nowNanos, options.demoEmailDomain, hashCost);
  await refreshRollingData(db, nowNanos);
  // Planner statistics for the seeded tables (PGlite starts without them; planning is most of a query).
  await db.exec('ANALYZE');
  const jwtSecret = await loadJwtSecret(db);
  // From here on the routes' database: in process, or (Node, dbThread 'worker') PGlite in a worker thread.
  const inWorker = options.dbThread === 'worker' && isNode;
  const live: SandboxDb = inWorker
    ? await (await import('./db/worker-db.ts')).moveToWorker(db, dataDir)
    : withPreparedStatements(db);
  const requestScope = await nodeRequestScope();
  // In a worker the queries do not hold this thread: they still take turns (a request that already had a
  // query goes first, which keeps the tail short), `WORKER_IN_FLIGHT` at a time, without breaks for the
  // event loop (each would cost a whole loop turn under load). Measured earlier: 602 req/s, p99 982 ms one at
  // a time vs 492 req/s, p99 1254 ms with every query sent at once (200 connections, same machine load).
  if (!inWorker) takeTurns(live, requestScope, SLICE_MS, 1);
  else takeTurns(live, requestScope, Number.POSITIVE_INFINITY, WORKER_IN_FLIGHT);
  const faults = createFaultRegistry();
  const sessions = createSessionCache();
  await live.listen('sandbox_sessions', () => sessions.invalidate());
  const passwords = createPasswordHasher(await loadArgon2Engine(), {
    cost: hashCost,
    maxConcurrent: await hashingSlots(),
  });
  const app = createApp(
    {
      db: live,
      now,
      tokens: createTokenService(jwtSecret, now),
      faults,
      mode,
      sandboxSecret,
      publicOrigin,
      passwords,
      limits: createRateLimits(() => now().getTime()),
      assumeEmailVerified: options.assumeEmailVerified === true,
      allowBillingCycleChange: options.allowBillingCycleChange === true,
      oldCartDelayMs: options.oldCartDelayMs ?? OLD_CART_DELAY_MS,
      sessions,
    },
    {
      allowedOrigins,
      ...(options.log ? { log: options.log } : {}),
      ...(requestScope ? { requestScope } : {}),
    },
  );
  return {
    app,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    db: live,
    faults,
    seeded,
    mode,
    sandboxSecret,
    publicOrigin,
    passwords,
    readMailbox: (to) => readMailbox(live, to),
    demoAccounts,
    close: async () => {
      await live.close();
      if (dataDir) await (await import('./data-dir.ts')).lockDown(dataDir);
    },
  };
}
