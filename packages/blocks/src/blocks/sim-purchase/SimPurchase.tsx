import { catalogEntries } from '@telco-portal/api/routes/catalogue';
import {
  CATALOGUE_PAGE_SIZE,
  findPriceRecord,
  firstAvailability,
  formatNzd,
  formatPlanOffer,
  isAddonEntry,
  isBasePlan,
  type PlanType,
  type SimColourTheme,
} from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
} from '@telco-portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useAnalytics } from '../../eshop/analytics.ts';
import { planTypeParam } from '../../eshop/cart.ts';
import { eshopMessages } from '../../eshop/messages.ts';
import { OPTION } from '../../eshop/plan-radios.tsx';
import { ColourChoice, simChoiceMessages, useAddSim, useSimCatalogue } from '../../eshop/sim-choice.tsx';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/**
 * The chosen plan, formatted as its plan card (core formatPlanOffer), or null when no available base plan has
 * that availability. Read here rather than through the plans page's hook: sharing that module with the account
 * chunk split the home route's plan chunk in two (+367 B gz on home, measured).
 */
function useChosenPlan(type: PlanType, availabilityUuid: string) {
  const { api } = useSession();
  return useSWR(
    availabilityUuid ? ['eshop', 'plan', type, availabilityUuid] : null,
    async () => {
      const answer = await api.call(catalogEntries, {
        body: {
          ProductTypeList:
            type === 'postpay' ? ['postpaymobile', 'postpaymobileAddon'] : ['prepaymobileAddon'],
          SearchOptions: { PageSize: CATALOGUE_PAGE_SIZE },
        },
      });
      const entry = answer.Entries.find(
        (e) => isAddonEntry(e) && isBasePlan(e) && firstAvailability(e)?.UUID === availabilityUuid,
      );
      return entry ? formatPlanOffer(entry, findPriceRecord(entry, answer.Prices)) : null;
    },
    { revalidateOnFocus: false },
  );
}

/**
 * Choose the SIM for a plan (SPEC §2 SIM pages `sim-purchase`; issue 11 "From a plan to a cart"). The plan comes
 * from the plan card's link (`?plan=<availability UUID>&type=<plan type>`): the SIM purchase selection is the URL.
 * Without a plan, SPEC §2's "SIM type chosen" guard rule applies here (the route's own guard is only "SIM
 * purchasing allowed", which the first page runs): the visitor goes to plans/prepay, the selection cleared. The
 * customer picks a physical SIM with its colour theme (SPEC §3: pink, blue, green, midnight, red, starlight) or, where `features.esim` is on, an eSIM (with a word on phone compatibility);
 * "Add to cart" saves cart v2 (SPEC §4 whole list: the SIM, quantity 1, with its plan — added to the SIMs
 * already there when `features.multipleSims` is on, then goes to sims-choose-plans; else replacing them, then goes to
 * checkout). Where
 * `features.alreadyHaveSim` is on, "I already have a SIM" leads to sign-up (a guest) or the dashboard (signed in),
 * where the existing activation flow starts. A failed save shows the SPEC §5/§8 text and keeps the choice. "Change
 * plan" opens sim-select-product with this SIM (and colour) chosen, where another plan can be picked.
 */
export function SimPurchase() {
  const intl = useIntl();
  const links = useRouteLinks();
  const [query] = useSearchParams();
  const planUuid = query.get('plan') ?? '';
  const type = planTypeParam(query);
  // The brand's switches, known from the first render (Session.features).
  const { features, status } = useSession();
  const analytics = useAnalytics();
  const headingId = useId();
  const groupName = useId();
  const plans = useChosenPlan(type, planUuid);
  const catalogue = useSimCatalogue();
  const { cart, add, saving, failure, failureRef } = useAddSim();
  const [kind, setKind] = useState<'physical' | 'esim'>('physical');
  const [colour, setColour] = useState<SimColourTheme>('midnight');

  const offer = plans.data;
  const items = catalogue.data?.Items ?? [];
  const physical = items.find((i) => !i.IsEsim);
  const esim = features.esim ? items.find((i) => i.IsEsim) : undefined;
  const chosen = kind === 'esim' && esim ? esim : physical;

  // view_item once the plan and the SIM are known (issue 11 "Analytics").
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !offer || !chosen) return;
    viewed.current = true;
    const planCents = Math.round(Number(offer.cost) * 100);
    analytics({
      name: 'view_item',
      valueCents: planCents,
      items: [{ id: planUuid, name: offer.name, priceCents: planCents, quantity: 1 }],
    });
  }, [offer, chosen, analytics, planUuid]);

  const header = (
    <PageHeader>
      <PageTitle id={headingId}>
        <FormattedMessage {...messages.title} />
      </PageTitle>
      <PageDescription>
        <FormattedMessage {...messages.intro} />
      </PageDescription>
    </PageHeader>
  );
  // SPEC §2 SIM pages "SIM type chosen, else plans/prepay" (core SIM_PURCHASE_GUARD_NAMES' simTypeChosen).
  if (!planUuid) return <Navigate to={links.href('plans', { type: 'prepay' }) ?? '/'} replace />;
  const loadError = plans.error ?? catalogue.error;
  if (loadError) {
    return (
      <PageContainer width="narrow">
        {header}
        <LoadFailed
          title={messages.loadError}
          text={simChoiceMessages.nothingAdded}
          error={loadError}
          retry={messages.retry}
          onRetry={() => void Promise.all([plans.mutate(), catalogue.mutate()])}
        />
      </PageContainer>
    );
  }
  if (plans.data === undefined || !catalogue.data || cart === undefined) {
    return (
      <PageContainer width="narrow" aria-busy="true">
        {header}
        <p className="sr-only" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
        <Skeleton className="h-40 w-full" />
      </PageContainer>
    );
  }
  const plansHref = links.href('plans', { type });
  if (!offer || !physical) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.planGone} />
          </AlertDescription>
        </Alert>
        {plansHref ? (
          <Link to={plansHref} className="mt-4 inline-block text-link underline underline-offset-4">
            <FormattedMessage {...messages.otherPlans} />
          </Link>
        ) : null}
      </PageContainer>
    );
  }

  const haveSimHref = features.alreadyHaveSim
    ? links.href(status === 'signedIn' ? 'mobile-dashboard' : 'sign-up')
    : null;
  const sim = chosen ?? physical;
  // Another plan for the same SIM (SPEC §2 sim-select-product, the SIM chosen here).
  const selectHref = links.href('sim-select-product');
  const changePlanHref = selectHref
    ? `${selectHref}?sim=${encodeURIComponent(sim.ID)}&plan=${encodeURIComponent(planUuid)}&type=${type}${sim.IsEsim ? '' : `&colour=${colour}`}`
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add(sim, colour, planUuid, type);
  };

  const option = (value: 'physical' | 'esim', title: string, price: number, hint: MessageDescriptor) => (
    <label className={OPTION}>
      <input
        type="radio"
        name={groupName}
        className="size-4"
        checked={kind === value}
        disabled={saving}
        onChange={() => setKind(value)}
      />
      <span className="font-medium">{title}</span>
      <span className="text-muted-foreground">
        {price > 0 ? formatNzd(price) : intl.formatMessage(simChoiceMessages.free)}
      </span>
      <span className="basis-full text-muted-foreground">
        <FormattedMessage {...hint} />
      </span>
    </label>
  );

  return (
    <PageContainer width="narrow">
      {header}
      <Card className="mb-6" aria-labelledby={`${headingId}-plan`}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={`${headingId}-plan`} className="text-lg">
              <FormattedMessage {...messages.planHeading} values={{ name: offer.name }} />
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p>
            <FormattedMessage {...eshopMessages.perMonth} values={{ amount: `$${offer.cost}` }} />
          </p>
          {changePlanHref ? (
            <Link to={changePlanHref} className="mt-2 inline-block text-link underline underline-offset-4">
              <FormattedMessage {...messages.changePlan} />
            </Link>
          ) : null}
        </CardContent>
      </Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">
            <FormattedMessage {...messages.simType} />
          </legend>
          {option(
            'physical',
            intl.formatMessage(eshopMessages.physicalSim),
            physical.PriceCents,
            messages.physicalHint,
          )}
          {esim
            ? option('esim', intl.formatMessage(eshopMessages.esim), esim.PriceCents, messages.esimHint)
            : null}
        </fieldset>
        {esim && kind === 'esim' ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...simChoiceMessages.esimCompatibility} />
          </p>
        ) : null}
        {kind === 'physical' ? <ColourChoice value={colour} onChange={setColour} disabled={saving} /> : null}
        {failure ? (
          <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring" role="alert">
            <AlertTitle>
              <FormattedMessage {...simChoiceMessages.simNotAdded} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={saving}>
          <FormattedMessage {...simChoiceMessages.addToCart} />
        </Button>
      </form>
      {haveSimHref ? (
        <p className="mt-6 text-sm">
          <FormattedMessage {...messages.alreadyHaveSim} />{' '}
          <Link to={haveSimHref} className="text-link underline underline-offset-4">
            <FormattedMessage {...messages.alreadyHaveSimLink} />
          </Link>
        </p>
      ) : null}
    </PageContainer>
  );
}

export default SimPurchase;
