/**
 * The one HTML policy of brand legal documents (terms, privacy), used twice with DOMPurify:
 * - by the generator, at generation time, on the HTML rendered from the brand's markdown (the emitted
 *   document holds no active content even on a static host without headers);
 * - by the TermsPage block, before the one HTML sink of the portal (through the Trusted Types policy below).
 *
 * Kept: text structure only — paragraphs, headings, lists, emphasis, code, quotes, rules, tables and links
 * to http(s), mailto, tel or relative addresses. Dropped: every element not listed (script, style, form,
 * input, button, meta, base, link, iframe, object, embed, svg, math, img…), every attribute not listed
 * (event handlers such as onerror, style, class, id, target, data-*), and `javascript:`/`data:` URLs.
 * Plain object, no DOM or DOMPurify import: the generator (Node + jsdom) and the browser share it.
 */

/** Elements a legal document may contain (what markdown renders to, minus images and form controls). */
export const LEGAL_ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
] as const;

/** Attributes a legal document may carry. No `style`, no `on*`, no `id` (DOM clobbering), no `target`. */
export const LEGAL_ALLOWED_ATTR = ['href', 'title', 'align', 'start'] as const;

/** Link targets: http(s), mailto and tel, or a relative address (no scheme). */
export const LEGAL_ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * DOMPurify options of the legal-document policy. The FORBID lists repeat what the allowlist already
 * excludes, so the intent survives a careless edit of the allowlist.
 */
export const LEGAL_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...LEGAL_ALLOWED_TAGS],
  ALLOWED_ATTR: [...LEGAL_ALLOWED_ATTR],
  ALLOWED_URI_REGEXP: LEGAL_ALLOWED_URI,
  FORBID_TAGS: [
    'style',
    'form',
    'meta',
    'base',
    'link',
    'script',
    'iframe',
    'svg',
    'math',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'target', 'srcdoc', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  WHOLE_DOCUMENT: false,
  SAFE_FOR_TEMPLATES: true,
};

/**
 * Name of the portal's single Trusted Types policy; the CSP allows only it (`trusted-types
 * telco-portal-legal`) and requires Trusted Types for every script sink (`require-trusted-types-for 'script'`).
 */
export const TRUSTED_TYPES_POLICY_NAME = 'telco-portal-legal';
