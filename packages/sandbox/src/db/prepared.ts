/**
 * Named prepared statements for the sandbox's PGlite (issue 8 "Load"). PGlite's own `query(sql, params)`
 * parses and plans its SQL on every call and makes six separate trips into Postgres (Parse, Describe
 * statement, Bind, Describe portal, Execute, Sync). The sandbox asks the same few hundred SQL texts again
 * and again, so here each text is parsed once into a named statement (Parse + Describe, its parameter
 * types kept), and every later call is one trip: Bind + Describe portal + Execute + Sync, answered through
 * PGlite's public protocol API (`execProtocol`, `protocol.serialize`, `parse.parseResults`) with the same
 * parameter serializers and row parsers as `query`, so the `Results` are the same.
 *
 * Measured on this 2-core machine against the seeded database (in process, one caller): a one-row customer
 * read 400 → 146 µs, the mobile products read (add-ons and allowances as JSON in the row) 1,238 → 525 µs.
 * The database worker was the busier thread under `pnpm bench:load`, so this is what a read costs there.
 *
 * Postgres keeps a named statement for the session, whatever a transaction does, and re-plans it itself
 * after a schema change; a statement whose result shape a change made invalid (SQLSTATE 0A000) is
 * prepared again (outside a transaction at once; inside one, whose statement failed, on the next call). At most `max` statements are kept (the least
 * recently used is closed first), so SQL built with varying text cannot grow it without bound.
 */
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { SandboxDb } from './worker-db.ts';

interface Statement {
  name: string;
  /** Parameter type OIDs as Postgres inferred them (Describe statement), for the serializers. */
  types: number[];
}

/** One call of `query` on the prepared path: `inTransaction` when it runs inside an open transaction. */
export type PreparedQuery = <T>(
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction: boolean,
) => Promise<Results<T>>;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The prepared-statement query of one PGlite. Top-level calls take PGlite's transaction and query locks,
 * as `db.query` does (so they never run inside another caller's open transaction); calls with
 * `inTransaction` take the query lock only, as `tx.query` does, and leave the file system sync to COMMIT.
 * The caller sends a call with `options.blob` (COPY … '/dev/blob') to PGlite's own `query` instead.
 * @throws the Postgres error (PGlite's DatabaseError: `code`, `detail`…) of the statement.
 */
export function preparedQuery(db: PGlite, { max = 512 }: { max?: number } = {}): PreparedQuery {
  const statements = new Map<string, Statement>();
  let nextName = 1;
  const { serialize } = protocol;

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
    again = true,
  ): Promise<Results<T>> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\u0000${sql}` : sql;
    let statement = statements.get(key);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      statements.delete(key);
      statements.set(key, statement);
    } else {
      const name = `sandbox_${nextName++}`;
      const parts: Uint8Array[] = [];
      if (statements.size >= max) {
        const [oldKey, old] = statements.entries().next().value as [string, Statement];
        statements.delete(oldKey);
        parts.push(serialize.close({ type: 'S', name: old.name }));
      }
      parts.push(
        serialize.parse({ name, text: sql, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      );
      const described = await db.execProtocol(concat(parts), {
        syncToFs: false,
        onNotice: options?.onNotice,
      });
      statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
      statements.set(key, statement);
    }
    const types = statement.types;
    // As PGlite's query: null stays null, a known type's serializer, else toString().
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? db.serializers[types[i]!];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const { messages } = await db.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: sync, onNotice: options?.onNotice },
      );
      return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000' || statements.get(key) !== statement) throw error;
      // 'cached plan must not change result type' (a schema change): prepared again — at once outside a
      // transaction, on the next call inside one (the transaction is aborted now).
      statements.delete(key);
      if (!sync || !again) throw error;
      return run<T>(sql, params, options, sync, false);
    }
  }

  return <T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) => {
    if (inTransaction) return db.runExclusive(() => run<T>(sql, params, options, false));
    return db
      ._checkReady()
      .then(() =>
        db._runExclusiveTransaction(() => db.runExclusive(() => run<T>(sql, params, options, true))),
      );
  };
}

/**
 * PGlite in process (tests, the browser sandbox, `dbThread: 'main'`) as the routes' `SandboxDb`, with
 * `query` — top level and inside `transaction` — on named prepared statements (`preparedQuery`); `exec`,
 * `listen` and `close` are PGlite's.
 */
export function withPreparedStatements(db: PGlite): SandboxDb {
  const prepared = preparedQuery(db);
  const query = (tx?: Transaction) =>
    (<T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.blob) return (tx ?? db).query<T>(sql, params, options);
      if (tx?.closed) return Promise.reject(new Error('Transaction is closed'));
      return prepared<T>(sql, params, options, tx !== undefined);
    }) as PGlite['query'];
  return {
    query: query(),
    exec: db.exec.bind(db),
    transaction: (<T>(fn: (tx: Transaction) => Promise<T>) =>
      db.transaction((tx) =>
        fn(Object.assign(Object.create(tx) as Transaction, { query: query(tx) })),
      )) as PGlite['transaction'],
    listen: db.listen.bind(db),
    close: db.close.bind(db),
  };
}
