/** Writes packages/manifest/brand.schema.json from the zod schema (`pnpm --filter @telco-portal/manifest build:schema`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildJsonSchemaText } from '../src/json-schema.ts';

const target = fileURLToPath(new URL('../brand.schema.json', import.meta.url));
writeFileSync(target, buildJsonSchemaText());
console.log(`wrote ${target}`);
