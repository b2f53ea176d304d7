/**
 * Regenerates src/db/migrations.generated.ts from src/db/migrations/NNN_name.sql.
 * The .sql files are the source; the generated module lets the runner load them in Node AND in the
 * browser (no fs there, and tsx cannot import `?raw`). migrations.test.ts fails when it is stale.
 * Run: pnpm --filter @telco-portal/sandbox migrations:bundle
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderMigrationsModule } from '../src/db/migration-files.ts';

const target = fileURLToPath(new URL('../src/db/migrations.generated.ts', import.meta.url));
writeFileSync(target, renderMigrationsModule());
console.log(`sandbox: wrote ${target}`);
