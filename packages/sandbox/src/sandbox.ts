import { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { createTokenService, loadJwtSecret } from './auth.ts';
import { migrate } from './db/migrate.ts';
import { MIGRATIONS } from './db/migrations.generated.ts';
import { createFaultRegistry, type FaultRegistry } from './faults.ts';
import { hashString } from './random.ts';
import { refreshRollingData } from './seed/rolling.ts';
import { seedOnce } from './seed/seed.ts';
import { dateToNanos } from './time.ts';

export interface SandboxOptions {
  /** Folder the database persists to (Node). Omit for a fresh in-memory database. */
  dataDir?: string;
  /** Wipe `dataDir` first and reseed (CLI `--fresh`, env SANDBOX_FRESH=1). In-memory is always fresh. */
  fresh?: boolean;
  /** Clock for every "now"-relative value (seed dates, token expiry, cycles); default `() => new Date()`. */
  now?: () => Date;
  /** Origin of links in e-mails (e.g. 'http://localhost:5173'); default: the request's origin. */
  publicOrigin?: string;
  /** bcrypt cost for new passwords; default 10 (tests may lower it to 4). */
  bcryptRounds?: number;
}

export interface Sandbox {
  /** Hono app; every route under /api (e.g. POST /api/v2/2/auth). */
  app: Hono;
  /** `app.fetch` bound, for `createApiClient({ fetch })` or an MSW handler. */
  fetch: (request: Request) => Promise<Response>;
  /** The embedded Postgres (PGlite). */
  db: PGlite;
  /** Registered fault rules (same as POST /api/sandbox/faults). */
  faults: FaultRegistry;
  /** Whether this call seeded the database (first start or fresh). */
  seeded: boolean;
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

function migratedTemplate(): Promise<File | Blob> {
  template ??= (async () => {
    if (!isNode) return buildTemplate();
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
async function openFromTemplate(dataDir?: string): Promise<PGlite> {
  const open = async (loadDataDir: File | Blob) => {
    const db = dataDir ? new PGlite(dataDir, { loadDataDir }) : new PGlite({ loadDataDir });
    await db.waitReady;
    return db;
  };
  try {
    return await open(await migratedTemplate());
  } catch {
    template = buildTemplate();
    if (dataDir) {
      const { rm, mkdir } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
    const db = await open(await template);
    if (isNode) await (await import('./template-cache.ts')).writeTemplate(templateKey, await template);
    return db;
  }
}

/**
 * Opens (or creates) the sandbox database, applies migrations, seeds once, brings "now"-relative demo
 * data up to date (add-on renewals, last 30 days of usage), and builds the Hono app.
 * Works in Node and in the browser (in-memory); `dataDir` + `fresh` need Node.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  let db: PGlite;
  if (options.dataDir) {
    const { mkdir, readdir, rm } = await import('node:fs/promises');
    if (options.fresh) await rm(options.dataDir, { recursive: true, force: true });
    await mkdir(options.dataDir, { recursive: true });
    const empty = await readdir(options.dataDir).then(
      (files) => files.length === 0,
      () => true,
    );
    // A new folder starts from the migrated template too (PGlite unpacks it into the folder).
    db = empty ? await openFromTemplate(options.dataDir) : new PGlite(options.dataDir);
  } else {
    db = await openFromTemplate();
  }
  await db.waitReady;
  await migrate(db);
  const nowNanos = dateToNanos(now());
  const seeded = await seedOnce(db, nowNanos);
  await refreshRollingData(db, nowNanos);
  const faults = createFaultRegistry();
  const app = createApp({
    db,
    now,
    tokens: createTokenService(await loadJwtSecret(db), now),
    faults,
    bcryptRounds: options.bcryptRounds ?? 10,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  return {
    app,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    db,
    faults,
    seeded,
    close: () => db.close(),
  };
}
