import { LEGAL_PURIFY_CONFIG } from '@telco-portal/blocks/blocks/terms-page/legal-html.ts';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';

let purify: DOMPurify | undefined;
/** DOMPurify over a jsdom window, created on first use (jsdom takes a few hundred ms to start). */
function purifier(): DOMPurify {
  purify ??= createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window as never);
  return purify;
}

/**
 * Sanitises an HTML fragment with the legal-document policy (`@telco-portal/blocks` terms-page
 * `legal-html.ts`, the same one the portal applies): text structure and http(s)/mailto/tel/relative links
 * only — no script, style, form, meta, base, iframe, svg, event handler, `style=` or `javascript:` URL.
 */
export function sanitizeLegalHtml(html: string): string {
  return purifier().sanitize(html, LEGAL_PURIFY_CONFIG);
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
