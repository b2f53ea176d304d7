/**
 * Worker-thread entry (Node only) that owns the sandbox's PGlite when `createSandbox({ dbThread: 'worker' })`:
 * every query runs here, so the HTTP thread parses, routes and serialises while Postgres (WASM, synchronous)
 * works on another core (issue 8 "Load"). The main thread talks to it through `worker-db.ts`; the protocol:
 *
 * - in: `{ id, op: 'query', sql, params?, options?, tx? }`, `{ id, op: 'exec', sql, tx? }`, `{ id, op: 'begin' }`
 *   (answers `{ tx }`), `{ id, op: 'end', tx, commit }`, `{ id, op: 'listen', channel }`, `{ id, op: 'close' }`;
 * - out: `{ id, ok: true, value }` or `{ id, ok: false, error: { name, message, ...own props (code, detail…) } }`,
 *   and `{ notify: channel, payload }` for every NOTIFY on a listened channel.
 *
 * Opened from `workerData`: `{ dataDir }` (a persisted folder the main thread has closed) or `{ dump }` (the
 * in-memory database as an ArrayBuffer from `dumpDataDir('none')`). Its one project import is `prepared.ts`
 * (queries on named prepared statements), so a bundler can list it as its own entry.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { preparedQuery } from './prepared.ts';

type In =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: object; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

const port = parentPort;
if (!port) throw new Error('db-worker: must run in a worker thread');
const { dataDir, dump } = workerData as { dataDir?: string; dump?: ArrayBuffer };
const db = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: new Blob([dump!]) });
await db.waitReady;
/** Every `query` on a named prepared statement (prepared.ts: parsed and planned once, one trip per call). */
const prepared = preparedQuery(db);

/**
 * Open transactions: the `tx` of PGlite's callback, how to end the callback (resolve = commit, reject =
 * rollback) and PGlite's promise of the whole transaction (settles after COMMIT / ROLLBACK ran).
 */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

/** An error as plain data: name, message and every own property (Postgres `code`, `detail`, `severity`…). */
function plainError(error: unknown) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null))
      continue;
    out[key] = value;
  }
  return out;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`db-worker: no open transaction ${tx}`);
  return entry.tx;
}

async function handle(message: In): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const on = target(message.tx);
      if ((message.options as { blob?: unknown } | undefined)?.blob)
        return on.query(message.sql, message.params, message.options);
      return prepared(message.sql, message.params, message.options, message.tx !== undefined);
    }
    case 'exec':
      return target(message.tx).exec(message.sql);
    case 'begin': {
      const id = nextTx++;
      return new Promise<{ tx: number }>((started, failed) => {
        let opened = false;
        const entry = {
          tx: db as unknown as Transaction,
          end: (_commit: boolean) => {},
          done: Promise.resolve() as Promise<unknown>,
        };
        entry.done = db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              opened = true;
              entry.tx = tx;
              entry.end = (ok) => (ok ? commit() : rollback(ROLLBACK));
              open.set(id, entry);
              started({ tx: id });
            }),
        );
        entry.done.catch((error: unknown) => {
          if (!opened) failed(error);
        });
      });
    }
    case 'end': {
      const entry = open.get(message.tx);
      if (!entry) throw new Error(`db-worker: no open transaction ${message.tx}`);
      open.delete(message.tx);
      entry.end(message.commit);
      // Answer after COMMIT / ROLLBACK ran: a failed COMMIT is the caller's error.
      await entry.done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
      return null;
    }
    case 'listen':
      await db.listen(message.channel, (payload) => port!.postMessage({ notify: message.channel, payload }));
      return null;
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (message: In) => {
  handle(message).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
port.postMessage({ ready: true });
