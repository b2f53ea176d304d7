import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { readMigrationFiles } from './migration-files.ts';
import { MIGRATIONS } from './migrations.generated.ts';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
}, 120_000);
afterAll(() => db.close());

describe('given the SQL migration files', () => {
  it('the bundled module matches them (run `pnpm --filter @telco-portal/sandbox migrations:bundle` if not)', () => {
    expect(MIGRATIONS).toEqual(readMigrationFiles());
  });

  it('applies each migration once, in order, and records it', async () => {
    const extra = [
      ...MIGRATIONS,
      { name: '900_probe', sql: 'CREATE TABLE probe (id int); INSERT INTO probe VALUES (1);' },
    ];
    expect(await migrate(db, extra)).toEqual([...MIGRATIONS.map((m) => m.name), '900_probe']);
    expect(await migrate(db, extra)).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual([...MIGRATIONS.map((m) => m.name), '900_probe']);
    expect((await db.query('SELECT * FROM probe')).rows).toHaveLength(1);
  });

  it('rolls a failing migration back and does not record it', async () => {
    const broken = [{ name: '950_broken', sql: 'CREATE TABLE half (id int); SELECT * FROM missing_table;' }];
    await expect(migrate(db, broken)).rejects.toThrow(/missing_table/);
    const recorded = await db.query<{ name: string }>(
      `SELECT name FROM schema_migrations WHERE name = '950_broken'`,
    );
    expect(recorded.rows).toEqual([]);
    expect((await db.query(`SELECT to_regclass('half') AS t`)).rows).toEqual([{ t: null }]);
  });
});
