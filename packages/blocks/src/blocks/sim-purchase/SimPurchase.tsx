import { catalogEntries } from '@telco-portal/api/routes/catalogue';
import { simCatalogue } from '@telco-portal/api/routes/eshop';
import {
  CATALOGUE_PAGE_SIZE,
  findPriceRecord,
  firstAvailability,
  formatNzd,
  formatPlanOffer,
  isAddonEntry,
  isBasePlan,
  type PlanType,
  SIM_COLOUR_THEMES,
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
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { cartEventOf, useAnalytics } from '../../eshop/analytics.ts';
import { cartItemInputs, planTypeParam } from '../../eshop/cart.ts';
import { ESHOP_ERRORS, eshopMessages, SIM_COLOUR_NAMES, SIM_COLOUR_SWATCH } from '../../eshop/messages.ts';
import { useCart } from '../../eshop/use-cart.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/** A box of a radio group: the whole box is its radio's label (as the saved-card choice). */
const OPTION =
  'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring';

type Features = { esim?: boolean; alreadyHaveSim?: boolean; multipleSims?: boolean };

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
 * where the existing activation flow starts. A failed save shows the SPEC §5/§8 text and keeps the choice.
 */
export function SimPurchase() {
  const intl = useIntl();
  const links = useRouteLinks();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planUuid = query.get('plan') ?? '';
  const type = planTypeParam(query);
  const { api, guardState, status } = useSession();
  const features = (guardState?.features ?? {}) as Features;
  const errorText = useErrorText();
  const analytics = useAnalytics();
  const headingId = useId();
  const groupName = useId();
  const colourName = useId();
  const plans = useChosenPlan(type, planUuid);
  const catalogue = useSWR(['eshop', 'sim-catalogue'], () => api.call(simCatalogue), {
    revalidateOnFocus: false,
  });
  const { cart, save } = useCart();
  const [kind, setKind] = useState<'physical' | 'esim'>('physical');
  const [colour, setColour] = useState<SimColourTheme>('midnight');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

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
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

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
          text={messages.loadErrorText}
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

  // Several SIMs allowed: the SIMs of the cart and their plans next (sims-choose-plans, with the selection its
  // "SIM type chosen" guard reads), else the checkout.
  const simsHref = features.multipleSims ? links.href('sims-choose-plans') : null;
  const nextHref = simsHref
    ? `${simsHref}?plan=${encodeURIComponent(planUuid)}&type=${type}`
    : (links.href('checkout') ?? links.href('checkout-landing'));
  const haveSimHref = features.alreadyHaveSim
    ? links.href(status === 'signedIn' ? 'mobile-dashboard' : 'sign-up')
    : null;
  const sim = chosen ?? physical;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    // The SIMs already in the cart, as saved (their plans' AutoRenew and discount kept: eshop/cart.ts).
    const kept = features.multipleSims ? cartItemInputs(cart) : [];
    try {
      const saved = await save([
        ...kept,
        {
          ItemUUID: sim.ID,
          Quantity: 1,
          ...(sim.IsEsim ? {} : { Attributes: { Colour: colour } }),
          Products: [{ Attributes: { MobileProductAvailabilityUUID: planUuid } }],
        },
      ]);
      const line = saved.Items[saved.Items.length - 1];
      if (line) {
        const { items: added } = cartEventOf({ AmountCents: 0, Items: [line] });
        const valueCents = added.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
        analytics({ name: 'add_to_cart', valueCents, items: added });
      }
      if (nextHref) navigate(nextHref);
      else setSaving(false);
    } catch (error) {
      const code = String((error as { code?: unknown } | null)?.code);
      const known: MessageDescriptor | undefined = ESHOP_ERRORS[code];
      setFailure(known ? intl.formatMessage(known) : errorText(error));
      setSaving(false);
    }
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
        {price > 0 ? formatNzd(price) : intl.formatMessage(messages.free)}
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
            <FormattedMessage {...messages.esimCompatibility} />
          </p>
        ) : null}
        {kind === 'physical' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">
              <FormattedMessage {...messages.colourLegend} />
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SIM_COLOUR_THEMES.map((theme) => (
                <label key={theme} className={OPTION}>
                  <input
                    type="radio"
                    name={colourName}
                    className="size-4"
                    checked={colour === theme}
                    disabled={saving}
                    onChange={() => setColour(theme)}
                  />
                  <span
                    aria-hidden="true"
                    className="inline-block size-4 rounded-full border border-input"
                    style={{ backgroundColor: SIM_COLOUR_SWATCH[theme] }}
                  />
                  <FormattedMessage {...SIM_COLOUR_NAMES[theme]} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {failure ? (
          <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring" role="alert">
            <AlertTitle>
              <FormattedMessage {...messages.errorTitle} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={saving}>
          <FormattedMessage {...messages.addToCart} />
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
