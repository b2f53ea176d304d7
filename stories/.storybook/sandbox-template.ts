import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { migratedTemplateDump, SANDBOX_TEMPLATE_KEY } from '@telco-portal/sandbox';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:sandbox-template';

/**
 * `virtual:sandbox-template`: the URL of the sandbox's migrated, empty database (a gzipped PGlite dump, ~5 MB),
 * built once in Node and served as a Storybook asset. The page's sandbox (`src/sandbox.ts`) starts from it
 * (`SandboxOptions.template`) instead of running initdb and the migrations in WASM: that start took ~20 s on a
 * 2-core machine and 53–76 s with two Chromium tabs starting at once (the visual suite's first story per page,
 * and the first story of `pnpm test:stories`, which timed out at 30 s under load).
 *
 * The file is cached in `<repo>/node_modules/.cache/telco-portal/`, named by `SANDBOX_TEMPLATE_KEY` (a hash of
 * the migrations), so a changed migration builds a new one; the dump itself comes from the sandbox's own
 * template (cached on disk per user, template-cache.ts).
 */
export function sandboxTemplate(repoRoot: string): Plugin {
  let file: string | undefined;
  return {
    name: 'telco-portal:sandbox-template',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      file ??= await writeTemplate(repoRoot);
      return `export { default } from ${JSON.stringify(`${file}?url`)};`;
    },
  };
}

async function writeTemplate(repoRoot: string): Promise<string> {
  const dir = path.join(repoRoot, 'node_modules/.cache/telco-portal');
  const file = path.join(dir, `sandbox-template-${SANDBOX_TEMPLATE_KEY}.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const dump = new Uint8Array(await (await migratedTemplateDump()).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, gzipSync(dump));
  renameSync(partial, file);
  return file;
}
