import { type LocalizedText, localizedText } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  PageContainer,
  PageHeader,
  PageTitle,
  Skeleton,
} from '@telco-portal/ui';
import DOMPurify, { type Config } from 'dompurify';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { useBrand } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import { useLocale } from '../../session/locale.ts';
import { LEGAL_DOCUMENT_LANGUAGE, type LegalDocument, legalDocumentUrl } from './document-url.ts';
import { LEGAL_PURIFY_CONFIG, TRUSTED_TYPES_POLICY_NAME } from './legal-html.ts';
import { messages } from './messages.ts';

type TrustedTypePolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
type TrustedTypesFactory = { createPolicy(name: string, rules: object): TrustedTypePolicy };

let policy: TrustedTypePolicy | null | undefined;
/**
 * The portal's one Trusted Types policy (CSP `trusted-types telco-portal-legal`). Its createHTML passes
 * DOMPurify's output through and it refuses script URLs. Module-private: only `sanitizeLegalHtml` holds it.
 * Null where the browser has no Trusted Types (or the policy exists already, e.g. after a hot reload).
 */
function trustedTypesPolicy(): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy =
      factory?.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
        createHTML: (html: string) => html,
        createScriptURL: () => {
          throw new TypeError('telco-portal: legal documents load no scripts');
        },
      }) ?? null;
  } catch {
    policy = null;
  }
  return policy;
}

/**
 * The HTML of a legal document as DOMPurify leaves it under the legal-document policy (legal-html.ts):
 * no style, form, meta, event handlers, scripts or javascript: links, whatever the file held. A TrustedHTML
 * object where the browser enforces Trusted Types, so the one HTML sink below accepts it.
 */
export function sanitizeLegalHtml(html: string): string | TrustedHTML {
  const tt = trustedTypesPolicy();
  if (!tt) return DOMPurify.sanitize(html, LEGAL_PURIFY_CONFIG);
  return DOMPurify.sanitize(html, {
    ...LEGAL_PURIFY_CONFIG,
    RETURN_TRUSTED_TYPE: true,
    TRUSTED_TYPES_POLICY: tt,
  }) as unknown as TrustedHTML;
}

async function fetchDocument(url: string): Promise<string | TrustedHTML> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const document = (await response.json()) as Partial<LegalDocument>;
  if (typeof document.html !== 'string') throw new Error('not a legal document');
  // Sanitised again before it reaches the DOM (ARCHITECTURE quality rails): the file was sanitised at
  // generation time, but the portal does not rely on what a server hands it.
  return sanitizeLegalHtml(document.html);
}

/**
 * `lang` for manifest text shown on a page in `locale`: `localizedText` falls back to English when the
 * text has no translation, and that English then needs `lang="en"` (WCAG 3.1.2); undefined when the text
 * shown is in the page's language.
 */
export function fallbackLang(text: LocalizedText, locale: string): string | undefined {
  if (locale === 'en') return undefined;
  return text[locale as keyof LocalizedText] ? undefined : 'en';
}

/**
 * `lang` for a legal document body on a page in `locale`: the body's language when it differs from the
 * page's (`LEGAL_DOCUMENT_LANGUAGE`), else undefined.
 */
export function documentLang(locale: string): string | undefined {
  return locale.split('-')[0] === LEGAL_DOCUMENT_LANGUAGE ? undefined : LEGAL_DOCUMENT_LANGUAGE;
}

/**
 * Terms or privacy page: fetches the generated JSON document and renders its HTML sanitised by DOMPurify
 * through the Trusted Types policy (this block is lazy-loaded, so DOMPurify never lands in the first bundle). The terms list and titles come
 * from the brand context (manifest `terms`, `privacy`); for terms the `:termsPath` route parameter picks
 * one (the first at /terms, SPEC §2). The other terms documents are listed only where the portal serves
 * terms/{path} (non-production, SPEC §2). Unknown terms paths are sent to not-found by the portal first.
 * Language of parts (issue 9): the English body, and any title without a translation, carry `lang="en"` on a
 * page in another language.
 */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const intl = useIntl();
  const brand = useBrand();
  const links = useRouteLinks();
  const { locale } = useLocale();
  const { termsPath } = useParams();
  const terms = brand.terms.find((t) => t.path === termsPath) ?? brand.terms[0];
  const title = kind === 'privacy' ? brand.privacy.title : terms?.title;
  const heading = title ? localizedText(title, locale) : '';
  const headingLang = title ? fallbackLang(title, locale) : undefined;
  const url = legalDocumentUrl(kind, terms?.path, brand.documentsBaseUrl);
  const { data, error, isLoading, mutate } = useSWR(['legal-document', url], () => fetchDocument(url), {
    revalidateOnFocus: false,
  });
  const otherTerms =
    kind === 'terms'
      ? brand.terms
          .filter((t) => t.path !== terms?.path)
          .map((t) => ({ ...t, href: links.href('terms-path', { termsPath: t.path }) }))
          .filter((t): t is typeof t & { href: string } => t.href !== null)
      : [];

  return (
    <PageContainer width="prose">
      <PageHeader>
        <PageTitle lang={headingLang}>{heading}</PageTitle>
      </PageHeader>
      {isLoading ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
        </div>
      ) : error ? (
        <Alert variant="destructive">
          <AlertTitle>{intl.formatMessage(messages.errorTitle)}</AlertTitle>
          <AlertDescription>
            <p>{intl.formatMessage(messages.errorText)}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <article
          data-slot="legal-document"
          lang={documentLang(locale)}
          className="legal-document flex flex-col gap-3 text-foreground [&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the one HTML sink: DOMPurify + Trusted Types above
          dangerouslySetInnerHTML={{ __html: (data ?? '') as string }}
        />
      )}
      {otherTerms.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.otherTerms)} className="mt-6">
          <ul className="flex flex-wrap gap-4">
            {otherTerms.map((t) => (
              <li key={t.path}>
                <Link
                  to={t.href}
                  lang={fallbackLang(t.title, locale)}
                  className="text-link underline underline-offset-4"
                >
                  {localizedText(t.title, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </PageContainer>
  );
}
