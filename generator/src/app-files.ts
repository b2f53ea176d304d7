import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocumentUrl } from '@telco-portal/blocks/blocks/terms-page/document-url.ts';
import type { BrandManifest, LoadedBrand } from '@telco-portal/manifest';
import { RESERVED_SETTINGS } from '@telco-portal/manifest/schema';
import type { CompiledCatalogue } from '@telco-portal/portal';
import {
  COMPONENT_TEXT,
  REST_BLOCK_TEXT,
  splitCatalogue,
  splitRestCatalogue,
} from '@telco-portal/portal/i18n/source-catalogues';
import { createThemeCss } from '@telco-portal/ui/theme';
import Handlebars from 'handlebars';
import { type APP_PACKAGES, appVersions } from './app-versions.ts';
import { GeneratorError } from './errors.ts';
import { legalDocumentJson } from './markdown.ts';
import { appLocales, catalogueJson, compiledCatalogues } from './messages.ts';
import { WORKSPACE_ROOT } from './paths.ts';
import { cspMeta, headersFile, redirectsFile, securityHeaders } from './security.ts';

/** One file of the emitted app: its path relative to the app root (POSIX) and how to produce it. */
export interface PlannedFile {
  path: string;
  /** Produces the contents; may throw (e.g. a template with a missing value). */
  produce: () => string | Uint8Array;
}

/** Libraries that must exist once in the bundle (React context identity). */
export const DEDUPE = ['react', 'react-dom', 'react-router', 'react-intl', 'swr'] as const;

/**
 * Vite's `build.chunkSizeWarningLimit` of a generated app, in kB of minified JS (Vite's default is 500).
 * The one chunk above 500 kB is `add-golden-tz` (about 810 kB minified, 135 kB gzipped): the time-zone data
 * of every zone, loaded on demand only for a te reo Māori visitor whose time zone is outside the ones the
 * portal ships (portal/src/i18n/intl-loaders.ts), never on first load. A brand manager cannot act on a
 * warning about it, so the limit sits just above it; a chunk that outgrows it still warns. What a visitor
 * downloads first is guarded by budgets.json (scripts/check-budgets.ts), not by this warning.
 */
export const CHUNK_SIZE_WARNING_KB = 900;

/**
 * Rolldown code-splitting groups of a generated app (`build.rolldownOptions.output.codeSplitting.groups`, the
 * same in the emitted vite.config.ts and in `build`). Rolldown puts a module in a chunk of its own whenever the
 * set of lazy routes reaching it differs from its importers', however small it is, and a group also takes the
 * modules its members import, so the order matters (first match wins).
 * - `money`: core's money rules (money.ts: formatNzd, GST) with the constants they read. Every page showing a
 *   price needs them; the money pages that show no plan (top-up, pay-bill, checkout, invoices, receipts) would
 *   otherwise download plan-format with them (2.8 KB). Before `plan-format`, which imports them.
 * - `plan-format`: the plan card's formatting with the catalogue rules it reads, one chunk for the plan pages
 *   (split apart, home's JS grew by 609 B in four files).
 * Measured on 2026-11-28 against plan-format and money in one group: home +147 B (one more file), own lazy JS
 * of the money pages 2.3-2.5 KB lighter (top-up 30,456 -> 28,046 B), the plan pages ~0.2 KB heavier.
 * Matches the workspace's source paths; an installed app imports core's built bundle, one module, where the
 * groups find nothing to do.
 */
export const CODE_SPLITTING_GROUPS: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'money', test: /[\\/]core[\\/]src[\\/](?:money|constants)\.ts$/ },
  { name: 'plan-format', test: /[\\/]core[\\/]src[\\/](?:plan-format|catalogue)\.ts$/ },
];

/**
 * The file names of a generated app's build (`build.rolldownOptions.output`, the same in the emitted
 * vite.config.ts and in `build`): Vite's own pattern (`assets/[name]-[hash]`) with a 7-character content hash
 * instead of 8. The entry lists the names of the chunks it may load (about 80 on home) in its preload map and
 * imports, and a random hash is what gzip cannot shrink: one character less on each is 121 B less on every
 * route's first load (home 149,644 -> 149,523 B gzipped, measured 2026-11-29, issue 7). 7 is the least
 * Rolldown accepts for this many chunks (it refuses 6: "you need a minimum hash size of 7"); 64^7 names keep
 * a collision between two versions of a chunk out of reach, so `/assets/` stays safe to cache for a year.
 */
export const OUTPUT_FILE_NAMES = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/[name]-[hash:7].js',
  assetFileNames: 'assets/[name]-[hash:7][extname]',
} as const;

/** `CODE_SPLITTING_GROUPS` written as a TypeScript expression for the emitted vite.config.ts. */
export function codeSplittingGroupsSource(): string {
  const groups = CODE_SPLITTING_GROUPS.map(
    (g) => `{ name: ${JSON.stringify(g.name)}, test: ${String(g.test)} }`,
  );
  return `[${groups.join(', ')}]`;
}

/** Recursively sorts object keys (arrays keep their order) so JSON output is stable. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeysDeep((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The build constants of a generated app (blocks' build-env.d.ts), in its emitted vite.config.ts and in
 * build.ts `appViteConfig`: `import.meta.env.TELCO_PAYMENTS_PROVIDER` is the brand's payments provider, so the
 * bundler drops the card form's branch of the other provider (a sandbox brand ships no Stripe code on its card
 * routes, issue 10); `import.meta.env.TELCO_APP` says this is a generated app, whose production build's API client
 * never validates (its main.tsx passes `validateApi: import.meta.env.DEV`): the bundler drops the contract
 * validator's import, and the list of its chunks from every page's entry (blocks session/lazy-api-client.ts).
 */
export function buildDefines(paymentsProvider: string): Record<string, string> {
  return {
    'import.meta.env.TELCO_PAYMENTS_PROVIDER': JSON.stringify(paymentsProvider),
    'import.meta.env.TELCO_APP': JSON.stringify('true'),
  };
}

/** Every file under `dir`, relative, POSIX, sorted (stable across file systems). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const entries = readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile()) out.push(child);
    }
  };
  walk('');
  return out;
}

function assertAttributeSafe(value: string): string {
  if (/["<>&]/.test(value)) {
    throw new GeneratorError(
      'template_error',
      `unsafe characters in '${value}'`,
      'report this as a generator bug',
    );
  }
  return value;
}

/**
 * Checks that an output path is relative, normalised POSIX and stays inside `outDir` (CONVENTIONS 15).
 * @throws GeneratorError `path_escape`
 */
export function assertOutputPath(outDir: string, relPath: string): void {
  const normalised = path.posix.normalize(relPath);
  if (
    relPath === '' ||
    relPath.includes('\\') ||
    relPath.includes('\0') ||
    path.posix.isAbsolute(relPath) ||
    normalised !== relPath ||
    normalised === '..' ||
    normalised.startsWith('../') ||
    !isInside(outDir, path.resolve(outDir, relPath))
  ) {
    throw new GeneratorError(
      'path_escape',
      `output path '${relPath}' would leave the target folder`,
      'output paths must be relative and stay inside --out',
    );
  }
}

/** Options of `planAppFiles`. */
export interface PlanOptions {
  /** Absolute path of the final app folder (used to compute workspace-relative paths). */
  outDir: string;
  /** Template folder; default generator/templates/app. */
  templateDir: string;
}

/**
 * The text of the `package.json` of the emitted app, built as data (CONVENTIONS 14): internal packages are
 * `workspace:*` when the app is generated inside this repository, else their published version (baked into
 * the built CLI: `app-versions.ts`).
 */
export function buildPackageJson(base: unknown, manifest: BrandManifest, inRepo: boolean): string {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) {
    throw new GeneratorError(
      'template_error',
      'templates/app/package.json is not a JSON object',
      'fix the template',
    );
  }
  const { ranges, packages } = appVersions(WORKSPACE_ROOT);
  const need = (name: string) => {
    const range = ranges[name];
    if (!range)
      throw new GeneratorError(
        'template_error',
        `no version of ${name} in the workspace`,
        'add it to a workspace package.json',
      );
    return range;
  };
  const internal = (name: keyof typeof APP_PACKAGES) => (inRepo ? 'workspace:*' : `^${packages[name]}`);
  const dependencies = {
    // blocks is imported by the portal, but listed here so that node_modules/@telco-portal/blocks exists
    // in the app (pnpm links only direct dependencies there): src/index.css's `@source` scans its dist.
    '@telco-portal/blocks': internal('@telco-portal/blocks'),
    '@telco-portal/portal': internal('@telco-portal/portal'),
    '@telco-portal/ui': internal('@telco-portal/ui'),
    react: need('react'),
    'react-dom': need('react-dom'),
    'react-intl': need('react-intl'),
    'react-router': need('react-router'),
    swr: need('swr'),
  };
  const devDependencies = {
    '@tailwindcss/vite': need('@tailwindcss/vite'),
    '@types/react': need('@types/react'),
    '@types/react-dom': need('@types/react-dom'),
    '@vitejs/plugin-react': need('@vitejs/plugin-react'),
    tailwindcss: need('tailwindcss'),
    typescript: need('typescript'),
    vite: need('vite'),
  };
  const { name: _templateName, ...rest } = base as Record<string, unknown>;
  const pkg = {
    name: `${manifest.id}-portal`,
    description: `${manifest.name} self-service portal (generated by telco-portal)`,
    ...rest,
    dependencies: sortKeysDeep({ ...(base as { dependencies?: object }).dependencies, ...dependencies }),
    devDependencies: sortKeysDeep({
      ...(base as { devDependencies?: object }).devDependencies,
      ...devDependencies,
    }),
  };
  return json(pkg);
}

/** The build-only file of the page meta (the manifest's `description`), beside the app's brand.json. */
export const PAGE_META_FILE = 'src/page-meta.json';

/**
 * `settings` without the reserved settings (`RESERVED_SETTINGS`: switches and settings of screens and services not
 * built yet, which nothing in the portal reads; `validate` warns when a brand sets one). The app's brand.json is
 * bundled into the entry, so each reserved setting cost every visitor its bytes on the first load (issue 7: the 14
 * reserved feature switches were 98 B gzipped on home, measured 2026-11-29; `broadbandTabs`, the help-desk and maps
 * adapters and the error reporting's sample rate followed). A reserved setting that gets its reader leaves
 * RESERVED_SETTINGS and ships again.
 */
export function withoutReservedSettings<T extends object>(settings: T): T {
  const out = structuredClone(settings) as Record<string, unknown>;
  for (const setting of RESERVED_SETTINGS) {
    const keys = setting.split('.');
    let node: Record<string, unknown> | undefined = out;
    for (const key of keys.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined;
    if (node) delete node[keys[keys.length - 1] as string];
  }
  return out as T;
}

/**
 * The manifest as the app sees it: defaults applied, file references pointing at emitted files, keys sorted,
 * without what only the build reads: `description` (each prerendered page's meta description, `pageDescription`,
 * from PAGE_META_FILE); the theme's colours, dark colours, radius and font (src/theme.css, `createThemeCss`; the
 * theme-color meta) — the browser reads only its layout, logos and colour scheme (portal brand.ts, PublicLayout),
 * 0.1 KB gzipped off every page's entry (measured 2026-11-29); the legal documents' source files (the build emits
 * them at `legalDocumentUrl`, which the legal pages compute from each document's `path`). Without the reserved
 * settings either (`withoutReservedSettings`). Issue 7: the file is in every visitor's first download.
 */
export function emittedManifest(manifest: BrandManifest, logoFile: string, logoDarkFile?: string): unknown {
  const { $schema: _schema, description: _description, ...rest } = withoutReservedSettings(manifest);
  const { colors: _colors, dark: _dark, radius: _radius, font: _font, ...runtimeTheme } = rest.theme;
  const { file: _privacyFile, ...privacy } = rest.privacy;
  return sortKeysDeep({
    ...rest,
    theme: {
      ...runtimeTheme,
      logo: `./${logoFile}`,
      ...(logoDarkFile ? { logoDark: `./${logoDarkFile}` } : {}),
    },
    terms: rest.terms.map(({ file: _file, ...terms }) => terms),
    privacy,
  });
}

/**
 * The meta description of the portal's pages in a language: the manifest's `description` in that language
 * (te reo Māori falls back to the English one), else a generic sentence in that language.
 */
export function pageDescription(
  manifest: Pick<BrandManifest, 'name' | 'description'>,
  locale: 'en' | 'mi-NZ',
): string {
  return (
    (manifest.description &&
      (locale === 'mi-NZ'
        ? (manifest.description['mi-NZ'] ?? manifest.description.en)
        : manifest.description.en)) ??
    (locale === 'mi-NZ'
      ? `${manifest.name}: ngā mahere waea pūkoro, te utu i mua, te whakamahinga me tō pūkete.`
      : `${manifest.name}: mobile plans, top-ups, usage and your account in one place.`)
  );
}

/**
 * Plans every file of the generated app, in a stable order. Nothing is read or rendered until `produce`
 * is called, so the writer can stop at the first failure.
 * @throws GeneratorError `path_escape` when a planned path would leave the app folder.
 */
export function planAppFiles(brand: LoadedBrand, options: PlanOptions): PlannedFile[] {
  const { manifest, dir: brandDir } = brand;
  const outDir = path.resolve(options.outDir);
  // Inside this repository (the CLI run from its checkout, the app under it): workspace packages and source.
  const inRepo = WORKSPACE_ROOT !== undefined && isInside(WORKSPACE_ROOT, outDir);
  const logoExt = path.extname(manifest.theme.logo).toLowerCase() || '.svg';
  const logoFile = `logo${logoExt}`;
  // The dark-scheme logo is read only when the brand has a dark scheme (validate warns otherwise).
  const logoDark = manifest.theme.colorScheme !== 'light' ? manifest.theme.logoDark : undefined;
  const logoDarkFile = logoDark ? `logo-dark${path.extname(logoDark).toLowerCase() || '.svg'}` : undefined;
  const defaultLang = manifest.languages.default;
  const description = pageDescription(manifest, defaultLang);

  // Tailwind 4 does not scan node_modules (STACK.md gotcha 3): the app names the code whose classes it
  // must find. In the repository that is the workspace source; outside it, the published packages' dist
  // (they ship no src). @telco-portal/ui's styles.css adds its own folder with `@source "./"`.
  const sources = inRepo
    ? ['packages/blocks/src', 'portal/src'].map((p) =>
        toPosix(path.relative(path.join(outDir, 'src'), path.join(WORKSPACE_ROOT as string, p))),
      )
    : ['../node_modules/@telco-portal/blocks/dist', '../node_modules/@telco-portal/portal/dist'];

  const context = {
    id: manifest.id,
    title: manifest.name,
    lang: defaultLang,
    description,
    // Inserted unescaped ({{{csp}}}) for readability: a CSP built from validated origins has no " < > &.
    csp: assertAttributeSafe(cspMeta(manifest)),
    themeColor: manifest.theme.colors.primary,
    colorScheme: manifest.theme.colorScheme === 'both' ? 'light dark' : manifest.theme.colorScheme,
    logoFile,
    noscript: {
      en: `Turn on JavaScript to use ${manifest.name}.`,
      mi: `Me whakakā te JavaScript kia taea ai te whakamahi i ${manifest.name}.`,
    },
    dedupe: [...DEDUPE],
    chunkSizeWarningKb: CHUNK_SIZE_WARNING_KB,
    codeSplittingGroups: codeSplittingGroupsSource(),
    outputFileNames: JSON.stringify(OUTPUT_FILE_NAMES).slice(1, -1),
    // Build constants (buildDefines): the brand's payments provider, so its build drops the other's code.
    defines: JSON.stringify(buildDefines(manifest.adapters.payments.provider)),
    sources,
    // Tests and test helpers in the workspace source are no part of the portal.
    sourceExclusions: inRepo
      ? sources.flatMap((s) => [`${s}/**/*.test.ts`, `${s}/**/*.test.tsx`, `${s}/**/test/**`])
      : [],
    indexable: manifest.environment === 'production',
    environment: manifest.environment,
    apiBaseUrl: manifest.adapters.api.baseUrl,
    // src/messages.ts: the default language's compiled catalogue is bundled, the others load on demand.
    lazyLocales: appLocales(manifest).filter((l) => l !== defaultLang),
  };

  const hbs = Handlebars.create();
  hbs.registerHelper('json', (value: unknown) => JSON.stringify(value));
  // ['a', 'b'] in the repo's TypeScript style (strings only; JSON.stringify escapes, quotes swapped).
  hbs.registerHelper(
    'tsArray',
    (value: unknown[]) =>
      `[${value.map((v) => `'${JSON.stringify(String(v)).slice(1, -1).replace(/'/g, "\\'")}'`).join(', ')}]`,
  );

  const planned: PlannedFile[] = [];
  const templateDir = path.resolve(options.templateDir);
  for (const rel of listFiles(templateDir)) {
    const source = path.join(templateDir, rel);
    if (rel === 'package.json') {
      planned.push({
        path: 'package.json',
        produce: () => buildPackageJson(JSON.parse(readFileSync(source, 'utf8')), manifest, inRepo),
      });
    } else if (rel.endsWith('.hbs')) {
      const target = rel.slice(0, -'.hbs'.length);
      planned.push({
        path: target,
        produce: () => {
          try {
            const template = hbs.compile(readFileSync(source, 'utf8'), {
              strict: true,
              // HTML templates escape values; code templates insert JSON via {{{json …}}}.
              noEscape: !target.endsWith('.html'),
            });
            return template(context);
          } catch (error) {
            throw new GeneratorError(
              'template_error',
              `template ${toPosix(path.relative(process.cwd(), source))}: ${(error as Error).message.split('\n')[0]}`,
              'every value a template uses must exist in the generator context (templates render with strict: true)',
              { cause: error },
            );
          }
        },
      });
    } else {
      const target = rel.replace(/(^|\/)_gitignore$/, '$1.gitignore');
      planned.push({ path: target, produce: () => readFileSync(source) });
    }
  }

  const brandFile = (ref: string) => path.resolve(brandDir, ref);
  // Every catalogue precompiled to ICU ASTs (the app bundles no message parser); parsed once, on first use.
  let catalogues: ReturnType<typeof compiledCatalogues> | undefined;
  const compiled = (locale: string) => {
    catalogues ??= compiledCatalogues(manifest);
    const found = catalogues.find((c) => c.locale === locale);
    if (!found)
      throw new GeneratorError(
        'template_error',
        `no catalogue for ${locale}`,
        'report this as a generator bug',
      );
    return found.catalogue;
  };
  // The rest of the default language in parts (catalogue-split.ts `splitRestCatalogue`), split once.
  let parts: Record<string, CompiledCatalogue> | undefined;
  const restParts = () => {
    parts ??= splitRestCatalogue(splitCatalogue(compiled(defaultLang)).rest);
    return parts;
  };
  planned.push(
    ...appLocales(manifest).map((locale) => ({
      path: `src/i18n/${locale}.json`,
      produce: () => catalogueJson(compiled(locale)),
    })),
    // The default language is bundled split (@telco-portal/portal's catalogue-split.ts, issues 7 and 10): the
    // entry carries the first slice; the rest ships in parts, a block loading the parts it shows through the
    // lazy <lang>.rest.ts.
    {
      path: `src/i18n/${defaultLang}.first.json`,
      produce: () => catalogueJson(splitCatalogue(compiled(defaultLang)).first),
    },
    { path: `src/i18n/${defaultLang}.rest.ts`, produce: () => restLoaderModule(restParts(), defaultLang) },
    ...Object.keys(restParts()).map((part) => ({
      path: `src/i18n/${restPartFile(defaultLang, part)}`,
      produce: () => catalogueJson(restParts()[part] as CompiledCatalogue),
    })),
    { path: 'src/brand.json', produce: () => json(emittedManifest(manifest, logoFile, logoDarkFile)) },
    // Read by the build only (prerender.ts: each page's meta description); the app's code never imports it.
    { path: PAGE_META_FILE, produce: () => json({ description: manifest.description ?? null }) },
    {
      path: 'src/theme.css',
      produce: () => {
        const { colors, dark, radius, font, colorScheme } = manifest.theme;
        return createThemeCss({
          colors,
          ...(dark?.colors ? { dark: { colors: dark.colors } } : {}),
          radius,
          font,
          colorScheme: colorScheme === 'both' ? 'light dark' : colorScheme,
        });
      },
    },
    { path: `public/${logoFile}`, produce: () => readFileSync(brandFile(manifest.theme.logo)) },
    ...(logoDark && logoDarkFile
      ? [{ path: `public/${logoDarkFile}`, produce: () => readFileSync(brandFile(logoDark)) }]
      : []),
    // Legal documents: sanitised HTML inside JSON (no .html a static host could run), at the URLs the
    // TermsPage block fetches.
    {
      path: `public${legalDocumentUrl('privacy', undefined)}`,
      produce: () => legalDocumentJson(readFileSync(brandFile(manifest.privacy.file), 'utf8')),
    },
    { path: 'public/_headers', produce: () => headersFile(manifest) },
    { path: 'public/_redirects', produce: () => redirectsFile() },
    { path: 'server.headers.json', produce: () => json(securityHeaders(manifest)) },
    ...manifest.terms.map((t) => ({
      path: `public${legalDocumentUrl('terms', t.path)}`,
      produce: () => legalDocumentJson(readFileSync(brandFile(t.file), 'utf8')),
    })),
  );

  const seen = new Set<string>();
  for (const f of planned) {
    assertOutputPath(outDir, f.path);
    if (seen.has(f.path)) {
      throw new GeneratorError(
        'template_error',
        `two outputs for '${f.path}'`,
        'remove the duplicate template or brand file',
      );
    }
    seen.add(f.path);
  }
  return planned.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The file (in src/i18n/) of part `part` of language `lang`'s rest: `en.rest.plansTab.json` for `plansTab.`. */
function restPartFile(lang: string, part: string): string {
  return `${lang}.rest.${part.replace(/\.$/, '')}.json`;
}

/**
 * The app's lazy rest loader, src/i18n/<lang>.rest.ts (@telco-portal/portal's `restCatalogue`, issue 10):
 * each part of the rest as an `import()` of its JSON, and `REST_BLOCK_TEXT` baked for this catalogue (each
 * block's parts that hold any text; a block listed nowhere loads every part).
 */
function restLoaderModule(parts: Record<string, CompiledCatalogue>, lang: string): string {
  const names = Object.keys(parts).sort();
  const loaders = names.map(
    (part) => `    ${JSON.stringify(part)}: () => import('./${restPartFile(lang, part)}'),`,
  );
  // Blocks and the shared components that load their own text (COMPONENT_TEXT): one name space.
  const shows: Record<string, readonly string[]> = { ...REST_BLOCK_TEXT, ...COMPONENT_TEXT };
  const blocks = Object.keys(shows)
    .sort()
    .map((block) => {
      const shown = (shows[block] ?? []).filter((part) => Object.hasOwn(parts, part));
      return `    ${JSON.stringify(block)}: ${JSON.stringify(shown)},`;
    });
  return [
    '// Generated by telco-portal. Do not edit: regenerate instead.',
    `// The rest of the ${lang} catalogue in parts (@telco-portal/portal catalogue-split.ts): a block loads the`,
    '// parts it shows; this module loads with the first such block, so the entry carries none of it.',
    "import { restCatalogue } from '@telco-portal/portal';",
    '',
    'export default restCatalogue(',
    '  {',
    ...loaders,
    '  },',
    '  {',
    ...blocks,
    '  },',
    ');',
    '',
  ].join('\n');
}
