import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageContainer,
  Section,
  SectionTitle,
  VisuallyHidden,
} from '@telco-portal/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type * as z from 'zod';

import { useBlockConfig } from '../../hooks/use-block-config.ts';
import type { BlockProps } from '../../registry.ts';
import { PlanCard } from '../plans/PlanCard.tsx';
import { PlanGridSkeleton } from '../plans/PlanGridSkeleton.tsx';
import { usePlanOffers } from '../plans/use-plan-offers.ts';
import { type HomeConfig, type HomeSection, homeConfigSchema } from './config.ts';
import { messages } from './messages.ts';
import { PlansSlider } from './PlansSlider.tsx';

function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="flex flex-col items-start gap-4 py-10 sm:py-16">
      <h1
        id="home-hero-title"
        className="max-w-3xl text-3xl font-semibold tracking-tight text-foreground sm:text-5xl"
      >
        <FormattedMessage {...messages.heroTitle} />
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        <FormattedMessage {...messages.heroSubtitle} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/plans/prepay">
            <FormattedMessage {...messages.heroPrimary} />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/sign-in">
            <FormattedMessage {...messages.heroSecondary} />
          </Link>
        </Button>
      </div>
    </section>
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

function FeaturedPlans({ config }: { config: HomeConfig }) {
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
            <Link to={`/plans/${config.plansType}`} className="text-link underline underline-offset-4">
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
        <Link to={`/plans/${config.plansType}`} className="text-sm text-link underline underline-offset-4">
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

function CallToAction() {
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
        <Button asChild variant="secondary">
          <Link to="/sign-up">
            <FormattedMessage {...messages.ctaSignUp} />
          </Link>
        </Button>
        <Button asChild variant="outline-inverse">
          <Link to="/plans/prepay">
            <FormattedMessage {...messages.ctaPlans} />
          </Link>
        </Button>
      </div>
    </Section>
  );
}

function Coverage({ path }: { path: string }) {
  return (
    <Section aria-labelledby="home-coverage-title">
      <SectionTitle id="home-coverage-title">
        <FormattedMessage {...messages.coverageTitle} />
      </SectionTitle>
      <p className="max-w-3xl text-muted-foreground">
        <FormattedMessage {...messages.coverageBody} />
      </p>
      <Link to={path} className="text-link underline underline-offset-4">
        <FormattedMessage {...messages.coverageLink} />
      </Link>
    </Section>
  );
}

/**
 * Home page (SPEC §2 `/`): hero (copy ids `home.hero.title` / `home.hero.subtitle`, overridable by the
 * manifest's copy), then the sections listed in `config.sections`, in that order: profits, plans (three
 * featured plans, optionally as a slider), bottom call-to-action, coverage.
 */
export function Home({ config }: BlockProps<z.input<typeof homeConfigSchema>>) {
  const cfg = useBlockConfig(homeConfigSchema, config);
  const render: Record<HomeSection, () => ReactNode> = {
    profits: () => <Profits />,
    plans: () => <FeaturedPlans config={cfg} />,
    cta: () => <CallToAction />,
    coverage: () => <Coverage path={cfg.coveragePath} />,
  };
  return (
    <PageContainer>
      <Hero />
      {[...new Set(cfg.sections)].map((section) => (
        <div key={section} data-home-section={section}>
          {render[section]()}
        </div>
      ))}
    </PageContainer>
  );
}

export default Home;
