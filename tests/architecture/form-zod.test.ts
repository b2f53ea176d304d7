import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ZOD_MARKER } from '../../scripts/zod-marker.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const blocks = path.join(repo, 'packages/blocks/src/blocks');

/** The form blocks whose SPEC §5 rules run in the browser: none may bring zod (issue 7 lean render path). */
const FORM_BLOCKS = [
  'sign-in/SignIn.tsx',
  'sign-up/SignUp.tsx',
  'forgot-password/ForgotPassword.tsx',
  'reset-password/ResetPassword.tsx',
  'payment-method-add/PaymentMethodAdd.tsx',
];

/** Our packages, zod and the zod resolver are bundled (and tree-shaken); every other package stays external. */
const BUNDLED = /^(?:@telco-portal\/|zod(?:\/|$)|@hookform\/resolvers(?:\/|$))/;

/** The part of rolldown's API used here (rolldown is not a dependency of the root: no types from it). */
type Plugin = {
  name: string;
  resolveId?: (id: string) => string | null;
  load?: (id: string) => string | null | undefined;
};
type Rolldown = {
  rolldown(options: {
    input: string;
    cwd: string;
    logLevel: 'silent';
    external: (id: string) => boolean;
    transform: { jsx: 'react-jsx' };
    plugins: Plugin[];
    resolve: { extensions: string[] };
  }): Promise<{
    generate(options: { format: 'esm'; minify: boolean }): Promise<{ output: Array<{ code?: string }> }>;
    close(): Promise<void>;
  }>;
};

/** Rolldown, the bundler of the apps' Vite 8 (the generator's), loaded from where the generator resolves it. */
async function loadRolldown(): Promise<Rolldown> {
  const fromVite = createRequire(createRequire(path.join(repo, 'generator/package.json')).resolve('vite'));
  return import(pathToFileURL(fromVite.resolve('rolldown')).href);
}

/**
 * Bundles `entry` (a module path; `source` stands in for its text when given) as the app build does —
 * tree-shaken, our packages and zod inlined, `sideEffects: false` honoured — and returns the bundled text.
 */
async function bundle(entry: string, source?: string): Promise<string> {
  const { rolldown } = await loadRolldown();
  const build = await rolldown({
    input: entry,
    cwd: repo,
    logLevel: 'silent',
    external: (id) =>
      !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !BUNDLED.test(id),
    transform: { jsx: 'react-jsx' },
    plugins: source
      ? [
          {
            name: 'probe',
            resolveId: (id: string) => (id === entry ? id : null),
            load: (id: string) => (id === entry ? source : null),
          },
        ]
      : [],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  });
  try {
    const { output } = await build.generate({ format: 'esm', minify: false });
    return output.map((chunk) => chunk.code ?? '').join('\n');
  } finally {
    await build.close();
  }
}

// Bundling takes ~1 s a block when quiet; far longer on a loaded 2-core machine.
describe('given the form blocks (issue 7: their SPEC §5 rules run without zod)', { timeout: 120_000 }, () => {
  for (const block of FORM_BLOCKS) {
    it(`bundles ${block} without zod`, async () => {
      const code = await bundle(path.join(blocks, block));
      expect(code.length).toBeGreaterThan(1000);
      expect(ZOD_MARKER.test(code), `${block} brings zod into the browser`).toBe(false);
    });
  }

  it('has teeth: a module that uses one of core’s zod schemas bundles zod', async () => {
    // A probe beside the blocks (it is never written to disk): imports resolve from there.
    const probe = path.join(blocks, 'zod-probe.ts');
    const code = await bundle(
      probe,
      "import { signInSchema } from '@telco-portal/core';\nexport const ok = (v: unknown) => signInSchema.safeParse(v).success;\n",
    );
    expect(ZOD_MARKER.test(code)).toBe(true);
  });
});
