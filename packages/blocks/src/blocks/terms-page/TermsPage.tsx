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
import type { BlockProps } from '../../registry.ts';
import { useBrand } from '../../session/contexts.ts';
import { useLocale } from '../../session/locale.ts';
import { legalDocumentUrl, type TermsPageConfig, termsPageConfigSchema } from './config.ts';
import { messages } from './messages.ts';

async function fetchDocument(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  // Third-party/brand HTML is sanitised before it reaches the DOM (ARCHITECTURE quality rails).
  return DOMPurify.sanitize(await response.text(), { USE_PROFILES: { html: true } });
}

/**
 * Terms or privacy page: fetches the generated HTML document and renders it sanitised by DOMPurify
 * (this block is lazy-loaded, so DOMPurify never lands in the first bundle). Unknown terms paths are
 * sent to not-found by the portal before this renders.
 */
export default function TermsPage({ config }: BlockProps<Partial<TermsPageConfig>>) {
  const cfg = termsPageConfigSchema.parse(config ?? {});
  const intl = useIntl();
  const brand = useBrand();
  const { locale } = useLocale();
  const { termsPath } = useParams();
  const terms = brand.terms.find((t) => t.path === termsPath) ?? brand.terms[0];
  const title = cfg.kind === 'privacy' ? brand.privacy.title : terms?.title;
  const heading = title ? ((locale === 'mi-NZ' ? title['mi-NZ'] : undefined) ?? title.en) : '';
  const url = legalDocumentUrl(cfg.kind, terms?.path, cfg.baseUrl);
  const { data, error, isLoading, mutate } = useSWR(['legal-document', url], () => fetchDocument(url), {
    revalidateOnFocus: false,
  });

  return (
    <PageContainer width="prose">
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
      {cfg.kind === 'terms' && brand.terms.length > 1 && brand.environment !== 'production' ? (
        <nav aria-label={intl.formatMessage(messages.otherTerms)} className="mt-6">
          <ul className="flex flex-wrap gap-4">
            {brand.terms
              .filter((t) => t.path !== terms?.path)
              .map((t) => (
                <li key={t.path}>
                  <Link to={`/terms/${t.path}`} className="text-link underline underline-offset-4">
                    {(locale === 'mi-NZ' ? t.title['mi-NZ'] : undefined) ?? t.title.en}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </PageContainer>
  );
}
