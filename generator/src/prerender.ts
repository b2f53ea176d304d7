import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrandManifest } from '@telco-portal/manifest';
import type { InlineConfig } from 'vite';
import { PAGE_META_FILE, pageDescription } from './app-files.ts';
import { GeneratorError } from './errors.ts';
import { SHELL_FILE } from './security.ts';

export { SHELL_FILE };

/** Id of the `<script type="application/json">` that carries a prerendered page's data (`mountPortal` reads it). */
export const PRERENDER_DATA_ID = 'tp-prerender';

/** One page as the app's server entry describes it (`@telco-portal/portal/prerender` `PrerenderPage`). */
export type PlannedPage = {
  id: string;
  url: string;
  file: string;
  locale: 'en' | 'mi-NZ';
  alternates: Array<{ locale: 'en' | 'mi-NZ'; url: string }>;
};

/** A page as the server entry renders it (`PrerenderedPage`). */
export type RenderedPage = {
  html: string;
  locale: 'en' | 'mi-NZ';
  title: string;
  data: Record<string, unknown>;
};

/** The app's bundled server entry (`src/entry-prerender.tsx`). */
type ServerEntry = {
  pages: () => PlannedPage[];
  render: (url: string, fetch: typeof globalThis.fetch, origin?: string) => Promise<RenderedPage>;
};

/** Where the API calls of prerendering go: the brand's API or an in-process sandbox. */
export type PrerenderApi = { fetch: typeof globalThis.fetch; origin: string; close?: () => Promise<void> };

/** What prerendering wrote. */
export type PrerenderReport = { pages: Array<{ url: string; file: string; bytes: number }>; ms: number };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can end or confuse it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * One page's HTML: the built shell with the page's `<html lang>`, `<title>`, meta description, a
 * render-blocking `<link rel="expect">` for the data script after `#root` (no frame of a partly parsed
 * page), canonical link and `hreflang` alternates (root-relative: the manifest names no public origin), the rendered app in
 * `#root` (resource hints React put before it move to `<head>`), and the SWR data it rendered as
 * `<script type="application/json" id="tp-prerender">` — data, not code: the CSP allows no inline script.
 * @throws GeneratorError `build_failed` when the shell lacks an element the page needs.
 */
export function pageHtml(
  shell: string,
  page: PlannedPage,
  rendered: RenderedPage,
  description: string,
  defaultLocale: 'en' | 'mi-NZ',
): string {
  const hints: string[] = [];
  const body = rendered.html.replace(/^(?:<link [^>]*\/?>)+/, (links) => {
    hints.push(links);
    return '';
  });
  const head = [
    // Nothing is painted before the whole page is parsed (Chromium 124+): a frame of a partly parsed body
    // (a button without its label, a header without its links) then growing is a layout shift (issue 7).
    `<link rel="expect" href="#${PRERENDER_DATA_ID}" blocking="render" />`,
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    ...page.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.locale}" href="${escapeHtml(a.url)}" />`,
    ),
    ...page.alternates
      .filter((a) => a.locale === defaultLocale)
      .map((a) => `<link rel="alternate" hreflang="x-default" href="${escapeHtml(a.url)}" />`),
    ...hints,
  ].join('\n    ');
  const data = scriptJson({ url: page.url, locale: rendered.locale, data: rendered.data });
  const steps: Array<[RegExp, string]> = [
    [/<html lang="[^"]*"/, `<html lang="${rendered.locale}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`],
    [
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    ],
    [/<\/head>/, `  ${head}\n  </head>`],
    [
      /<div id="root"><\/div>/,
      `<div id="root">${body}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${data}</script>`,
    ],
  ];
  let out = shell;
  for (const [pattern, replacement] of steps) {
    if (!pattern.test(out)) {
      throw new GeneratorError(
        'build_failed',
        `the built index.html has no ${pattern.source.replace(/\\/g, '')} to prerender ${page.url} into`,
        'regenerate the app (telco-portal generate --force): its index.html comes from the generator template',
      );
    }
    out = out.replace(pattern, () => replacement);
  }
  return out;
}

/** The API prerendering calls: the brand's absolute API, else an in-memory sandbox (same seed as `start`'s). */
export async function defaultPrerenderApi(manifest: Pick<BrandManifest, 'adapters'>): Promise<PrerenderApi> {
  const base = manifest.adapters.api.baseUrl;
  if (/^https?:\/\//.test(base)) return { fetch: globalThis.fetch, origin: new URL(base).origin };
  const { createSandbox } = await import('@telco-portal/sandbox');
  // Thrown away after the build: nobody signs in, so the cheap password hashing is enough; PGlite in a
  // worker thread starts on the other core while Vite bundles.
  const sandbox = await createSandbox({ hashCost: 'test', dbThread: 'worker' });
  return {
    fetch: (input, init) => Promise.resolve(sandbox.app.fetch(new Request(input, init))),
    origin: 'http://localhost',
    close: () => sandbox.close(),
  };
}

/**
 * Prerenders every guest page × language of a built app (issue 7): bundles the app's
 * `src/entry-prerender.tsx` with Vite's SSR build (into `<app>/.prerender`, removed afterwards), renders each
 * page of its `pages()` with API calls through `api`, and writes `<dist>/<page.file>` from the built
 * `index.html`, which is kept as the SPA shell `SHELL_FILE` first.
 * @throws GeneratorError `build_failed` (the SSR build or a page render failed; the cause is attached).
 */
export async function prerenderApp(
  appDir: string,
  dist: string,
  viteConfig: InlineConfig,
  api: Promise<PrerenderApi>,
): Promise<PrerenderReport> {
  const started = performance.now();
  const ssrDir = path.join(path.resolve(appDir), '.prerender');
  let entry: ServerEntry;
  try {
    // Loaded here: the portal server (serve.ts) imports this module's constants without Vite.
    const [{ build: viteBuild }, { default: react }] = await Promise.all([
      import('vite'),
      import('@vitejs/plugin-react'),
    ]);
    await viteBuild({
      ...viteConfig,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: path.join(path.resolve(appDir), 'src/entry-prerender.tsx'),
        outDir: ssrDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        copyPublicDir: false,
        reportCompressedSize: false,
        rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs', format: 'es' } },
      },
      // One file with everything: an app folder need not have node_modules next to `.prerender`.
      ssr: { noExternal: true },
    });
    entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.mjs')).href)) as ServerEntry;
  } catch (error) {
    await api.then((a) => a.close?.()).catch(() => undefined);
    await rm(ssrDir, { recursive: true, force: true });
    throw new GeneratorError(
      'build_failed',
      `prerendering could not bundle src/entry-prerender.tsx: ${String((error as Error).message ?? error).split('\n')[0]}`,
      'regenerate the app (telco-portal generate --force) so it has the server entry of this generator version',
      { cause: error },
    );
  }
  const manifest = JSON.parse(await readFile(path.join(appDir, 'src/brand.json'), 'utf8')) as BrandManifest;
  // The meta description is not in brand.json (the browser never reads it): the build-only page meta has it.
  const { description } = JSON.parse(await readFile(path.join(appDir, PAGE_META_FILE), 'utf8')) as {
    description: BrandManifest['description'] | null;
  };
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  await writeFile(path.join(dist, SHELL_FILE), shell);
  const written: PrerenderReport['pages'] = [];
  const source = await api;
  try {
    for (const page of entry.pages()) {
      let rendered: RenderedPage;
      try {
        rendered = await entry.render(page.url, source.fetch, source.origin);
      } catch (error) {
        throw new GeneratorError(
          'build_failed',
          `prerendering ${page.url} failed: ${String((error as Error).message ?? error).split('\n')[0]}`,
          'a block threw while rendering on the server: it must not touch window/document during render',
          { cause: error },
        );
      }
      const html = pageHtml(
        shell,
        page,
        rendered,
        pageDescription({ name: manifest.name, description: description ?? undefined }, page.locale),
        manifest.languages.default,
      );
      const file = path.join(dist, page.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      written.push({ url: page.url, file: page.file, bytes: Buffer.byteLength(html) });
    }
  } finally {
    await source.close?.();
    await rm(ssrDir, { recursive: true, force: true });
  }
  return { pages: written, ms: performance.now() - started };
}
