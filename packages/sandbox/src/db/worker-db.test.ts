import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveToWorker, type SandboxDb } from './worker-db.ts';

// PGlite in a worker thread (issue 8 "Load"): the proxy must answer as PGlite in process does.
let db: SandboxDb;
beforeAll(async () => {
  const local = new PGlite();
  await local.exec(`CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL);
    INSERT INTO t VALUES (1, 'carried over');
    CREATE FUNCTION notify_t() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('t_changed', NEW.id::text); RETURN NEW; END $$;
    CREATE TRIGGER t_notify AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION notify_t();`);
  db = await moveToWorker(local);
}, 60_000);
afterAll(() => db.close());

describe('given an in-memory database moved into a worker', () => {
  it('keeps its rows and answers Results like PGlite (rows, fields, affectedRows)', async () => {
    const res = await db.query<{ id: number; name: string }>('SELECT id, name FROM t WHERE id = $1', [1]);
    expect(res.rows).toEqual([{ id: 1, name: 'carried over' }]);
    expect(res.fields.map((f) => f.name)).toEqual(['id', 'name']);
    const insert = await db.query('INSERT INTO t VALUES ($1, $2)', [2, 'two']);
    expect(insert.affectedRows).toBe(1);
  });

  it('commits a transaction whose callback resolves, and answers its value', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (3, $1)', ['three']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n;
    });
    expect(value).toBe(3);
    expect((await db.query('SELECT 1 FROM t WHERE id = 3')).rows).toHaveLength(1);
  });

  it('rolls back a transaction whose callback throws, and rethrows that error', async () => {
    const boom = new Error('boom');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (4, $1)', ['four']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect((await db.query('SELECT 1 FROM t WHERE id = 4')).rows).toHaveLength(0);
  });

  it('rejects a failed query with the Postgres code as an own property (the app maps 22xxx to 400)', async () => {
    const error = await db.query('SELECT $1::int', ['not a number']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '22P02' });
    const duplicate = await db.query('INSERT INTO t VALUES (1, $1)', ['again']).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505' });
  });

  it('keeps a top-level query out of an open transaction (it waits for the COMMIT)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO t VALUES (5, $1)', ['five']);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 5');
    release();
    await tx;
    expect((await outside).rows[0]!.n).toBe(1);
  });

  it('delivers NOTIFY payloads to listen callbacks', async () => {
    const heard: string[] = [];
    await db.listen('t_changed', (payload) => heard.push(payload));
    await db.query('INSERT INTO t VALUES (6, $1)', ['six']);
    await expect.poll(() => heard).toEqual(['6']);
  });
});
