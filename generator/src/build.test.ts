import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  buildDefines,
  CHUNK_SIZE_WARNING_KB,
  CODE_SPLITTING_GROUPS,
  listFiles,
  OUTPUT_FILE_NAMES,
} from './app-files.ts';
import {
  appViteConfig,
  assertNoSecrets,
  BUILD_STAMP,
  buildApp,
  buildInputsHash,
  reactRouterProductionAlias,
} from './build.ts';
import { GeneratorError } from './errors.ts';
import { generateApp } from './generate.ts';
import { NO_PARSER_ALIAS } from './messages.ts';
import { GENERATED_ROOT, REPO_ROOT } from './paths.ts';

// A fake secret key, assembled at run time so no secret-shaped literal sits in the repository.
const FAKE_SECRET_KEY = ['sk', 'live', '51AbCdEfGhIj'].join('_');

const dir = mkdtempSync(path.join(tmpdir(), 'telco-build-'));

/** Text that only Stripe's code carries: react-stripe-js (its wrapper name) and the Stripe.js loader (its origin). */
const STRIPE_CODE = /react-stripe-js|https:\/\/js\.stripe\.com/;

/**
 * The JS files a page downloads with `start` (a path under dist, e.g. `assets/PaymentMethodAdd-….js`): it and
 * its static imports (`import … from "./x.js"`), transitively; `import()` is a lazy chunk and not followed.
 */
function staticGraph(dist: string, start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const rel = queue.shift() as string;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const text = readFileSync(path.join(dist, rel), 'utf8');
    for (const m of text.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      const spec = m[1] as string;
      if (spec.startsWith('.')) queue.push(path.posix.join(path.posix.dirname(rel), spec));
    }
  }
  return [...seen];
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('given build output', () => {
  it('accepts clean files', () => {
    mkdirSync(path.join(dir, 'clean/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'clean/assets/a.js'), 'const key = "pk_test_abc123";');
    expect(() => assertNoSecrets(path.join(dir, 'clean'))).not.toThrow();
  });

  it('rejects a Stripe secret key in a bundle', () => {
    mkdirSync(path.join(dir, 'leaky/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'leaky/assets/a.js'), `const key = "${FAKE_SECRET_KEY}";`);
    expect(() => assertNoSecrets(path.join(dir, 'leaky'))).toThrow(
      /a\.js contains what looks like a Stripe secret/,
    );
  });
});

describe('given the inline Vite config', () => {
  it('matches the emitted vite.config.ts settings', () => {
    const config = appViteConfig(dir);
    expect(config.configFile).toBe(false);
    expect(config.build?.target).toBe('es2022');
    expect(config.build?.outDir).toBe(path.join(dir, 'dist'));
    expect(config.plugins?.length).toBeGreaterThanOrEqual(2);
    // react-router's alias where it resolves from the folder (below); a temporary folder may find it through NODE_PATH.
    const router = reactRouterProductionAlias(createRequire(path.join(dir, 'package.json')));
    expect(config.resolve?.alias).toEqual([NO_PARSER_ALIAS, ...(router ? [router] : [])]);
    expect(config.build?.chunkSizeWarningLimit).toBe(CHUNK_SIZE_WARNING_KB);
    expect(config.build?.rolldownOptions?.output).toEqual({
      codeSplitting: { groups: CODE_SPLITTING_GROUPS.map((g) => ({ ...g })) },
      ...OUTPUT_FILE_NAMES,
    });
    // No src/brand.json here: no build constants (the code decides at run time).
    expect(config.define).toBeUndefined();
  });

  it("defines the brand's payments provider, as the emitted vite.config.ts does (issue 10)", () => {
    const app = path.join(dir, 'stripe-app');
    mkdirSync(path.join(app, 'src'), { recursive: true });
    writeFileSync(
      path.join(app, 'src/brand.json'),
      JSON.stringify({ adapters: { payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } } }),
    );
    expect(appViteConfig(app).define).toEqual(buildDefines('stripe'));
    expect(buildDefines('stripe')).toEqual({
      'import.meta.env.TELCO_PAYMENTS_PROVIDER': '"stripe"',
      'import.meta.env.TELCO_APP': '"true"',
    });
  });

  it('aliases react-router to its production build for an app inside the repository (issue 7)', () => {
    const config = appViteConfig(path.join(GENERATED_ROOT, 'harbour'));
    const router = reactRouterProductionAlias(
      createRequire(path.join(GENERATED_ROOT, 'harbour/package.json')),
    );
    expect(router?.replacement).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(config.resolve?.alias).toEqual([NO_PARSER_ALIAS, router]);
    // The production build is the development one without its warnings (what the alias relies on).
    const production = readFileSync(router?.replacement ?? '', 'utf8');
    expect(production).not.toContain('dist/development');
    expect(existsSync(path.join(path.dirname(router?.replacement ?? ''), '../development/index.mjs'))).toBe(
      true,
    );
  });
});

describe('given an app generated outside the repository and not installed (an installed CLI: issue 6)', () => {
  it('says to install its dependencies, naming the folder, before Vite runs', async () => {
    const appDir = path.join(dir, 'outside-app');
    await generateApp({ brandDir: path.join(REPO_ROOT, 'brands/harbour'), outDir: appDir });
    const error = await buildApp(appDir, { logLevel: 'silent' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect((error as GeneratorError).message).toBe(
      `the app in ${path.relative(process.cwd(), appDir)} has no installed dependencies (@telco-portal/portal cannot be found from it)`,
    );
    expect((error as GeneratorError).hint).toContain(
      `cd ${path.relative(process.cwd(), appDir)} && pnpm install`,
    );
  });
});

describe('given the harbour app built with precompiled messages', () => {
  // Inside the repository, so the app's imports resolve from the workspace.
  const appDir = path.join(GENERATED_ROOT, `.vitest-build-${process.pid}`);
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('bundles the no-parser build of the ICU parser and the compiled catalogues, not the parser', async () => {
    await generateApp({ brandDir: path.join(REPO_ROOT, 'brands/harbour'), outDir: appDir, force: true });
    const dist = await buildApp(appDir, { logLevel: 'silent' });
    const js = listFiles(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
    // The brand's description is each prerendered page's meta description, in its language, and not in the JS.
    expect(readFileSync(path.join(dist, 'mi/index.html'), 'utf8')).toContain(
      '<meta name="description" content="Harbour Mobile: ngā mahere waea pūkoro',
    );
    expect(js).not.toContain('ngā mahere waea pūkoro utu tōmua');
    // The parser's own error kinds vs. the no-parser build's message.
    expect(js).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(js).toContain('uncompiled message');
    // A production build although Vitest runs with NODE_ENV=test (buildApp pins it): no React development build (its DOM-nesting warning).
    expect(process.env.NODE_ENV).toBe('test');
    expect(js).not.toContain('cannot be a child of');
    // The raised chunk-size warning limit (app-files.ts) hides nothing but the on-demand time-zone data.
    const overDefault = listFiles(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, kb: statSync(path.join(dist, f)).size / 1000 }))
      .filter(({ kb }) => kb > 500);
    expect(overDefault.map(({ f }) => path.basename(f).replace(/-[\w-]{7}\.js$/, ''))).toEqual([
      'add-golden-tz',
    ]);
    for (const { f, kb } of overDefault) expect(kb, f).toBeLessThan(CHUNK_SIZE_WARNING_KB);

    // Issue 10: Stripe ships as a lazy chunk that this sandbox brand never downloads — not with the first page
    // (index.html's scripts and preloads) nor with the card form's chunk and its static imports.
    const files = listFiles(dist).filter((f) => f.endsWith('.js'));
    const withStripe = files.filter((f) => STRIPE_CODE.test(readFileSync(path.join(dist, f), 'utf8')));
    expect(withStripe.length).toBeGreaterThan(0); // the check below would otherwise prove nothing
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].flatMap((m) =>
      staticGraph(dist, m[1] as string),
    );
    const cardForm = files.find((f) => /(?:^|\/)PaymentMethodAdd-[\w-]{7}\.js$/.test(f)) as string;
    expect(cardForm).toBeDefined();
    const cardRoute = staticGraph(dist, cardForm);
    expect(firstPage.filter((f) => withStripe.includes(f))).toEqual([]);
    expect(cardRoute.filter((f) => withStripe.includes(f))).toEqual([]);
  }, 120_000);

  it('reuses that build while nothing it is made from changed (`start` after `build`: no second Vite run)', async () => {
    const stamp = JSON.parse(readFileSync(path.join(appDir, BUILD_STAMP), 'utf8')) as { inputs: string };
    expect(stamp.inputs).toBe(buildInputsHash(appDir, { prerender: true }));
    const index = readFileSync(path.join(appDir, 'dist/index.html'));
    const onReuse = vi.fn();
    const onBuild = vi.fn();
    await buildApp(appDir, { logLevel: 'silent', onReuse, onBuild });
    expect(onReuse).toHaveBeenCalledOnce();
    expect(onBuild).not.toHaveBeenCalled();
    expect(readFileSync(path.join(appDir, 'dist/index.html')).equals(index)).toBe(true);
    // A changed app is built again; a build that fails half-way leaves no stamp a later build could take for a good one.
    const main = path.join(appDir, 'src/main.tsx');
    writeFileSync(main, `${readFileSync(main, 'utf8')}\nexport const broken = ;\n`);
    await expect(buildApp(appDir, { logLevel: 'silent', onReuse, onBuild })).rejects.toThrow(GeneratorError);
    expect(onBuild).toHaveBeenCalledOnce();
    expect(onReuse).toHaveBeenCalledOnce();
    expect(existsSync(path.join(appDir, BUILD_STAMP))).toBe(false);
  }, 120_000);
});

describe('given what a build is made from (buildInputsHash)', () => {
  const app = path.join(dir, 'inputs-app');
  const sources = path.join(dir, 'inputs-sources');
  const lockfile = path.join(dir, 'inputs-lock.yaml');
  mkdirSync(path.join(app, 'src'), { recursive: true });
  mkdirSync(path.join(sources, 'blocks'), { recursive: true });
  writeFileSync(path.join(app, 'src/brand.json'), '{"id":"a"}');
  writeFileSync(path.join(sources, 'blocks/Plan.tsx'), 'export const a = 1;');
  writeFileSync(lockfile, 'react: 19.3.0');
  const hash = () => buildInputsHash(app, { prerender: true }, { dirs: [sources], files: [lockfile] });

  it('changes with any app file, any bundled source, the lockfile or the prerender option — not with tests or output', () => {
    const first = hash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(hash()).toBe(first);
    expect(buildInputsHash(app, { prerender: false }, { dirs: [sources], files: [lockfile] })).not.toBe(
      first,
    );
    // Not made from: its output, its installed dependencies' folder (where the stamp lives), test files.
    mkdirSync(path.join(app, 'dist'), { recursive: true });
    writeFileSync(path.join(app, 'dist/index.html'), '<p>');
    mkdirSync(path.join(app, 'node_modules/.cache'), { recursive: true });
    writeFileSync(path.join(app, 'node_modules/.cache/x'), '1');
    writeFileSync(path.join(sources, 'blocks/Plan.test.tsx'), 'test');
    expect(hash()).toBe(first);
    const changes: Array<[string, string]> = [
      [path.join(app, 'src/brand.json'), '{"id":"b"}'],
      [path.join(app, 'src/new.ts'), ''],
      [path.join(sources, 'blocks/Plan.tsx'), 'export const a = 2;'],
      [lockfile, 'react: 19.3.1'],
    ];
    let previous = first;
    for (const [file, text] of changes) {
      writeFileSync(file, text);
      const next = hash();
      expect(next, file).not.toBe(previous);
      previous = next;
    }
  });

  it('is unknown (always built) for an app with no lockfile and no repository to pin its dependencies', () => {
    expect(buildInputsHash(app, { prerender: true }, null)).toBeNull();
  });
});
