import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  VisuallyHidden,
} from '@telco-portal/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useParams } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { PlanType, plansConfigSchema } from './config.ts';
import { messages } from './messages.ts';
import { PlanCard } from './PlanCard.tsx';
import { PlanGridSkeleton } from './PlanGridSkeleton.tsx';
import { usePlanOffers } from './use-plan-offers.ts';

const titles = { prepay: messages.titlePrepay, postpay: messages.titlePostpay, payg: messages.titlePayg };
const intros = { prepay: messages.introPrepay, postpay: messages.introPostpay, payg: messages.introPayg };

/**
 * `/plans/:type` (SPEC §2, anonymous): the plan cards of one type (prepay | postpay | payg) from the
 * catalogue. States: loading (skeletons, `aria-busy`), error (SPEC §8 text + retry), empty, list. A type
 * the brand does not sell (`config.types`, the manifest's `plans` slice) renders the not-found state
 * ('Your page wasn't found').
 */
export function Plans({ config }: BlockProps<z.output<typeof plansConfigSchema>>) {
  const cfg = config;
  const links = useRouteLinks();
  const params = useParams();
  // Only the types the brand sells have a page (manifest `plans.types`, a subset of PLAN_TYPES).
  const type: PlanType | null = cfg.types.find((t) => t === params.type) ?? null;
  const switcher = cfg.types
    .map((t) => ({ type: t, href: links.href('plans', { type: t }) }))
    .filter((t): t is { type: PlanType; href: string } => t.href !== null);
  const { offers, error, retry } = usePlanOffers(type);
  const intl = useIntl();
  const errorText = useErrorText();

  if (!type) {
    return (
      <PageContainer>
        <PageHeader>
          <PageTitle>
            <FormattedMessage {...messages.notFound} />
          </PageTitle>
        </PageHeader>
        <Button asChild variant="outline">
          <Link to={links.href('home') ?? '/'}>
            <FormattedMessage {...messages.home} />
          </Link>
        </Button>
      </PageContainer>
    );
  }

  const loading = offers === undefined && !error;
  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...titles[type]} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...intros[type]} />
        </PageDescription>
      </PageHeader>
      {switcher.length > 1 ? (
        <nav aria-label={intl.formatMessage(messages.typeNav)} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {switcher.map((t) => (
              <li key={t.type}>
                <Button asChild variant={t.type === type ? 'default' : 'outline'} size="sm">
                  <NavLink to={t.href} aria-current={t.type === type ? 'page' : undefined}>
                    <FormattedMessage {...titles[t.type]} />
                  </NavLink>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {error && offers === undefined ? (
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.error} /> {errorText(error)}
            </span>
            <Button type="button" variant="outline" size="sm" onClick={retry}>
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      ) : offers && offers.length === 0 ? (
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.empty} />
          </AlertDescription>
        </Alert>
      ) : (
        <div aria-busy={loading || undefined} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loading ? (
            <>
              <VisuallyHidden role="status">
                <FormattedMessage {...messages.loading} />
              </VisuallyHidden>
              <PlanGridSkeleton />
            </>
          ) : (
            offers?.map((offer) => <PlanCard key={offer.uuid} offer={offer} headingLevel={2} />)
          )}
        </div>
      )}
    </PageContainer>
  );
}

export default Plans;
