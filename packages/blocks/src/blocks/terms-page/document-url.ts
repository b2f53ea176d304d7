/**
 * URL of a legal document the generator rendered from the brand's markdown: `<base>/terms/<path>.html`
 * or `<base>/privacy.html`. `termsPath` is a manifest terms slug (checked by the manifest schema).
 */
export function legalDocumentUrl(
  kind: 'terms' | 'privacy',
  termsPath: string | undefined,
  baseUrl = '',
): string {
  return kind === 'privacy' ? `${baseUrl}/privacy.html` : `${baseUrl}/terms/${termsPath}.html`;
}
