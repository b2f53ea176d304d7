/** Writes packages/manifest/brand.schema.json from the zod schema (`pnpm --filter @telco-portal/manifest build:schema`). */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildJsonSchemaText } from '../src/json-schema.ts';

const target = fileURLToPath(new URL('../brand.schema.json', import.meta.url));
writeFileSync(target, buildJsonSchemaText());
// Format like the rest of the repo so `biome check` stays clean.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', target], { stdio: 'ignore' });
console.log(`wrote ${target}`);
