import { readdirSync } from 'node:fs';
import path from 'node:path';
import { blocks } from '@telco-portal/blocks/registry';
import { shellBlocks } from '@telco-portal/blocks/shell-registry';
import { brandManifestSchema } from '@telco-portal/manifest/schema';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './route-table.ts';
import { harbourManifest } from './test/manifest.ts';

// happy-dom gives modules an http: import.meta.url; the folder comes from the file's own path.
const blocksDir = `${path.resolve(import.meta.dirname, '../../packages/blocks/src/blocks')}/`;

/** What this test reads of a zod schema (portal does not depend on zod). */
type AnySchema = { _zod: { def: unknown } };

/** A schema without its optional/default/prefault wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = current._zod.def as unknown as { type: string; innerType?: AnySchema };
    if (!['optional', 'default', 'prefault'].includes(def.type) || !def.innerType) break;
    current = def.innerType;
  }
  return current;
}

/** Every `*ConfigSchema` exported by a block folder's config.ts: block folder -> schema. */
async function blockConfigSchemas(): Promise<Array<{ folder: string; name: string; schema: AnySchema }>> {
  const found: Array<{ folder: string; name: string; schema: AnySchema }> = [];
  for (const folder of readdirSync(blocksDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    if (!readdirSync(`${blocksDir}${folder.name}`).includes('config.ts')) continue;
    const mod = (await import(`${blocksDir}${folder.name}/config.ts`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (name.endsWith('ConfigSchema'))
        found.push({ folder: folder.name, name, schema: value as AnySchema });
    }
  }
  return found;
}

const slices = Object.entries(brandManifestSchema.shape).map(([key, schema]) => ({
  key,
  schema: unwrap(schema as AnySchema),
}));

describe("given every block's config.ts and the manifest schema", () => {
  it('makes each block config schema a manifest slice, composed (the same schema object), used once', async () => {
    const configs = await blockConfigSchemas();
    expect(configs.map((c) => c.folder).sort()).toEqual([
      'footer',
      'home',
      'mobile-billing',
      'plans',
      'plans-tab',
      'select-account',
      'sign-up',
      'usage-histogram',
    ]);
    for (const config of configs) {
      const uses = slices.filter((slice) => slice.schema === config.schema).map((slice) => slice.key);
      expect({ block: config.folder, slices: uses }).toEqual({
        block: config.folder,
        slices: [expect.any(String)],
      });
    }
  });

  it('passes each slice to its block: the routed block receives manifest[slice] as config', async () => {
    const manifest = harbourManifest();
    const table = buildRouteTable(manifest, () => true);
    const lazy = new Map(
      await Promise.all(
        [...blocks, ...shellBlocks]
          .filter((b) => b.loadConfigSchema)
          .map(async (b) => [b.name, await b.loadConfigSchema!()] as const),
      ),
    );
    for (const route of table.routes) {
      const schema = lazy.get(route.block);
      if (!schema) {
        expect(route.config, `${route.id} has no brand config`).toBeUndefined();
        continue;
      }
      const slice = slices.find((s) => s.schema === schema);
      expect(slice, route.block).toBeDefined();
      expect(route.config, route.id).toBe(manifest[slice!.key as keyof typeof manifest]);
    }
  });

  it('orphans no block config: every block with a schema is routed or is layout chrome the portal feeds', async () => {
    const table = buildRouteTable(harbourManifest(), () => true);
    const routed = new Set(table.routes.map((r) => r.block));
    const withConfig = [...blocks, ...shellBlocks].filter((b) => b.loadConfigSchema).map((b) => b.name);
    // The footer is rendered by the public layout with manifest.footer (layouts/PublicLayout.tsx).
    expect(withConfig.filter((name) => !routed.has(name))).toEqual(['footer']);
  });
});
