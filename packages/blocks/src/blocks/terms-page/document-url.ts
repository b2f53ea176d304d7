/**
 * URL path of a legal document the generator rendered from the brand's markdown and sanitised
 * (`legal-html.ts`), also where it writes it under `public/`: `<base>/legal/terms/<path>.json` or
 * `<base>/legal/privacy.json`. JSON, not HTML: a static host serves them as data, so nothing in them can run
 * even without the portal's headers (issue 8). `termsPath` is a manifest terms slug (checked by the
 * manifest schema).
 */
export function legalDocumentUrl(
  kind: 'terms' | 'privacy',
  termsPath: string | undefined,
  baseUrl = '',
): string {
  return kind === 'privacy' ? `${baseUrl}/legal/privacy.json` : `${baseUrl}/legal/terms/${termsPath}.json`;
}

/**
 * Language of every legal document body: a manifest gives one markdown `file` per document, written in
 * English (the manifest has no per-language file). A page in another language marks the body with it
 * (WCAG 3.1.2 language of parts).
 */
export const LEGAL_DOCUMENT_LANGUAGE = 'en';

/** Body of an emitted legal document: the sanitised HTML fragment. */
export type LegalDocument = { html: string };
