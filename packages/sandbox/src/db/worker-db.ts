import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite the sandbox's routes use once it is open: the same shape in process and in a worker. */
export type SandboxDb = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

type Answer = { id: number; ok: boolean; value?: unknown; error?: Record<string, unknown> };

/** The file URL of tsx's ESM register API (`tsx/esm/api`, import condition), found from this package. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  return new URL('dist/esm/api/index.mjs', pathToFileURL(manifest)).href;
}

/** Rebuilds a worker's error: an Error with the same name, message and own properties (Postgres `code`…). */
function revive(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message ?? 'database error'));
  Object.assign(error, data);
  return error;
}

/**
 * Moves an open, set-up PGlite into a worker thread (`db-worker.ts`) and answers a `SandboxDb` that sends
 * every query there (issue 8 "Load": the HTTP thread no longer runs Postgres). An in-memory database is
 * carried over as a dump (`dumpDataDir('none')`); a persisted one (`dataDir`) is closed here and reopened by
 * the worker. Call it before anything else uses `db`; `db` is closed afterwards.
 *
 * Semantics kept: `query`/`exec` answer PGlite's `Results`; `transaction(fn)` runs `fn` here with a `tx`
 * whose queries run inside BEGIN … COMMIT in the worker (ROLLBACK when `fn` throws or calls `tx.rollback()`),
 * resolving `fn`'s value; errors carry Postgres' `code`, `detail`… as own properties; `listen` callbacks get
 * the NOTIFY payloads. The caller serialises top-level calls (`takeTurns`), as one connection would.
 * @throws Error when the worker cannot start or open the database.
 */
export async function moveToWorker(db: PGlite, dataDir?: string): Promise<SandboxDb> {
  let data: { dataDir: string } | { dump: ArrayBuffer };
  let transfer: ArrayBuffer[] = [];
  if (dataDir) {
    await db.close();
    data = { dataDir };
  } else {
    const dump = await (await db.dumpDataDir('none')).arrayBuffer();
    await db.close();
    data = { dump };
    transfer = [dump];
  }
  // A bundled build ships db-worker.js; from the .ts sources (tsx, vitest) the worker registers tsx first.
  const source = import.meta.url.endsWith('.ts');
  const entry = new URL(source ? './db-worker.ts' : './db-worker.js', import.meta.url);
  const options = { workerData: data, transferList: transfer };
  const worker = source
    ? new Worker(
        `import(${JSON.stringify(tsxEsmApi())})
           .then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`,
        { ...options, eval: true },
      )
    : new Worker(entry, options);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once('exit', (code) => reject(new Error(`sandbox db worker exited (${code}) while opening`)));
    worker.on('message', function ready(message: { ready?: boolean }) {
      if (!message.ready) return;
      worker.off('message', ready);
      worker.off('error', onError);
      worker.removeAllListeners('exit');
      resolve();
    });
  });
  worker.on('message', (message: Answer & { notify?: string; payload?: string }) => {
    if (message.notify !== undefined) {
      for (const listener of listeners.get(message.notify) ?? []) listener(message.payload ?? '');
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(revive(message.error ?? {}));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`sandbox db worker exited (${code})`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const query = (tx?: number) =>
    (<T>(sql: string, params?: unknown[], options?: object) =>
      send<Results<T>>({ op: 'query', sql, params, options, tx })) as PGlite['query'];
  const exec = (tx?: number) =>
    ((sql: string) => send<Array<Results>>({ op: 'exec', sql, tx })) as PGlite['exec'];

  const transaction = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    const { tx } = await send<{ tx: number }>({ op: 'begin' });
    let rolledBack = false;
    const handle = {
      query: query(tx),
      exec: exec(tx),
      rollback: async () => {
        rolledBack = true;
        throw new Error('sandbox db: transaction rolled back');
      },
      get closed() {
        return false;
      },
    } as unknown as Transaction;
    let value: T;
    try {
      value = await fn(handle);
    } catch (error) {
      await send({ op: 'end', tx, commit: false });
      throw error;
    }
    await send({ op: 'end', tx, commit: !rolledBack });
    return value;
  };

  return {
    query: query(),
    exec: exec(),
    transaction: transaction as PGlite['transaction'],
    listen: (async (channel: string, callback: (payload: string) => void) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await send({ op: 'listen', channel });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
      };
    }) as PGlite['listen'],
    close: async () => {
      if (!failure) await send({ op: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
