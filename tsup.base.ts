/**
 * Shared tsup options of every published @telco-portal package (CONVENTIONS 9). Each package's
 * tsup.config.ts calls `packageBuild`; the dist it writes is what `pnpm pack` ships (`publishConfig.exports`
 * points there). In the workspace nobody builds: `exports` points at src.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Options } from 'tsup';

/** Every module of src except tests: each is its own entry, so dist mirrors src (see `entry` below). */
export const SOURCE_ENTRIES = [
  'src/**/*.ts',
  'src/**/*.tsx',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/test/**',
];

/** `./x.ts` / `../y.tsx` (relative, as the source writes them) → `./x.js`, in `from '…'` and `import('…')`. */
export function rewriteTsSpecifiers(text: string): string {
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/gm,
    (_m, head: string, quote: string, spec: string) => `${head}${quote}${spec}.js${quote}`,
  );
}

/**
 * Declarations with tsc (file for file, into dist/ beside the JS). tsup's own
 * `dts` rolls declarations up with rollup-plugin-dts once per entry: 214 s for blocks' ~100 entries on this
 * machine, against seconds for tsc. The source imports `./x.ts` (allowImportingTsExtensions); tsc keeps
 * that specifier in .d.ts files even with rewriteRelativeImportExtensions, so it is rewritten to `./x.js`.
 * @throws Error with tsc's output when tsc fails (syntax, configuration; type errors are `pnpm typecheck`'s).
 */
export function emitDeclarations(packageDir = process.cwd()): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.build.json',
      '--noEmit',
      'false',
      '--declaration',
      '--emitDeclarationOnly',
      // Types are checked once for the whole workspace by `pnpm typecheck` (tsc -b); emitting without a
      // second check halves the CPU (portal: 15.8 s → 7.1 s user) and gives the same declarations.
      '--noCheck',
      '--rootDir',
      'src',
      '--outDir',
      'dist',
    ],
    { cwd: packageDir, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`tsc declarations failed in ${packageDir}:\n${r.stdout}${r.stderr}`);
  const dist = path.join(packageDir, 'dist');
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const rewritten = rewriteTsSpecifiers(text);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

export function packageBuild(extra: Partial<Options> & { afterBuild?: () => void } = {}): Options {
  const { afterBuild, ...options } = extra;
  return {
    // One entry per module, not one bundle per public path: a bundled dist puts zod schemas and other
    // top-level calls of many modules into one file, which the app's bundler cannot drop per module (the
    // outside-repo harbour build measured 194 KB first-load JS against 150 KB with the bundled dist).
    // With a dist that mirrors src, `sideEffects: false` lets the app drop unused modules as it does for
    // the workspace source.
    entry: SOURCE_ENTRIES,
    format: ['esm'],
    // Node 20.19 / evergreen browsers (the emitted app's Vite build targets es2022 too).
    target: 'es2022',
    platform: 'neutral',
    // Node built-ins stay imports (only the manifest loader uses them).
    external: [/^node:/],
    // Modules import each other's dist files; code-splitting keeps one copy of each module (one React
    // context) and the registry's lazy `import()`s stay lazy.
    splitting: true,
    // Declarations come from tsc in onSuccess (see emitDeclarations).
    dts: false,
    tsconfig: 'tsconfig.build.json',
    // Keep `node:fs` as written (tsup 8 strips the prefix by default).
    removeNodeProtocol: false,
    sourcemap: false,
    clean: true,
    // Consumers minify; readable dist keeps stack traces and Tailwind class scanning simple.
    minify: false,
    treeshake: false,
    outDir: 'dist',
    onSuccess: async () => {
      emitDeclarations();
      afterBuild?.();
    },
    ...options,
  };
}
