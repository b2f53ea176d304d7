import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateManifest } from '@telco-portal/manifest';
import { RESERVED_SETTINGS } from '@telco-portal/manifest/schema';
import { isRestMessage, restPartOf } from '@telco-portal/portal/i18n/source-catalogues';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertOutputPath,
  CODE_SPLITTING_GROUPS,
  codeSplittingGroupsSource,
  listFiles,
  OUTPUT_FILE_NAMES,
} from './app-files.ts';
import { GeneratorError } from './errors.ts';
import { generateApp } from './generate.ts';
import { NO_PARSER_ALIAS } from './messages.ts';
import { APP_TEMPLATES, REPO_ROOT } from './paths.ts';
import { cspMeta } from './security.ts';

const harbour = path.join(REPO_ROOT, 'brands/harbour');
const scratch = mkdtempSync(path.join(tmpdir(), 'telco-gen-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let counter = 0;
function freshDir(): string {
  counter += 1;
  return path.join(scratch, `case-${counter}`);
}

/** sha256 over every relative path and file content of a folder. */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of listFiles(dir))
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(dir, rel)))
      .update('\0');
  return hash.digest('hex');
}

async function expectGeneratorError(promise: Promise<unknown>, code: string): Promise<GeneratorError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  expect((error as GeneratorError).code).toBe(code);
  return error as GeneratorError;
}

function leftovers(parent: string): string[] {
  return readdirSync(parent).filter((n) => n.includes('.tmp-') || n.includes('.old-'));
}

describe('given the harbour brand', () => {
  const out = freshDir();

  it('emits the Vite app files', async () => {
    const result = await generateApp({ brandDir: harbour, outDir: out });
    expect(result.files).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'public/_headers',
      'public/_redirects',
      'public/legal/privacy.json',
      'public/legal/terms/mobile.json',
      'public/logo.svg',
      'public/robots.txt',
      'server.headers.json',
      'src/brand.json',
      'src/entry-prerender.tsx',
      'src/i18n/en.first.json',
      'src/i18n/en.json',
      'src/i18n/en.rest.addressSearch.json',
      'src/i18n/en.rest.cardPayment.json',
      'src/i18n/en.rest.challenge.json',
      'src/i18n/en.rest.checkout.json',
      'src/i18n/en.rest.core.porting.json',
      'src/i18n/en.rest.core.validation.address.json',
      'src/i18n/en.rest.core.validation.amount.json',
      'src/i18n/en.rest.core.validation.topUp.json',
      'src/i18n/en.rest.emailVerify.json',
      'src/i18n/en.rest.eshop.json',
      'src/i18n/en.rest.forgotPassword.json',
      'src/i18n/en.rest.invoices.json',
      'src/i18n/en.rest.mobileBilling.json',
      'src/i18n/en.rest.mobileDashboard.json',
      'src/i18n/en.rest.money.json',
      'src/i18n/en.rest.noPaymentMethods.json',
      'src/i18n/en.rest.noPlans.json',
      'src/i18n/en.rest.orders.json',
      'src/i18n/en.rest.payBill.json',
      'src/i18n/en.rest.paymentMethodAdd.json',
      'src/i18n/en.rest.paymentMethods.json',
      'src/i18n/en.rest.paymentsHistory.json',
      'src/i18n/en.rest.plansTab.json',
      'src/i18n/en.rest.productTypeTransfer.json',
      'src/i18n/en.rest.resetPassword.json',
      'src/i18n/en.rest.shippingDetails.json',
      'src/i18n/en.rest.signUp.json',
      'src/i18n/en.rest.simChoice.json',
      'src/i18n/en.rest.simPurchase.json',
      'src/i18n/en.rest.simSelectProduct.json',
      'src/i18n/en.rest.simsChoosePlans.json',
      'src/i18n/en.rest.suspended.json',
      'src/i18n/en.rest.termsPage.json',
      'src/i18n/en.rest.thanks.json',
      'src/i18n/en.rest.topUp.json',
      'src/i18n/en.rest.ts',
      'src/i18n/en.rest.usageHistogram.json',
      'src/i18n/en.rest.voucherRedeem.json',
      'src/i18n/mi-NZ.json',
      'src/index.css',
      'src/main.tsx',
      'src/messages.ts',
      'src/page-meta.json',
      'src/theme.css',
      'src/vite-env.d.ts',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(listFiles(out)).toEqual(result.files);
    expect(result.hash).toBe(hashTree(out));
  });

  it('writes a strict CSP meta tag, the language, title and theme colour into index.html', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Harbour Mobile</title>');
    expect(html).toContain('<meta name="theme-color" content="#0b3d6b" />');
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(csp).toBeDefined();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'report-sample' 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types telco-portal-legal');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('frame-ancestors');
    expect(csp).not.toMatch(/report-(uri|to)/); // ignored (with a console warning) in a meta tag
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends frame-ancestors and the security headers through server.headers.json', () => {
    const headers = JSON.parse(readFileSync(path.join(out, 'server.headers.json'), 'utf8'));
    expect(headers.html['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers.html['Content-Security-Policy']).toContain('report-uri /csp-report; report-to csp');
    expect(headers.html['Reporting-Endpoints']).toBe('csp="/csp-report"');
    expect(headers.all['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers.all['X-Content-Type-Options']).toBe('nosniff');
    expect(headers.all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(readFileSync(path.join(out, 'public/_headers'), 'utf8')).toContain("frame-ancestors 'none'");
  });

  it('tells static hosts to cache hashed assets for a year, keyed on the coding (issue 7)', () => {
    const file = readFileSync(path.join(out, 'public/_headers'), 'utf8');
    expect(file).toMatch(
      /\n\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n {2}Vary: Accept-Encoding\n/,
    );
  });

  it('derives theme.css from the brand primary colour', () => {
    const css = readFileSync(path.join(out, 'src/theme.css'), 'utf8');
    expect(css).toMatch(/--primary: #0b3d6b;/);
    expect(css).toMatch(/--radius: 0\.75rem;/);
  });

  it('emits the validated manifest with defaults, sorted keys and emitted file references', () => {
    const text = readFileSync(path.join(out, 'src/brand.json'), 'utf8');
    const brand = JSON.parse(text);
    expect(Object.keys(brand)).toEqual([...Object.keys(brand)].sort());
    expect(brand.$schema).toBeUndefined();
    // Read by the build only (the pages' meta description, from page-meta.json): not shipped to the browser.
    expect(brand.description).toBeUndefined();
    expect(
      JSON.parse(readFileSync(path.join(out, 'src/page-meta.json'), 'utf8')).description['mi-NZ'],
    ).toMatch(/^Harbour Mobile: ngā mahere/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      '<meta name="description" content="Harbour Mobile: prepay, pay monthly',
    );
    expect(brand.theme.logo).toBe('./logo.svg');
    // The theme as the browser reads it: colours, radius and font are the build's (src/theme.css above).
    expect(brand.theme).toEqual({ colorScheme: 'light', layout: 'classic', logo: './logo.svg' });
    // The legal documents are emitted at the URLs the legal pages compute from each one's path: their source
    // files are the build's.
    expect(brand.terms).toEqual([
      { path: 'mobile', title: { en: 'Mobile terms and conditions', 'mi-NZ': expect.any(String) } },
    ]);
    expect(brand.privacy.file).toBeUndefined();
    expect(existsSync(path.join(out, 'public/legal/terms/mobile.json'))).toBe(true);
    expect(existsSync(path.join(out, 'public/legal/privacy.json'))).toBe(true);
  });

  it('ships no reserved setting (nothing reads one), and every other switch with its value', () => {
    const brand = JSON.parse(readFileSync(path.join(out, 'src/brand.json'), 'utf8'));
    expect(RESERVED_SETTINGS).toContain('features.numberPorting');
    expect(RESERVED_SETTINGS).toContain('features.simActions.swap');
    expect(RESERVED_SETTINGS).toContain('adapters.errorReporting.tracesSampleRate');
    expect(RESERVED_SETTINGS).toContain('broadbandTabs');
    const at = (p: string) =>
      p
        .split('.')
        .reduce<Record<string, unknown> | undefined>(
          (node, key) => node?.[key] as Record<string, unknown> | undefined,
          brand,
        );
    for (const setting of RESERVED_SETTINGS) expect(at(setting), setting).toBeUndefined();
    // harbour's own switches are kept, the built SIM action among them.
    expect(brand.features.simActions).toEqual({ productTypeTransfer: true });
    expect(brand.features.vouchers).toBe(true);
    expect(brand.features.multipleSims).toBe(true);
  });

  it('renders terms and privacy markdown to sanitised HTML in JSON at generation time', () => {
    const terms = JSON.parse(readFileSync(path.join(out, 'public/legal/terms/mobile.json'), 'utf8')).html;
    // The page heading comes from the manifest title: the markdown's own h1 is dropped.
    expect(terms).not.toContain('<h1>');
    expect(terms).not.toContain('Harbour Mobile terms and conditions</h');
    expect(terms).toContain('<h2>1. Your account</h2>');
    expect(JSON.parse(readFileSync(path.join(out, 'public/legal/privacy.json'), 'utf8')).html).toContain(
      'Privacy Act 2020',
    );
  });

  it('builds package.json as data, with published versions outside the repository', () => {
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('harbour-portal');
    for (const name of ['@telco-portal/portal', '@telco-portal/ui', '@telco-portal/blocks'])
      expect(pkg.dependencies[name], name).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies.vite).toBeDefined();
  });

  it('mounts the portal with the manifest and imports the Tailwind entry', () => {
    const main = readFileSync(path.join(out, 'src/main.tsx'), 'utf8');
    expect(main).toContain("import { mountPortal } from '@telco-portal/portal';");
    expect(main).toContain("mountPortal(document.getElementById('root')!, {");
    expect(main).toContain('messages: loadMessages,');
    // The API answers are checked against the zod contract in development only (issue 7: no zod in production).
    expect(main).toContain('validateApi: import.meta.env.DEV,');
    const css = readFileSync(path.join(out, 'src/index.css'), 'utf8');
    // source(none): only the @source lines are scanned, never an old dist/ in the app folder.
    expect(css).toContain('@import "tailwindcss" source(none);');
    // Outside the repository the packages come from a registry or tarballs: Tailwind scans their dist.
    expect(css).toContain('@source "../node_modules/@telco-portal/blocks/dist";');
    expect(css).toContain('@source "../node_modules/@telco-portal/portal/dist";');
    expect(readFileSync(path.join(out, 'vite.config.ts'), 'utf8')).toContain(
      "dedupe: ['react', 'react-dom', 'react-router', 'react-intl', 'swr']",
    );
  });

  it('emits the catalogues precompiled to ICU ASTs and bundles only the default language', () => {
    const en = JSON.parse(readFileSync(path.join(out, 'src/i18n/en.json'), 'utf8'));
    const mi = JSON.parse(readFileSync(path.join(out, 'src/i18n/mi-NZ.json'), 'utf8'));
    expect(en['portal.route.home']).toEqual([{ type: 0, value: 'Home' }]);
    expect(mi['portal.route.home']).toEqual([{ type: 0, value: 'Kāinga' }]);
    // The default language is bundled split: the entry's slice, then the rest with the blocks that show it.
    const first = JSON.parse(readFileSync(path.join(out, 'src/i18n/en.first.json'), 'utf8'));
    const i18n = readdirSync(path.join(out, 'src/i18n'));
    const partFiles = i18n.filter((f) => /^en\.rest\..+\.json$/.test(f));
    const parts = Object.fromEntries(
      partFiles.map((f) => [f, JSON.parse(readFileSync(path.join(out, 'src/i18n', f), 'utf8'))]),
    );
    const rest = Object.assign({}, ...Object.values(parts));
    expect({ ...first, ...rest }).toEqual(en);
    expect(first['home.hero.title']).toBeDefined();
    expect(rest['mobileDashboard.title']).toBeDefined();
    expect(Object.keys(first).some(isRestMessage)).toBe(false);
    expect(Object.keys(rest).every(isRestMessage)).toBe(true);
    const loader = readFileSync(path.join(out, 'src/messages.ts'), 'utf8');
    expect(loader).toContain("import first from './i18n/en.first.json';");
    expect(loader).toContain("rest: () => import('./i18n/en.rest.ts'),");
    // The rest in parts (issue 10): one part per prefix, each imported by the lazy rest loader, and each
    // block's parts baked from REST_BLOCK_TEXT.
    for (const [file, ids] of Object.entries(parts)) {
      const prefix = `${file.slice('en.rest.'.length, -'.json'.length)}.`;
      expect(
        Object.keys(ids).every((id) => restPartOf(id) === prefix),
        file,
      ).toBe(true);
    }
    const restLoader = readFileSync(path.join(out, 'src/i18n/en.rest.ts'), 'utf8');
    expect(restLoader).toContain("import { restCatalogue } from '@telco-portal/portal';");
    expect(restLoader).toContain(`"plansTab.": () => import('./en.rest.plansTab.json'),`);
    expect(restLoader).toContain(`"no-payment-methods": ["noPaymentMethods.","paymentMethodAdd."],`);
    for (const file of partFiles) expect(restLoader).toContain(`import('./${file}')`);
    expect(loader).toContain("'mi-NZ': () => import('./i18n/mi-NZ.json'),");
    expect(loader).not.toContain("'./i18n/en.json'");
    const vite = readFileSync(path.join(out, 'vite.config.ts'), 'utf8');
    expect(vite).toContain(`find: ${NO_PARSER_ALIAS.find},`);
    expect(vite).toContain(`replacement: '${NO_PARSER_ALIAS.replacement}',`);
    // react-router's production build (build.ts reactRouterProductionAlias, the inline twin).
    expect(vite).toContain("'dist/production/index.mjs'");
    expect(vite).toContain('{ find: /^react-router$/, replacement: reactRouter }');
    // The brand's payments provider as a build constant (app-files.ts buildDefines): harbour is a sandbox brand.
    expect(vite).toContain(
      `define: {"import.meta.env.TELCO_PAYMENTS_PROVIDER":"\\"sandbox\\"","import.meta.env.TELCO_APP":"\\"true\\""},`,
    );
    // The code-splitting groups (app-files.ts CODE_SPLITTING_GROUPS, build.ts the inline twin), regex included.
    expect(vite).toContain(`codeSplitting: { groups: ${codeSplittingGroupsSource()} }`);
    // The 7-character hashes of the file names (app-files.ts OUTPUT_FILE_NAMES, build.ts the inline twin).
    expect(vite).toContain(`"chunkFileNames":"${OUTPUT_FILE_NAMES.chunkFileNames}"`);
    expect(codeSplittingGroupsSource()).toContain(String(CODE_SPLITTING_GROUPS[0]?.test));
  });
});

describe('given the same input twice', () => {
  it('produces byte-identical trees', async () => {
    const parent = freshDir();
    const a = await generateApp({ brandDir: harbour, outDir: path.join(parent, 'a') });
    const b = await generateApp({ brandDir: harbour, outDir: path.join(parent, 'b') });
    expect(hashTree(a.outDir)).toBe(hashTree(b.outDir));
    expect(a.hash).toBe(b.hash);
    await generateApp({ brandDir: harbour, outDir: a.outDir, force: true });
    expect(hashTree(a.outDir)).toBe(hashTree(b.outDir));
  });
});

describe('given a target inside the repository', () => {
  const out = path.join(REPO_ROOT, '.generated', `test-${process.pid}-${Date.now()}`);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('uses workspace:* and @source paths that reach the workspace packages', async () => {
    await generateApp({ brandDir: harbour, outDir: out });
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@telco-portal/portal']).toBe('workspace:*');
    const css = readFileSync(path.join(out, 'src/index.css'), 'utf8');
    const sources = [...css.matchAll(/@source "([^"]+)";/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(2);
    for (const s of sources) expect(existsSync(path.resolve(out, 'src', s))).toBe(true);
  });
});

describe('given a non-empty target', () => {
  it('refuses without --force and leaves it alone', async () => {
    const out = freshDir();
    mkdirSync(out);
    writeFileSync(path.join(out, 'keep.txt'), 'mine');
    const error = await expectGeneratorError(
      generateApp({ brandDir: harbour, outDir: out }),
      'target_not_empty',
    );
    expect(error.hint).toMatch(/--force/);
    expect(readdirSync(out)).toEqual(['keep.txt']);
  });

  it('replaces it with --force', async () => {
    const out = freshDir();
    mkdirSync(out);
    writeFileSync(path.join(out, 'stale.txt'), 'old');
    await generateApp({ brandDir: harbour, outDir: out, force: true });
    expect(existsSync(path.join(out, 'stale.txt'))).toBe(false);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(leftovers(path.dirname(out))).toEqual([]);
  });

  it('accepts an empty existing folder', async () => {
    const out = freshDir();
    mkdirSync(out);
    await generateApp({ brandDir: harbour, outDir: out });
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });
});

describe('given a template that fails half-way (a missing value, strict rendering)', () => {
  const templates = freshDir();
  cpSync(APP_TEMPLATES, templates, { recursive: true });
  // Sorted last, so earlier files are already written when it fails.
  writeFileSync(path.join(templates, 'zz-broken.txt.hbs'), 'brand {{id}} has {{noSuchValue}}\n');

  it('fails with template_error and leaves no target and no temporary folder', async () => {
    const parent = freshDir();
    mkdirSync(parent);
    const out = path.join(parent, 'app');
    const error = await expectGeneratorError(
      generateApp({ brandDir: harbour, outDir: out, templateDir: templates }),
      'template_error',
    );
    expect(error.message).toMatch(/zz-broken\.txt\.hbs.*noSuchValue/);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('keeps an existing target untouched even with --force', async () => {
    const parent = freshDir();
    const out = path.join(parent, 'app');
    await generateApp({ brandDir: harbour, outDir: out });
    const before = hashTree(out);
    await expectGeneratorError(
      generateApp({ brandDir: harbour, outDir: out, templateDir: templates, force: true }),
      'template_error',
    );
    expect(hashTree(out)).toBe(before);
    expect(leftovers(parent)).toEqual([]);
  });
});

describe('given an invalid brand', () => {
  it('validates before writing anything', async () => {
    const brand = freshDir();
    cpSync(harbour, brand, { recursive: true });
    const json = JSON.parse(readFileSync(path.join(brand, 'brand.json'), 'utf8'));
    json.features.groups = 'all';
    writeFileSync(path.join(brand, 'brand.json'), JSON.stringify(json));
    const out = freshDir();
    const error = await expectGeneratorError(
      generateApp({ brandDir: brand, outDir: out }),
      'invalid_manifest',
    );
    expect(error.message).toMatch(
      /brand\.json: features\.groups: expected one of ALL, CUSTOMER, MOBILE, false, got 'all'/,
    );
    expect(existsSync(out)).toBe(false);
  });
});

describe('given output paths', () => {
  it('rejects any path that escapes the target', () => {
    for (const bad of ['../x', '/etc/passwd', 'a/../../b', 'public/../../x', '..', 'a\\..\\b', '']) {
      expect(() => assertOutputPath('/tmp/app', bad), bad).toThrow(GeneratorError);
    }
  });

  it('accepts nested relative paths', () => {
    expect(() => assertOutputPath('/tmp/app', 'public/legal/terms/mobile.json')).not.toThrow();
  });
});

describe('given adapters with outside services', () => {
  it('adds exactly their origins to the CSP', async () => {
    // The brand folder keeps its id as its name (validate: brand id = folder).
    const brand = path.join(freshDir(), 'harbour');
    cpSync(harbour, brand, { recursive: true });
    const json = JSON.parse(readFileSync(path.join(brand, 'brand.json'), 'utf8'));
    json.adapters.api.baseUrl = 'https://api.harbour.example/v1';
    writeFileSync(path.join(brand, 'brand.json'), JSON.stringify(json));
    const out = freshDir();
    await generateApp({ brandDir: brand, outDir: out });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain("connect-src 'self' https://api.harbour.example;");
    expect(html).toContain("script-src 'report-sample' 'self';");
    const tree = listFiles(out)
      .map((f) => readFileSync(path.join(out, f), 'utf8'))
      .join('\n');
    expect(tree).not.toMatch(/\b(?:sk|rk)_(?:live|test)_/);
    // A Stripe brand's CSP: Stripe's origins, and its named Trusted Types policy next to the legal one (no default).
    const stripe = validateManifest(
      {
        ...json,
        adapters: { ...json.adapters, payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } },
      },
      'brand.json',
    );
    expect(cspMeta(stripe)).toContain(
      "connect-src 'self' https://api.harbour.example https://api.stripe.com;",
    );
    expect(cspMeta(stripe)).toContain("script-src 'report-sample' 'self' https://js.stripe.com;");
    expect(cspMeta(stripe)).toContain('frame-src https://hooks.stripe.com https://js.stripe.com;');
    expect(cspMeta(stripe)).toMatch(
      /require-trusted-types-for 'script'; trusted-types telco-portal-legal telco-portal-stripe$/,
    );
    // Only then: the sandbox card form's portal names no Stripe origin at all.
    expect(html).not.toContain('stripe.com');
    expect(cspMeta(validateManifest(json, 'brand.json'))).not.toMatch(/stripe/);
  });
});
