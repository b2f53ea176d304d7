import type { SimCatalogueItem } from '@telco-portal/api';
import { formatNzd, type PlanType, type SimColourTheme } from '@telco-portal/core';
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
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useAnalytics } from '../../eshop/analytics.ts';
import { planTypeParam } from '../../eshop/cart.ts';
import { eshopMessages } from '../../eshop/messages.ts';
import { type PlanChoice, planListOf, usePlanChoices } from '../../eshop/plan-choices.ts';
import { PlanRadios } from '../../eshop/plan-radios.tsx';
import {
  ColourChoice,
  colourParam,
  simChoiceMessages,
  useAddSim,
  useSimCatalogue,
} from '../../eshop/sim-choice.tsx';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import NotFound from '../not-found/NotFound.tsx';
import { messages } from './messages.ts';

/** Both plan lists a SIM can take (SPEC §3 plan types: prepay and PAYG are read together, postpay apart). */
const PLAN_TYPES = ['prepay', 'postpay'] as const;

/**
 * A SIM of the catalogue by its fixed item id (SPEC §3 "each identified by a fixed item id"), `undefined` when the
 * catalogue has none or it is an eSIM and `features.esim` is off.
 */
export function catalogueSim(
  items: readonly SimCatalogueItem[],
  id: string,
  esim: boolean,
): SimCatalogueItem | undefined {
  return items.find((item) => item.ID === id && (esim || !item.IsEsim));
}

/**
 * The plan to start with: `wanted` (the `?plan=` availability) when the SIM can take it, else the first plan of
 * `type`'s list, else the first plan.
 */
export function startingPlan(plans: readonly PlanChoice[], wanted: string, type: PlanType): string {
  return (
    plans.find((p) => p.uuid === wanted)?.uuid ??
    plans.find((p) => planListOf(p.type) === planListOf(type))?.uuid ??
    plans[0]?.uuid ??
    ''
  );
}

/**
 * A SIM with a plan of the visitor's choice (SPEC §2 SIM pages `sim-select-product`, and the e-shop's `{slug}`
 * product page, EShopProduct, not-found in production; issue 11 "From a plan to a cart"). The SIM comes from the
 * address: `?sim=<catalogue item id>` on sim-select-product (sim-purchase's "Change plan" opens it with the SIM,
 * its colour and the plan chosen there: `&colour=&plan=&type=`), the path's `{slug}` on a product page
 * (`/eshop/esim`, `/eshop/physical-sim`). The page shows the SIM (image, price, the catalogue's description, the
 * eSIM compatibility word), its colour theme for a physical SIM (SPEC §3) and every base plan it can take, prepay
 * and pay monthly (SPEC §3, by availability Priority then name); "Add to cart" saves it as sim-purchase does
 * (eshop/sim-choice.ts: SPEC §4 whole list, then sims-choose-plans or the checkout). SPEC §2 "SIM type chosen":
 * no SIM, or one the catalogue does not sell here, is no SIM chosen — to plans/prepay; a product page of an
 * unknown slug is the not-found page. A failed save shows the SPEC §5/§8 text and keeps every choice. Logs
 * `view_item` of the SIM once it is shown. Reads: GET /eshop/v2/catalogue/sims, POST /catalog/v2/entries (twice:
 * prepay's and postpay's lists), the cart.
 */
export function SimSelectProduct() {
  const intl = useIntl();
  const links = useRouteLinks();
  const { slug } = useParams();
  const [query] = useSearchParams();
  const productPage = slug !== undefined;
  const simId = slug ?? query.get('sim') ?? '';
  const type = planTypeParam(query);
  const { features } = useSession();
  const analytics = useAnalytics();
  const headingId = useId();
  const planName = useId();
  const catalogue = useSimCatalogue();
  const plans = usePlanChoices(PLAN_TYPES);
  const { cart, add, saving, failure, failureRef } = useAddSim();
  const [colour, setColour] = useState<SimColourTheme>(() => colourParam(query));
  const [plan, setPlan] = useState<string | null>(null);
  const sim = catalogue.data ? catalogueSim(catalogue.data.Items, simId, features.esim === true) : undefined;

  // view_item of the SIM once it is shown (issue 11 "Analytics").
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !sim) return;
    viewed.current = true;
    analytics({
      name: 'view_item',
      valueCents: sim.PriceCents,
      items: [{ id: sim.ID, name: sim.Name, priceCents: sim.PriceCents, quantity: 1 }],
    });
  }, [sim, analytics]);

  const header = (name?: string) => (
    <PageHeader>
      <PageTitle id={headingId}>{name ?? <FormattedMessage {...messages.title} />}</PageTitle>
      <PageDescription>
        <FormattedMessage {...(productPage ? messages.productIntro : messages.intro)} />
      </PageDescription>
    </PageHeader>
  );
  const plansHref = links.href('plans', { type: 'prepay' }) ?? '/';
  if (!simId) return <Navigate to={plansHref} replace />;
  const loadError = catalogue.error ?? plans.error;
  if (loadError) {
    return (
      <PageContainer width="narrow">
        {header()}
        <LoadFailed
          title={messages.loadError}
          text={simChoiceMessages.nothingAdded}
          error={loadError}
          retry={messages.retry}
          onRetry={() => void Promise.all([catalogue.mutate(), plans.mutate()])}
        />
      </PageContainer>
    );
  }
  if (!catalogue.data || !plans.data || cart === undefined) {
    return (
      <PageContainer width="narrow" aria-busy="true">
        {header()}
        <p className="sr-only" role="status">
          <FormattedMessage {...messages.loading} />
        </p>
        <Skeleton className="mb-6 h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </PageContainer>
    );
  }
  // SPEC §2 SIM pages "SIM type chosen, else plans/prepay"; a product page of no product is not found.
  if (!sim) return productPage ? <NotFound /> : <Navigate to={plansHref} replace />;

  const choices = plans.data;
  const chosen = plan ?? startingPlan(choices, query.get('plan') ?? '', type);
  const chosenPlan = choices.find((p) => p.uuid === chosen);
  const kind = intl.formatMessage(sim.IsEsim ? eshopMessages.esim : eshopMessages.physicalSim);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenPlan) void add(sim, colour, chosenPlan.uuid, chosenPlan.type);
  };

  const group = (legend: MessageDescriptor, list: readonly PlanChoice[]) =>
    list.length === 0 ? null : (
      <PlanRadios
        legend={<FormattedMessage {...legend} />}
        name={planName}
        plans={list}
        chosen={chosen}
        disabled={saving}
        onChoose={setPlan}
      />
    );

  return (
    <PageContainer width="narrow">
      {header(productPage ? sim.Name : undefined)}
      <Card className="mb-6" aria-labelledby={`${headingId}-sim`}>
        <CardHeader>
          <div className="flex items-center gap-4">
            <img src={sim.Images.M} alt="" width={64} height={64} className="size-16 shrink-0" />
            <div>
              <CardTitle asChild>
                <h2 id={`${headingId}-sim`} className="text-lg">
                  <FormattedMessage {...messages.simHeading} values={{ kind }} />
                </h2>
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {sim.PriceCents > 0 ? formatNzd(sim.PriceCents) : intl.formatMessage(simChoiceMessages.free)}
              </p>
            </div>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p>{sim.Description}</p>
          {sim.IsEsim ? (
            <p className="text-muted-foreground">
              <FormattedMessage {...simChoiceMessages.esimCompatibility} />
            </p>
          ) : null}
        </CardContent>
      </Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {sim.IsEsim ? null : <ColourChoice value={colour} onChange={setColour} disabled={saving} />}
        {choices.length === 0 ? (
          <Alert>
            <AlertDescription>
              <FormattedMessage {...messages.noPlans} />
            </AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-col gap-4">
            <h2 id={`${headingId}-plans`} className="text-lg font-semibold">
              <FormattedMessage {...messages.planLegend} />
            </h2>
            {group(
              messages.prepayPlans,
              choices.filter((p) => planListOf(p.type) === 'prepay'),
            )}
            {group(
              messages.postpayPlans,
              choices.filter((p) => planListOf(p.type) === 'postpay'),
            )}
          </div>
        )}
        {failure ? (
          <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring" role="alert">
            <AlertTitle>
              <FormattedMessage {...simChoiceMessages.simNotAdded} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={saving} disabled={!chosenPlan}>
          <FormattedMessage {...simChoiceMessages.addToCart} />
        </Button>
      </form>
    </PageContainer>
  );
}

export default SimSelectProduct;
