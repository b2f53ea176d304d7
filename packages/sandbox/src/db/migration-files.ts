/** Node-only helpers that read the .sql migrations (used by the bundle script and the staleness test). */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Migration files `NNN_name.sql` in name order, with their SQL text. */
export function readMigrationFiles(): Array<{ name: string; sql: string }> {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(MIGRATIONS_DIR + f, 'utf8') }));
}

/** Source text of migrations.generated.ts. */
export function renderMigrationsModule(): string {
  const items = readMigrationFiles()
    .map((m) => `  { name: ${JSON.stringify(m.name)}, sql: ${JSON.stringify(m.sql)} },`)
    .join('\n');
  return `// Generated from src/db/migrations/*.sql by scripts/bundle-migrations.ts — do not edit by hand.\n\n/** SQL migrations in order (the .sql files are the source). */\nexport const MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [\n${items}\n];\n`;
}
