import * as z from 'zod';
import { brandManifestSchema } from './schema.ts';

/**
 * The JSON Schema (draft 2020-12) of a brand manifest *as written* (`io: 'input'`: fields with defaults
 * are optional), generated from `brandManifestSchema` with zod 4's `z.toJSONSchema`. Editors use it through
 * the manifest's `"$schema"`. Returns the file text: 2-space JSON with a final newline.
 */
export function buildJsonSchemaText(): string {
  const schema = z.toJSONSchema(brandManifestSchema, { io: 'input', target: 'draft-2020-12' });
  const withTitle = { ...schema, title: 'telco-portal brand manifest' };
  return `${JSON.stringify(withTitle, null, 2)}\n`;
}
