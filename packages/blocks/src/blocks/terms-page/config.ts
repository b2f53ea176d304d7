import * as z from 'zod';

/**
 * Terms/privacy slice. `kind` picks the document; for terms the `:termsPath` route parameter picks one of
 * the manifest's `terms` entries (the first at /terms, SPEC §2). Documents are JSON files the generator
 * renders from the brand's markdown and sanitises (`legal-html.ts`): `/legal/terms/<path>.json` and
 * `/legal/privacy.json` under `baseUrl`. JSON, not HTML: a static host serves them as data, so nothing in
 * them can run even without the portal's headers.
 */
export const termsPageConfigSchema = z.object({
  kind: z.enum(['terms', 'privacy']).default('terms'),
  baseUrl: z.string().default(''),
});
export type TermsPageConfig = z.output<typeof termsPageConfigSchema>;

/** Body of an emitted legal document: the sanitised HTML fragment. */
export type LegalDocument = { html: string };

/**
 * URL path of a legal document (also where the generator writes it under `public/`). `termsPath` is a
 * manifest terms slug (checked by the manifest schema).
 */
export function legalDocumentUrl(
  kind: 'terms' | 'privacy',
  termsPath: string | undefined,
  baseUrl = '',
): string {
  return kind === 'privacy' ? `${baseUrl}/legal/privacy.json` : `${baseUrl}/legal/terms/${termsPath}.json`;
}
