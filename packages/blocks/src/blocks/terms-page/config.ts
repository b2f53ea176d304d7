import * as z from 'zod';

/**
 * Terms/privacy slice. `kind` picks the document; for terms the `:termsPath` route parameter picks one of
 * the manifest's `terms` entries (the first at /terms, SPEC §2). Documents are HTML files the generator
 * renders from the brand's markdown: `/terms/<path>.html` and `/privacy.html` under `baseUrl`.
 */
export const termsPageConfigSchema = z.object({
  kind: z.enum(['terms', 'privacy']).default('terms'),
  baseUrl: z.string().default(''),
});
export type TermsPageConfig = z.output<typeof termsPageConfigSchema>;

/** URL of a legal document. `termsPath` is a manifest terms slug (checked by the manifest schema). */
export function legalDocumentUrl(
  kind: 'terms' | 'privacy',
  termsPath: string | undefined,
  baseUrl = '',
): string {
  return kind === 'privacy' ? `${baseUrl}/privacy.html` : `${baseUrl}/terms/${termsPath}.html`;
}
