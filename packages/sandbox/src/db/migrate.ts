import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations.generated.ts';

/**
 * Applies the SQL migrations (src/db/migrations/NNN_name.sql, bundled into migrations.generated.ts) that
 * are not yet recorded in `schema_migrations`, in name order, each in its own transaction.
 * PGlite ships no migrator, hence this small runner.
 * @returns names of the migrations applied by this call.
 */
export async function migrate(
  db: PGlite,
  migrations: ReadonlyArray<{ name: string; sql: string }> = MIGRATIONS,
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const m of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}
