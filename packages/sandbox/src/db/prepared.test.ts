import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery, withPreparedStatements } from './prepared.ts';
import type { SandboxDb } from './worker-db.ts';

// Queries on named prepared statements (issue 8 "Load") must answer exactly what PGlite's own query does.
let pg: PGlite;
let db: SandboxDb;
const prepared = async () =>
  (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
    (r) => r.name,
  );

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`CREATE TABLE t (id uuid PRIMARY KEY, n int NOT NULL, big bigint, ok boolean,
    doc jsonb, at timestamptz, note text UNIQUE)`);
  db = withPreparedStatements(pg);
});
afterAll(() => pg.close());

describe('a query on a prepared statement', () => {
  const id = 'a0000000-0000-4000-8000-000000000001';
  const row = [id, 7, '9007199254740993', true, { a: [1, 'x'] }, new Date('2026-11-29T09:00:00Z'), null];

  it('answers the rows, fields and affectedRows PGlite query does, for every parameter type', async () => {
    const insert = 'INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7)';
    expect((await db.query(insert, row)).affectedRows).toBe(1);
    const select = 'SELECT *, big::text AS big_text FROM t WHERE id = $1 AND n = $2 AND ok = $3';
    const ours = await db.query(select, [id, 7, true]);
    const theirs = await pg.query(select, [id, 7, true]);
    expect(ours).toEqual(theirs);
    expect(ours.rows[0]).toMatchObject({
      n: 7,
      big_text: '9007199254740993',
      doc: { a: [1, 'x'] },
      note: null,
    });
    expect((await db.query(select, [id, 7, true], { rowMode: 'array' })).rows).toEqual(
      (await pg.query(select, [id, 7, true], { rowMode: 'array' })).rows,
    );
  });

  it('parses a text once: the second call uses the named statement', async () => {
    const before = (await prepared()).length;
    await db.query('SELECT n FROM t WHERE n > $1', [0]);
    await db.query('SELECT n FROM t WHERE n > $1', [1]);
    expect((await prepared()).length).toBe(before + 1);
  });

  it("throws Postgres' error with its code, and the statement still works afterwards", async () => {
    const insert = 'INSERT INTO t (id, n, note) VALUES ($1, $2, $3)';
    await db.query(insert, ['a0000000-0000-4000-8000-000000000002', 1, 'same']);
    await expect(db.query(insert, ['a0000000-0000-4000-8000-000000000003', 1, 'same'])).rejects.toMatchObject(
      {
        code: '23505',
      },
    );
    await expect(db.query('SELECT nope FROM t WHERE n = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query(insert, ['a0000000-0000-4000-8000-000000000003', 1, 'other'])).affectedRows).toBe(
      1,
    );
  });

  it('runs inside a transaction, rolls back with it, and its statement outlives the rollback', async () => {
    const count = 'SELECT count(*)::int AS c FROM t WHERE n = $1';
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['a0000000-0000-4000-8000-000000000004', 42]);
        expect(
          (await tx.query<{ c: number }>('SELECT count(*)::int AS c FROM t WHERE n = $1 -- tx', [42])).rows,
        ).toEqual([{ c: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.query<{ c: number }>(count, [42])).rows).toEqual([{ c: 0 }]);
    expect(
      (await db.query<{ c: number }>('SELECT count(*)::int AS c FROM t WHERE n = $1 -- tx', [42])).rows,
    ).toEqual([{ c: 0 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['a0000000-0000-4000-8000-000000000005', 99]);
      await held;
      await t.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ c: number }>('SELECT count(*)::int AS c FROM t WHERE n = $1', [99]);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ c: 0 }]);
  });

  it('prepares again after a schema change that alters the result (SQLSTATE 0A000)', async () => {
    const all = 'SELECT * FROM t WHERE n = $1';
    const before = await db.query(all, [7]);
    await pg.exec('ALTER TABLE t ADD COLUMN extra text');
    const after = await db.query(all, [7]);
    expect(after.fields.length).toBe(before.fields.length + 1);
  });

  it('keeps at most `max` statements, closing the least recently used', async () => {
    const small = new PGlite();
    const query = preparedQuery(small, { max: 2 });
    const names = async () =>
      (await small.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
        (r) => r.statement,
      );
    await query('SELECT $1::int AS a', [1], undefined, false);
    await query('SELECT $1::int AS b', [2], undefined, false);
    await query('SELECT $1::int AS a', [3], undefined, false); // a is now the most recent
    await query('SELECT $1::int AS c', [4], undefined, false); // closes b
    expect((await names()).sort()).toEqual(['SELECT $1::int AS a', 'SELECT $1::int AS c']);
    expect((await query<{ b: number }>('SELECT $1::int AS b', [5], undefined, false)).rows).toEqual([
      { b: 5 },
    ]);
    await small.close();
  });
});
