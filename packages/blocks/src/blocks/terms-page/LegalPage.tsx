import { localizedText } from '@telco-portal/core';
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
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { useBrand } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import { useLocale } from '../../session/locale.ts';
import { legalDocumentUrl } from './document-url.ts';
import { messages } from './messages.ts';

async function fetchDocument(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  // Third-party/brand HTML is sanitised before it reaches the DOM (ARCHITECTURE quality rails).
  return DOMPurify.sanitize(await response.text(), { USE_PROFILES: { html: true } });
}

/**
 * Terms or privacy page: fetches the generated HTML document and renders it sanitised by DOMPurify
 * (this block is lazy-loaded, so DOMPurify never lands in the first bundle). The terms list and titles come
 * from the brand context (manifest `terms`, `privacy`); for terms the `:termsPath` route parameter picks
 * one (the first at /terms, SPEC §2). The other terms documents are listed only where the portal serves
 * terms/{path} (non-production, SPEC §2). Unknown terms paths are sent to not-found by the portal first.
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
    <PageContainer>
      <PageHeader>
        <PageTitle>{heading}</PageTitle>
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
          className="legal-document flex flex-col gap-3 text-foreground [&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
          dangerouslySetInnerHTML={{ __html: data ?? '' }}
        />
      )}
      {otherTerms.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.otherTerms)} className="mt-6">
          <ul className="flex flex-wrap gap-4">
            {otherTerms.map((t) => (
              <li key={t.path}>
                <Link to={t.href} className="text-link underline underline-offset-4">
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
