import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LEGAL_PURIFY_CONFIG } from '@telco-portal/blocks/blocks/terms-page/legal-html.ts';
import type { DOMPurify } from 'dompurify';
import { Marked } from 'marked';

// DOMPurify and jsdom are loaded on first use, not with this module: jsdom's ~400 modules take ~0.8 s to load, most
// of `generate`'s time (issue 7: generate ≤ 0.5 s), and an unchanged document needs neither (`sanitizeLegalHtml`).
const require = createRequire(import.meta.url);

let purify: DOMPurify | undefined;
/** DOMPurify over a jsdom window, created on first use (jsdom takes ~0.8 s to load and start). */
function purifier(): DOMPurify {
  if (!purify) {
    const createDOMPurify = require('dompurify') as (window: unknown) => DOMPurify;
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    purify = createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window);
  }
  return purify;
}

let sanitiserId: string | undefined;
/**
 * What a sanitised result depends on besides its input: the DOMPurify and jsdom versions (jsdom parses the HTML
 * DOMPurify walks) and the legal-document policy (its RegExp written out).
 */
function sanitiser(): string {
  if (!sanitiserId) {
    const { version } = require('dompurify') as { version: string };
    const jsdomPackage = path.join(path.dirname(require.resolve('jsdom')), '..', 'package.json');
    const jsdomVersion = (JSON.parse(readFileSync(jsdomPackage, 'utf8')) as { version: string }).version;
    const policy = JSON.stringify(LEGAL_PURIFY_CONFIG, (_key, value: unknown) =>
      value instanceof RegExp ? value.toString() : value,
    );
    sanitiserId = `dompurify ${version}\0jsdom ${jsdomVersion}\0${policy}`;
  }
  return sanitiserId;
}

/**
 * The folder of sanitised results (`node_modules/.cache/telco-portal/legal-html` of the nearest folder above the
 * working directory that has a node_modules: the cache convention of Babel, Terser and Vite), or null where there
 * is none (nothing is cached then). `TELCO_PORTAL_CACHE=0` turns the cache off.
 * @param from the folder to start from (the working directory)
 */
export function legalHtmlCacheDir(from: string = process.cwd()): string | null {
  if (process.env.TELCO_PORTAL_CACHE === '0') return null;
  try {
    for (let dir = from; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'node_modules'))) {
        return path.join(dir, 'node_modules', '.cache', 'telco-portal', 'legal-html');
      }
      if (path.dirname(dir) === dir) return null;
    }
  } catch {
    // A folder Node may not read (its permission model, `--allow-fs-read`): no cache.
    return null;
  }
}

/** The cached result in `file`, or null when there is none or it cannot be read. */
function readCached(file: string): string | null {
  try {
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  } catch {
    return null;
  }
}

/**
 * Sanitises an HTML fragment with the legal-document policy (`@telco-portal/blocks` terms-page
 * `legal-html.ts`, the same one the portal applies): text structure and http(s)/mailto/tel/relative links
 * only — no script, style, form, meta, base, iframe, svg, event handler, `style=` or `javascript:` URL.
 * A result is kept under the SHA-256 of the fragment, the DOMPurify and jsdom versions and the policy (`legalHtmlCacheDir`),
 * so generating again with unchanged legal documents loads neither (the output is the same by construction: the
 * same sanitiser on the same input). A cache that cannot be written is skipped.
 * @param dir the cache folder (`legalHtmlCacheDir()`); null sanitises without one
 */
export function sanitizeLegalHtml(html: string, dir: string | null = legalHtmlCacheDir()): string {
  const file = dir
    ? path.join(
        dir,
        `${createHash('sha256').update(sanitiser()).update('\0').update(html).digest('hex')}.html`,
      )
    : null;
  const cached = file ? readCached(file) : null;
  if (cached !== null) return cached;
  const clean = purifier().sanitize(html, LEGAL_PURIFY_CONFIG);
  if (file && dir) {
    try {
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, clean);
      renameSync(partial, file);
    } catch {
      // A read-only or full disk, or a folder Node may not write: the next run sanitises again.
    }
  }
  return clean;
}

/**
 * Renders brand markdown to a SANITISED HTML fragment (raw HTML in the markdown is kept only where the
 * legal-document policy allows it). The page already has a heading (the manifest title), so a leading
 * `# heading` is dropped and any other `#` heading becomes h2: one h1 per page, no skipped levels.
 */
export function markdownToHtml(markdown: string): string {
  // A private Marked instance: no global options leak between runs.
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const firstContent = tokens.findIndex((t) => t.type !== 'space');
  const first = tokens[firstContent];
  if (first?.type === 'heading' && (first as { depth: number }).depth === 1) tokens.splice(firstContent, 1);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  });
  return sanitizeLegalHtml(marked.parser(tokens));
}

/**
 * The file the generator emits for a legal document (`public/legal/…json`, fetched by the TermsPage block):
 * `{ "html": "<sanitised fragment>" }` as JSON, so a static host serves it as data that cannot run, with
 * or without the portal's headers.
 */
export function legalDocumentJson(markdown: string): string {
  return `${JSON.stringify({ html: markdownToHtml(markdown) })}\n`;
}
