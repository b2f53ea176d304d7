/**
 * Build of the `telco-portal` CLI (issue 7: `generate` ≤ 0.5 s wall; tsx's on-the-fly TypeScript
 * transform was most of the start-up). One ESM bundle per command module under dist/, run by plain `node`:
 * `src/cli.ts` parses the arguments and `import()`s the module of the command it runs, so `validate`
 * loads neither vite, handlebars nor the sandbox (code-splitting keeps those in their own chunks).
 *
 * The workspace packages (@telco-portal/*) are bundled in: in the workspace their `exports` point at
 * TypeScript source, which plain node cannot load. Third-party dependencies stay imports of the
 * generator's own `dependencies` (tsup leaves those external), except what the bundled sandbox needs that
 * cannot be bundled: PGlite (reads its .wasm/.data next to its JS) and @node-rs/argon2 (native), which the
 * generator therefore depends on directly.
 *
 * Versions: the dependency ranges and @telco-portal package versions an emitted app names are read from the
 * workspace here, at build time, and baked in (`__TELCO_PORTAL_APP_VERSIONS__`, src/app-versions.ts): the
 * published CLI reads no file of the repository (issue 6).
 *
 * ENTRIES: add a module here when something loads it by path rather than by import (e.g. a worker_thread
 * entry of the sandbox: `new Worker(new URL('./worker.js', import.meta.url))` needs its own output file).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { workspaceAppVersions } from './src/app-versions.ts';

export const ENTRIES = {
  cli: 'src/cli.ts',
  index: 'src/index.ts',
  // The sandbox's database thread (`createSandbox({ dbThread: 'worker' })`, which `start` uses): the chunk
  // holding packages/sandbox/src/db/worker-db.ts opens `./db-worker.js` beside itself, i.e. dist/db-worker.js.
  'db-worker': '../packages/sandbox/src/db/db-worker.ts',
};

export default defineConfig({
  entry: ENTRIES,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  bundle: true,
  noExternal: [/^@telco-portal\//],
  external: ['@electric-sql/pglite', /^@electric-sql\/pglite\//, '@node-rs/argon2'],
  removeNodeProtocol: false,
  treeshake: false,
  minify: false,
  sourcemap: false,
  dts: false,
  clean: true,
  outDir: 'dist',
  // tsup's shims would add a second `import.meta.url` polyfill; the source is ESM already.
  shims: false,
  define: {
    // A string literal (JSON text): esbuild inlines it where an object would become a module in every chunk.
    __TELCO_PORTAL_APP_VERSIONS__: JSON.stringify(
      JSON.stringify(workspaceAppVersions(fileURLToPath(new URL('../', import.meta.url)))),
    ),
  },
});
