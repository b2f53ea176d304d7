import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  PageContainer,
  Section,
  SectionTitle,
  VisuallyHidden,
} from '@telco-portal/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type * as z from 'zod';

import type { BlockProps } from '../../block-props.ts';
import { useBrand } from '../../session/contexts.ts';
import { useRouteLinks } from '../../session/links.ts';
import { PlanCard } from '../plans/PlanCard.tsx';
import { PlanGridSkeleton } from '../plans/PlanGridSkeleton.tsx';
import { usePlanOffers } from '../plans/use-plan-offers.ts';
import type { HomeConfig, HomeSection, homeConfigSchema } from './config.ts';
import { messages } from './messages.ts';
import { PlansSlider } from './PlansSlider.tsx';

/**
 * The hero. "classic": in the page column, left-aligned. "modern": a full-bleed band in the brand colour.
 * Its buttons link to the featured plans and to sign-in when those routes are on for this visitor.
 */
function Hero({
  plansHref,
  signInHref,
  modern,
}: {
  plansHref: string | null;
  signInHref: string | null;
  modern: boolean;
}) {
  const content = (
    <section
      aria-labelledby="home-hero-title"
      className={cn(
        'flex flex-col gap-4',
        modern ? 'items-center py-12 text-center sm:py-20' : 'items-start py-10 sm:py-16',
      )}
    >
      <h1
        id="home-hero-title"
        className={cn(
          'max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl',
          modern ? 'text-primary-foreground' : 'text-foreground',
        )}
      >
        <FormattedMessage {...messages.heroTitle} />
      </h1>
      <p className={cn('max-w-2xl text-lg', modern ? 'text-primary-foreground' : 'text-muted-foreground')}>
        <FormattedMessage {...messages.heroSubtitle} />
      </p>
      {plansHref || signInHref ? (
        <div className="flex flex-wrap gap-3">
          {plansHref ? (
            <Button asChild size="lg" variant={modern ? 'secondary' : 'default'}>
              <Link to={plansHref}>
                <FormattedMessage {...messages.heroPrimary} />
              </Link>
            </Button>
          ) : null}
          {signInHref ? (
            <Button asChild size="lg" variant={modern ? 'outline-inverse' : 'outline'}>
              <Link to={signInHref}>
                <FormattedMessage {...messages.heroSecondary} />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
  if (!modern) return content;
  return (
    <div data-slot="hero-band" className="bg-primary text-primary-foreground">
      <PageContainer padding="none">{content}</PageContainer>
    </div>
  );
}

const profits = [
  { title: messages.profitNetworkTitle, body: messages.profitNetworkBody },
  { title: messages.profitValueTitle, body: messages.profitValueBody },
  { title: messages.profitControlTitle, body: messages.profitControlBody },
] as const;

function Profits() {
  return (
    <Section aria-labelledby="home-profits-title">
      <SectionTitle id="home-profits-title">
        <FormattedMessage {...messages.profitsTitle} />
      </SectionTitle>
      <ul className="grid gap-6 sm:grid-cols-3">
        {profits.map((profit) => (
          <li key={profit.title.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>
                  <FormattedMessage {...profit.title} />
                </CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">
                <FormattedMessage {...profit.body} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FeaturedPlans({ config, plansHref }: { config: HomeConfig; plansHref: string }) {
  const intl = useIntl();
  const { offers, error } = usePlanOffers(config.plansType);
  const featured = offers?.slice(0, config.featuredCount);
  const loading = offers === undefined && !error;
  // A failed or empty catalogue hides nothing else on the home page; the plans page shows the details.
  if ((error && !offers) || featured?.length === 0) {
    return (
      <Section aria-labelledby="home-plans-title">
        <SectionTitle id="home-plans-title">
          <FormattedMessage {...messages.plansTitle} />
        </SectionTitle>
        <Alert>
          <AlertDescription>
            <Link to={plansHref} className="text-link underline underline-offset-4">
              <FormattedMessage {...messages.plansAll} />
            </Link>
          </AlertDescription>
        </Alert>
      </Section>
    );
  }
  const cards = featured?.map((offer) => (
    <li key={offer.uuid}>
      <PlanCard offer={offer} headingLevel={3} />
    </li>
  ));
  return (
    <Section aria-labelledby="home-plans-title" aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SectionTitle id="home-plans-title">
          <FormattedMessage {...messages.plansTitle} />
        </SectionTitle>
        <Link to={plansHref} className="text-sm text-link underline underline-offset-4">
          <FormattedMessage {...messages.plansAll} />
        </Link>
      </div>
      {loading ? (
        <div className="grid gap-6 sm:grid-cols-3">
          <VisuallyHidden role="status">
            <FormattedMessage {...messages.plansTitle} />
          </VisuallyHidden>
          <PlanGridSkeleton count={config.featuredCount} />
        </div>
      ) : config.plansSlider ? (
        <PlansSlider
          label={intl.formatMessage(messages.plansRegion)}
          previousLabel={intl.formatMessage(messages.plansPrevious)}
          nextLabel={intl.formatMessage(messages.plansNext)}
        >
          {cards}
        </PlansSlider>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{cards}</ul>
      )}
    </Section>
  );
}

function CallToAction({ signUpHref, plansHref }: { signUpHref: string | null; plansHref: string | null }) {
  return (
    <Section
      aria-labelledby="home-cta-title"
      padding="none"
      className="my-6 rounded-xl bg-primary px-6 py-10 text-primary-foreground"
    >
      <SectionTitle id="home-cta-title">
        <FormattedMessage {...messages.ctaTitle} />
      </SectionTitle>
      <p>
        <FormattedMessage {...messages.ctaBody} />
      </p>
      <div className="flex flex-wrap gap-3">
        {signUpHref ? (
          <Button asChild variant="secondary">
            <Link to={signUpHref}>
              <FormattedMessage {...messages.ctaSignUp} />
            </Link>
          </Button>
        ) : null}
        {plansHref ? (
          <Button asChild variant="outline-inverse">
            <Link to={plansHref}>
              <FormattedMessage {...messages.ctaPlans} />
            </Link>
          </Button>
        ) : null}
      </div>
    </Section>
  );
}

function Coverage({ helpHref }: { helpHref: string | null }) {
  return (
    <Section aria-labelledby="home-coverage-title">
      <SectionTitle id="home-coverage-title">
        <FormattedMessage {...messages.coverageTitle} />
      </SectionTitle>
      <p className="max-w-3xl text-muted-foreground">
        <FormattedMessage {...messages.coverageBody} />
      </p>
      {helpHref ? (
        <Link to={helpHref} className="text-link underline underline-offset-4">
          <FormattedMessage {...messages.coverageLink} />
        </Link>
      ) : null}
    </Section>
  );
}

/**
 * Home page (SPEC §2 `/`): hero (copy ids `home.hero.title` / `home.hero.subtitle`, overridable by the
 * manifest's copy), then the sections listed in `config.sections`, in that order: profits, plans (featured
 * plans, optionally as a slider), bottom call-to-action, coverage. Every link goes through the portal's
 * route links: while plans are not shown to this visitor (`features.showPlans` false, or "local" without the
 * stored flag) the plans section and every plan button are left out, so nothing offers a page that would
 * bounce. The brand's layout picks the hero: in the column ("classic") or a full-bleed band ("modern").
 */
export function Home({ config }: BlockProps<z.output<typeof homeConfigSchema>>) {
  const cfg = config;
  const links = useRouteLinks();
  const brand = useBrand();
  const plansHref = links.href('plans', { type: cfg.plansType });
  const render: Record<HomeSection, () => ReactNode> = {
    profits: () => <Profits />,
    plans: () => (plansHref ? <FeaturedPlans config={cfg} plansHref={plansHref} /> : null),
    cta: () => <CallToAction signUpHref={links.href('sign-up')} plansHref={plansHref} />,
    coverage: () => <Coverage helpHref={links.href('help')} />,
  };
  const sections = [...new Set(cfg.sections)].filter((section) => section !== 'plans' || plansHref);
  const modern = brand.layout === 'modern';
  const hero = <Hero plansHref={plansHref} signInHref={links.href('sign-in')} modern={modern} />;
  const body = sections.map((section) => (
    <div key={section} data-home-section={section}>
      {render[section]()}
    </div>
  ));
  if (modern) {
    return (
      <div data-layout="modern" className="flex flex-col">
        {hero}
        <PageContainer>{body}</PageContainer>
      </div>
    );
  }
  return (
    <PageContainer>
      {hero}
      {body}
    </PageContainer>
  );
}

export default Home;
