import type { Cart, CartItem } from '@telco-portal/api';
import { formatNzd, type PlanType } from '@telco-portal/core';
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
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useAnalytics } from '../../eshop/analytics.ts';
import { type CartItemInput, cartItemInputs, planTypeParam } from '../../eshop/cart.ts';
import { ESHOP_ERRORS, eshopMessages, simColourText } from '../../eshop/messages.ts';
import { usePlanChoices } from '../../eshop/plan-choices.ts';
import { PlanRadios } from '../../eshop/plan-radios.tsx';
import { useCart } from '../../eshop/use-cart.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/** SPEC §3 cart v2: at most 10 items (the API's limit, api contract cartRequestSchema). */
export const MAX_CART_SIMS = 10;

/** The plan type of a SIM's plan line (its BillingReference), else `fallback`. */
function simPlanType(item: CartItem, fallback: PlanType): PlanType {
  return item.Products[0]?.Attributes.BillingReference ?? fallback;
}

/** The cart items (UUIDs) whose chosen plan (`choices`: cart item UUID -> availability UUID) is not their plan line's. */
export function changedPlanSims(
  items: readonly CartItem[],
  choices: Readonly<Record<string, string>>,
): Set<string> {
  return new Set(
    items
      .filter((item) => {
        const chosen = choices[item.UUID];
        return chosen !== undefined && chosen !== item.Products[0]?.Attributes.MobileProductAvailabilityUUID;
      })
      .map((item) => item.UUID),
  );
}

/**
 * The cart's item list with each SIM's chosen plan (`choices`: cart item UUID -> availability UUID): a changed
 * plan is a new plan line (no line UUID, no discount of the old plan), AutoRenew kept (SPEC §4 whole list).
 */
export function withChosenPlans(
  cart: Pick<Cart, 'Items'>,
  choices: Readonly<Record<string, string>>,
): CartItemInput[] {
  const changed = changedPlanSims(cart.Items, choices);
  return cartItemInputs(cart).map((input) => {
    const chosen = input.UUID && changed.has(input.UUID) ? choices[input.UUID] : undefined;
    const line = input.Products?.[0];
    if (!chosen || !line) return input;
    return {
      ...input,
      Products: [
        {
          Attributes: {
            MobileProductAvailabilityUUID: chosen,
            ...(line.Attributes.AutoRenew === undefined ? {} : { AutoRenew: line.Attributes.AutoRenew }),
          },
        },
      ],
    };
  });
}

/**
 * Several SIMs, each with its plan (SPEC §2 SIM pages `sims-choose-plans`; issue 11 "several SIMs where multiple
 * SIMs are allowed, each with its plan; new SIM quantity 1"), where `features.multipleSims` is on: sim-purchase
 * comes here after "Add to cart" (`?plan=<availability UUID>&type=<plan type>`, the selection its guard "SIM type
 * chosen" reads). Each SIM of the cart v2 (SPEC §3; at most `MAX_CART_SIMS`) shows its kind and colour and a plan
 * choice among the base plans of its plan type; a SIM can be removed (the remainder is saved, SPEC §4) and another
 * added from the plans page. "Continue to checkout" saves the whole list when a plan changed (SPEC §4; an
 * `add_to_cart` of the new plan lines, issue 11 "Analytics"), then opens the checkout. A failed save shows the SPEC §5/§8 text and keeps every choice; an empty cart goes to the plans
 * (the SIM type chosen rule). Reads: GET the cart (eshop/cart.ts), POST /catalog/v2/entries.
 */
export function SimsChoosePlans() {
  const intl = useIntl();
  const links = useRouteLinks();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const type = planTypeParam(query);
  const errorText = useErrorText(ESHOP_ERRORS);
  const analytics = useAnalytics();
  const headingId = useId();
  const { cart, error: cartError, retry: retryCart, save } = useCart();
  const sims = cart?.Items ?? [];
  const plans = usePlanChoices(cart ? [type, ...sims.map((item) => simPlanType(item, type))] : []);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const header = (
    <PageHeader>
      <PageTitle id={headingId} ref={titleRef} tabIndex={-1} className="focus-ring">
        <FormattedMessage {...messages.title} />
      </PageTitle>
      <PageDescription>
        <FormattedMessage {...messages.intro} />
      </PageDescription>
    </PageHeader>
  );
  const loadError = cartError ?? plans.error;
  if (loadError) {
    return (
      <PageContainer width="narrow">
        {header}
        <LoadFailed
          title={messages.loadError}
          text={messages.loadErrorText}
          error={loadError}
          retry={messages.retry}
          onRetry={() => {
            retryCart();
            void plans.mutate();
          }}
        />
      </PageContainer>
    );
  }
  if (cart === undefined || (sims.length > 0 && plans.data === undefined)) {
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
  // SPEC §2 SIM pages "SIM type chosen, else plans/prepay": no SIM in the cart is no SIM chosen.
  if (sims.length === 0)
    return <Navigate to={plansHref ?? links.href('plans', { type: 'prepay' }) ?? '/'} replace />;
  const checkoutHref = links.href('checkout') ?? links.href('checkout-landing');
  const choicesOf = plans.data ?? [];

  const failed = (error: unknown) => {
    setFailure(errorText(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const items = withChosenPlans({ Items: sims }, choices);
    const changedSims = changedPlanSims(sims, choices);
    if (changedSims.size > 0) {
      setBusy(true);
      try {
        const saved = await save(items);
        // The new plans went into the cart (issue 11 "Analytics": add_to_cart, NZD, GST included): the plan line of
        // each SIM whose plan changed.
        const lines = saved.Items.filter((item) => changedSims.has(item.UUID)).flatMap((item) =>
          item.Products.map((line) => ({
            id: line.Attributes.MobileProductAvailabilityUUID,
            name: line.Name,
            priceCents: line.PriceCents,
            quantity: item.Quantity,
          })),
        );
        analytics({
          name: 'add_to_cart',
          valueCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
          items: lines,
        });
      } catch (error) {
        failed(error);
        setBusy(false);
        return;
      }
    }
    if (checkoutHref) navigate(checkoutHref);
    else setBusy(false);
  };

  const remove = async (uuid: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // The other SIMs keep the plans chosen here but not yet saved (they stay in `choices`).
      await save(cartItemInputs({ Items: sims }).filter((item) => item.UUID !== uuid));
      titleRef.current?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer width="narrow">
      {header}
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <ol className="flex flex-col gap-4">
          {sims.map((item, index) => {
            const n = index + 1;
            const line = item.Products[0];
            const simType = simPlanType(item, type);
            const current = line?.Attributes.MobileProductAvailabilityUUID ?? '';
            const value = choices[item.UUID] ?? current;
            const options = choicesOf.filter((p) => p.type === simType);
            // A plan no longer offered stays on its SIM until another is chosen (the API refuses it at checkout).
            const kept =
              line && current && !options.some((p) => p.uuid === current)
                ? [{ uuid: current, type: simType, name: line.Name, cents: line.PriceCents }]
                : [];
            const kind = intl.formatMessage(
              item.Type === 'TYPE_PRODUCT' ? eshopMessages.physicalSim : eshopMessages.esim,
            );
            const colour = item.Attributes.Colour;
            const simId = `${headingId}-sim-${n}`;
            return (
              <li key={item.UUID}>
                <Card role="group" aria-labelledby={`${simId}-heading`}>
                  <CardHeader>
                    <CardTitle asChild>
                      <h2 id={`${simId}-heading`} className="text-lg">
                        <FormattedMessage {...messages.simHeading} values={{ n, kind }} />
                      </h2>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-3">
                    <p className="text-sm text-muted-foreground">
                      {formatNzd(item.PriceCents)}
                      {colour ? ` · ${simColourText(intl, colour)}` : null}
                    </p>
                    <PlanRadios
                      legend={<FormattedMessage {...messages.planLabel} values={{ n }} />}
                      name={`${simId}-plan`}
                      plans={[...kept, ...options]}
                      chosen={value}
                      disabled={busy}
                      onChoose={(next) => setChoices((now) => ({ ...now, [item.UUID]: next }))}
                    />
                    <div>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={intl.formatMessage(messages.removeLabel, { n, kind })}
                        onClick={() => void remove(item.UUID)}
                      >
                        <FormattedMessage {...messages.remove} />
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
        {sims.length < MAX_CART_SIMS ? (
          plansHref ? (
            <Link to={plansHref} className="text-link underline underline-offset-4">
              <FormattedMessage {...messages.addAnother} />
            </Link>
          ) : null
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.full} values={{ max: MAX_CART_SIMS }} />
          </p>
        )}
        {failure ? (
          <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring" role="alert">
            <AlertTitle>
              <FormattedMessage {...messages.errorTitle} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy} disabled={!checkoutHref}>
            <FormattedMessage {...messages.continue} />
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}

export default SimsChoosePlans;
