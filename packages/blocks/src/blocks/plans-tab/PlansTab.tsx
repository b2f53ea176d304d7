import type { CatalogEntry, MobileProduct, PlanChange, ProductAddon } from '@telco-portal/api';
import {
  type AccountType,
  firstAvailability,
  formatNzd,
  isAddonEntry,
  isAutoRenewable,
  isBasePlan,
  nanosToMs,
  planTypeOf,
  priceCatalogCents,
} from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  PageContainer,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';

import type { BlockProps } from '../../block-props.ts';
import { reusesIdempotencyKey } from '../../hooks/money-attempt.ts';
import { chargeOutcomeMessage } from '../../hooks/money-messages.ts';
import { useCatalogue } from '../../hooks/use-catalogue.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { sessionKeys, useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { PlansTabConfig } from './config.ts';
import { messages } from './messages.ts';

/** Which child of the plans tab a path shows (SPEC §2 mobile: your-plan, all-plans, addons). */
export type PlansView = 'your-plan' | 'all-plans' | 'addons';

export function viewOf(pathname: string): PlansView {
  if (/\/all-plans\/?$/.test(pathname)) return 'all-plans';
  if (/\/addons\/?$/.test(pathname)) return 'addons';
  return 'your-plan';
}

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

function msOf(nanos: string | null | undefined): number | null {
  if (!nanos) return null;
  try {
    const ms = nanosToMs(nanos);
    return ms > 0 ? ms : null;
  } catch {
    return null;
  }
}

/** SPEC §5, §8 refusals of the sandbox/provider, by `err_code`. */
const REFUSALS: Record<string, MessageDescriptor> = {
  plan_already_owned: messages.alreadyOwned,
  addon_available_product_not_found: messages.notAvailable,
  card_is_not_found: messages.noCard,
  card_declined: messages.cardDeclined,
  expired_card: messages.cardExpired,
  not_allowed: messages.notAllowed,
  same_plan: messages.samePlan,
  plan_not_found: messages.planNotFound,
  plan_change_limit: messages.onePerMonth,
};

/** Add-ons the product's account type can buy (SPEC §3: available entries that are add-ons, not plans). */
export function buyableAddons(
  entries: CatalogEntry[],
  type: AccountType,
  owned: ProductAddon[],
): CatalogEntry[] {
  const productType = type === 'postpay' ? 'postpaymobileAddon' : 'prepaymobileAddon';
  const ownedIds = new Set(owned.map((a) => a.ProductCatalogEntryUUID));
  return entries.filter(
    (e) => e.ProductType === productType && isAddonEntry(e) && !isBasePlan(e) && !ownedIds.has(e.UUID),
  );
}

/** Base plans of the product's account type other than the current one (SPEC §5 'you already have this plan'). */
export function otherPlans(entries: CatalogEntry[], type: AccountType, current: ProductAddon | null) {
  return entries.filter(
    (e) =>
      isAddonEntry(e) &&
      isBasePlan(e) &&
      planTypeOf(e) === type &&
      e.UUID !== current?.ProductCatalogEntryUUID,
  );
}

/**
 * The last action's result; `charge`: whether a failed money action charged the customer (money-attempt.ts);
 * `topUp`: the credit fell short (not_enough_balance), so the top-up page is offered.
 */
type Outcome = { kind: 'success' | 'error'; text: string; charge?: string; topUp?: boolean } | null;

// A prepay add-on bought with the card (SPEC §4 payment intent, 3-D Secure, 10 s of asking again): loaded when a
// prepay customer first presses Buy, with its text (issue 7: the plans tab's routes do not carry it).
const AddonCardPurchase = lazy(() => import('./AddonCardPurchase.tsx'));

function Section({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={id}>
            <FormattedMessage {...title} />
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/**
 * Plans tab of the mobile dashboard (SPEC §2 profile mobile: your-plan, all-plans, addons). your-plan: the
 * current plan, a scheduled plan change (SPEC §4), the running add-ons with auto-renew toggles (only with
 * `features.autoRenewToggles` and where AllowAutoRenew allows it) and, on prepay/payg, remove. all-plans: the
 * other plans of the account type with "change now" and/or "change at the next billing date" as the brand's
 * `planChangeMode` for the account type says (NOW, LATER, BOTH); while a change is scheduled (SPEC §9 one per
 * month) those buttons are off and the page says why. addons: add-ons not yet on the product;
 * prepay pays with the default card, payg from credit, postpay on the bill (SPEC §7). Money-moving calls
 * carry an Idempotency-Key reused on a retry after a timeout or dropped connection; buttons are disabled while
 * a call is in flight. States: loading, error with retry, no products, empty lists, each result.
 */
export function PlansTab({ config }: BlockProps<PlansTabConfig>) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const links = useRouteLinks();
  const topUpHref = links.href('top-up');
  const plansHref = links.href('plans');
  const errorText = useErrorText();
  const { api, currentCustomerUUID, guardState } = useSession();
  const { mutate } = useSWRConfig();
  const { products, product, accountType } = useCurrentProduct();
  const catalogue = useCatalogue(accountType);
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');
  const changes = useSWR(
    currentCustomerUUID && product ? ['blocks', 'plan-changes', currentCustomerUUID, product.UUID] : null,
    () => api.addons.planChanges(currentCustomerUUID as string, (product as MobileProduct).UUID),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const keys = useRef(new Map<string, string>());
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  // The add-on being bought with the card (a new object per press of Buy, with its button), and whether it is paying.
  const [cardBuy, setCardBuy] = useState<{ entry: CatalogEntry; button: HTMLButtonElement } | null>(null);
  const [cardBusy, setCardBusy] = useState(false);
  // The same, for `run` called back by the card purchase itself (its onNoCard comes from a render still busy).
  const cardBusyNow = useRef(false);

  const header = (
    <PageHeader>
      <PageTitle>
        <FormattedMessage {...messages.title} />
      </PageTitle>
    </PageHeader>
  );
  const nav = (
    <nav aria-label={intl.formatMessage(messages.nav)} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {(
          [
            ['your-plan', messages.yourPlan],
            ['all-plans', messages.allPlans],
            ['addons', messages.addons],
          ] as const
        ).map(([id, label]) => {
          const href = links.href(id);
          return href ? (
            <li key={id}>
              <Button asChild size="sm" variant={view === id ? 'default' : 'outline'}>
                <Link to={href} aria-current={view === id ? 'page' : undefined}>
                  <FormattedMessage {...label} />
                </Link>
              </Button>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );

  const failedRead = (products.error && !products.data) || (catalogue.error && !catalogue.data);
  if (failedRead) {
    return (
      <PageContainer>
        {header}
        {nav}
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.error} /> {errorText(products.error ?? catalogue.error)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                void products.mutate();
                void catalogue.mutate();
              }}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (!products.data || !intlReady || (product && !catalogue.data)) {
    return (
      <PageContainer aria-busy="true">
        {header}
        {nav}
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <Card aria-hidden="true">
          <CardHeader>
            <Skeleton className="h-5 w-1/3" />
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      </PageContainer>
    );
  }
  if (!product || !accountType || !currentCustomerUUID) {
    return (
      <PageContainer>
        {header}
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.noProducts} />
            {/* Issue 11 "No dead ends": leads into buying (the plan cards link on to sim-purchase). */}
            {plansHref ? (
              <Link to={plansHref} className="text-link underline underline-offset-4">
                <FormattedMessage {...messages.browsePlans} />
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }

  const entries = catalogue.data?.Entries ?? [];
  const basePlan = product.Addons.find((a) => a.IsBasePlan) ?? null;
  const extras = product.Addons.filter((a) => !a.IsBasePlan);
  const entryOf = (uuid: string) => entries.find((e) => e.UUID === uuid);
  const scheduled = (changes.data ?? []).find((c: PlanChange) => c.Status === 'scheduled');
  const autoRenewToggles = Boolean(
    (guardState?.features as { autoRenewToggles?: boolean } | undefined)?.autoRenewToggles,
  );
  const prepaid = accountType !== 'postpay';

  const failureText = (error: unknown) => {
    const e = error as { code?: unknown; message?: unknown };
    if (e?.code === 'not_enough_balance') {
      const match = typeof e.message === 'string' ? /(\d+\.\d\d)/.exec(e.message) : null;
      return intl.formatMessage(messages.notEnoughBalance, {
        amount: match ? formatNzd(Math.round(Number(match[1]) * 100)) : '',
      });
    }
    const refusal = typeof e?.code === 'string' ? REFUSALS[e.code] : undefined;
    return refusal ? intl.formatMessage(refusal) : errorText(error);
  };

  /** After a success: the product's add-ons, plan changes and balance are read again. */
  const refresh = () =>
    Promise.all([
      mutate(sessionKeys.mobileProducts(currentCustomerUUID)),
      changes.mutate(),
      mutate((k) => Array.isArray(k) && k[0] === 'blocks' && k[1] === 'product-balance'),
    ]);
  const bought = (entry: CatalogEntry) => () =>
    intl.formatMessage(messages.bought, { name: entry.Name ?? '' });

  /**
   * Runs one action once at a time; its Idempotency-Key is kept for a retry while the first try's outcome is
   * unknown (money-attempt.ts). `charges`: the action moves money (buy, change plan), so a failure also says
   * whether the customer was charged.
   */
  const run = async (
    id: string,
    action: (key: string) => Promise<unknown>,
    success: () => string,
    charges = false,
  ) => {
    if (busy || cardBusyNow.current) return;
    const key = keys.current.get(id) ?? crypto.randomUUID();
    keys.current.set(id, key);
    setBusy(id);
    setOutcome(null);
    setCardBuy(null);
    try {
      await action(key);
      keys.current.delete(id);
      setOutcome({ kind: 'success', text: success() });
      await refresh();
    } catch (error) {
      if (!reusesIdempotencyKey(error)) keys.current.delete(id);
      setOutcome({
        kind: 'error',
        text: failureText(error),
        ...(charges ? { charge: intl.formatMessage(chargeOutcomeMessage(error, 'charge')) } : {}),
        topUp: (error as { code?: unknown } | null)?.code === 'not_enough_balance',
      });
    } finally {
      setBusy(null);
      outcomeRef.current?.focus();
    }
  };

  /**
   * The add-on purchase POST as it is: postpay on the bill, payg from the credit, prepay with the default card when
   * the customer has no saved card (402 'card_is_not_found'; with a card, AddonCardPurchase pays through the intent).
   */
  const purchase = (entry: CatalogEntry) => (key: string) => {
    const availabilityUUID = firstAvailability(entry)?.UUID ?? '';
    return accountType === 'postpay'
      ? api.addons.buyPostpay(
          {
            AddonAvailabilityUUID: availabilityUUID,
            AddonCatalogEntryUUID: entry.UUID,
            CustomerUUID: currentCustomerUUID,
            ProductInstanceUUID: product.UUID,
            Subscribe: isAutoRenewable(entry),
          },
          key,
        )
      : api.addons.buyPrepay(
          {
            customerUUID: currentCustomerUUID,
            productUUID: product.UUID,
            availabilityUUID,
            body: {
              Subscribe: isAutoRenewable(entry),
              PAYG: accountType === 'payg',
              AuthorizeOnly: false,
              isBasePlan: false,
            },
          },
          key,
        );
  };
  const focusOutcome = () => outcomeRef.current?.focus();
  const outcomeBox = (
    <div ref={outcomeRef} tabIndex={-1} className="outline-hidden" aria-live="polite">
      {cardBuy ? (
        <Suspense fallback={null}>
          <AddonCardPurchase
            request={cardBuy}
            button={cardBuy.button}
            customerUUID={currentCustomerUUID}
            productUUID={product.UUID}
            refusals={REFUSALS}
            onBusy={(paying) => {
              cardBusyNow.current = paying;
              setCardBusy(paying);
            }}
            onSucceeded={async (entry) => {
              setOutcome({ kind: 'success', text: bought(entry)() });
              focusOutcome();
              await refresh();
            }}
            onFailed={focusOutcome}
            onNoCard={(entry) => void run(`buy-${entry.UUID}`, purchase(entry), bought(entry), true)}
          />
        </Suspense>
      ) : null}
      {outcome ? (
        <Alert variant={outcome.kind === 'error' ? 'destructive' : 'success'} className="mb-6">
          <AlertTitle>
            <FormattedMessage {...(outcome.kind === 'error' ? messages.errorTitle : messages.successTitle)} />
          </AlertTitle>
          <AlertDescription>
            <span>{outcome.text}</span>
            {outcome.charge ? <span> {outcome.charge}</span> : null}
            {outcome.topUp && topUpHref ? (
              <Link to={topUpHref} className="font-medium text-link underline underline-offset-4">
                <FormattedMessage {...messages.topUpLink} />
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );

  const price = (entry: CatalogEntry) => (
    <FormattedMessage {...messages.price} values={{ price: formatNzd(priceCatalogCents(entry)) }} />
  );

  let body: ReactNode;
  if (view === 'your-plan') {
    body = (
      <div className="grid gap-6">
        <Section id={`${ids}-plan`} title={messages.yourPlan}>
          <p className="text-2xl font-semibold text-foreground">
            {basePlan?.Name ?? intl.formatMessage(messages.noPlan)}
          </p>
          {basePlan && msOf(basePlan.ExpiresAtNanos) ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                {...messages.ends}
                values={{ date: <FormattedDate value={msOf(basePlan.ExpiresAtNanos) ?? 0} {...dateProps} /> }}
              />
            </p>
          ) : null}
          {scheduled ? (
            <Alert variant="info">
              <AlertDescription>
                <FormattedMessage
                  {...messages.scheduled}
                  values={{
                    plan: scheduled.NewPlanName,
                    date: <FormattedDate value={msOf(scheduled.EffectiveAtNanos) ?? 0} {...dateProps} />,
                  }}
                />
              </AlertDescription>
            </Alert>
          ) : null}
        </Section>
        <Section id={`${ids}-addons`} title={messages.yourAddons}>
          {extras.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...messages.noAddons} />
            </p>
          ) : (
            <ul className="flex flex-col gap-4">
              {extras.map((addon) => {
                const entry = entryOf(addon.ProductCatalogEntryUUID);
                const canRenew = autoRenewToggles && entry !== undefined && isAutoRenewable(entry);
                const checkboxId = `${ids}-renew-${addon.UUID}`;
                return (
                  <li key={addon.UUID} className="flex flex-wrap items-center justify-between gap-3">
                    <div className="flex flex-col">
                      <span className="font-medium text-foreground">{addon.Name}</span>
                      {msOf(addon.ExpiresAtNanos) ? (
                        <span className="text-sm text-muted-foreground">
                          <FormattedMessage
                            {...messages.ends}
                            values={{
                              date: <FormattedDate value={msOf(addon.ExpiresAtNanos) ?? 0} {...dateProps} />,
                            }}
                          />
                        </span>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-center gap-3">
                      {canRenew ? (
                        <span className="flex items-center gap-2">
                          <Checkbox
                            id={checkboxId}
                            checked={addon.AllowAutoRenew}
                            disabled={busy !== null}
                            onChange={({ target: { checked } }) =>
                              void run(
                                `renew-${addon.UUID}`,
                                () =>
                                  api.addons.setAutoRenew({
                                    MobileAddonUUID: addon.UUID,
                                    MobileUUID: product.UUID,
                                    CustomerUUID: currentCustomerUUID,
                                    AutoRenew: checked,
                                  }),
                                () =>
                                  intl.formatMessage(checked ? messages.autoRenewOn : messages.autoRenewOff, {
                                    name: addon.Name,
                                  }),
                              )
                            }
                          />
                          <label htmlFor={checkboxId} className="text-sm">
                            <FormattedMessage {...messages.autoRenew} />
                          </label>
                        </span>
                      ) : null}
                      {prepaid ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={busy !== null}
                          aria-label={`${intl.formatMessage(messages.remove)} ${addon.Name}`}
                          onClick={() =>
                            void run(
                              `remove-${addon.UUID}`,
                              () => api.addons.removePrepay(currentCustomerUUID, product.UUID, addon.UUID),
                              () => intl.formatMessage(messages.removed, { name: addon.Name }),
                            )
                          }
                        >
                          <FormattedMessage {...messages.remove} />
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
      </div>
    );
  } else if (view === 'all-plans') {
    const plans = otherPlans(entries, accountType, basePlan);
    const mode = config[accountType];
    body = (
      <Section id={`${ids}-plans`} title={messages.allPlans}>
        {scheduled ? (
          // SPEC §9 one plan change per month: a scheduled change is this month's, so the buttons are off and
          // the page says why (the sandbox would refuse with plan_change_limit).
          <Alert variant="info">
            <AlertDescription>
              <FormattedMessage
                {...messages.scheduled}
                values={{
                  plan: scheduled.NewPlanName,
                  date: <FormattedDate value={msOf(scheduled.EffectiveAtNanos) ?? 0} {...dateProps} />,
                }}
              />{' '}
              <FormattedMessage {...messages.onePerMonth} />
            </AlertDescription>
          </Alert>
        ) : null}
        {plans.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.plansEmpty} />
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {plans.map((entry) => {
              const availability = firstAvailability(entry);
              const change = (now: boolean) =>
                void run(
                  `change-${entry.UUID}-${now}`,
                  (key) =>
                    api.addons.changePlan(
                      {
                        NewAddonAutoRenew: isAutoRenewable(entry),
                        ChangeNow: now,
                        NewAddonAvailabilityUUID: availability?.UUID ?? '',
                        OldAddonUUID: basePlan?.UUID ?? '',
                        CustomerUUID: currentCustomerUUID,
                        MobileUUID: product.UUID,
                      },
                      key,
                    ),
                  () =>
                    intl.formatMessage(now ? messages.changedNow : messages.changedLater, {
                      plan: entry.Name ?? '',
                    }),
                  true,
                );
              return (
                <li key={entry.UUID} className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex flex-col">
                    <span className="font-medium text-foreground">{entry.Name}</span>
                    <span className="text-sm text-muted-foreground">{price(entry)}</span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {mode !== 'LATER' ? (
                      <Button
                        type="button"
                        size="sm"
                        disabled={busy !== null || !basePlan || !availability || scheduled !== undefined}
                        aria-label={`${intl.formatMessage(messages.changeNow)}: ${entry.Name ?? ''}`}
                        onClick={() => change(true)}
                      >
                        <FormattedMessage {...messages.changeNow} />
                      </Button>
                    ) : null}
                    {mode !== 'NOW' ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={busy !== null || !basePlan || !availability || scheduled !== undefined}
                        aria-label={`${intl.formatMessage(messages.changeLater)}: ${entry.Name ?? ''}`}
                        onClick={() => change(false)}
                      >
                        <FormattedMessage {...messages.changeLater} />
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    );
  } else {
    const addons = buyableAddons(entries, accountType, product.Addons);
    body = (
      <Section id={`${ids}-buy`} title={messages.addons}>
        {addons.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.addonsEmpty} />
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {addons.map((entry) => {
              const availability = firstAvailability(entry);
              const label =
                accountType === 'payg'
                  ? messages.buyFromCredit
                  : accountType === 'postpay'
                    ? messages.buyOnBill
                    : messages.buy;
              return (
                <li key={entry.UUID} className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex flex-col">
                    <span className="font-medium text-foreground">{entry.Name}</span>
                    <span className="text-sm text-muted-foreground">{price(entry)}</span>
                    {availability?.RetailDescription ? (
                      <span className="text-sm text-muted-foreground">{availability.RetailDescription}</span>
                    ) : null}
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    disabled={busy !== null || cardBusy || !availability}
                    aria-label={`${intl.formatMessage(label)}: ${entry.Name ?? ''}`}
                    onClick={(event) => {
                      if (accountType !== 'prepay') {
                        void run(`buy-${entry.UUID}`, purchase(entry), bought(entry), true);
                      } else if (busy === null && !cardBusy) {
                        // SPEC §4: with the default card, through a payment intent (AddonCardPurchase).
                        setOutcome(null);
                        setCardBuy({ entry, button: event.currentTarget });
                      }
                    }}
                  >
                    <FormattedMessage {...label} />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    );
  }

  return (
    <PageContainer aria-busy={busy !== null || cardBusy ? true : undefined}>
      {header}
      {nav}
      {outcomeBox}
      {body}
      {busy ? (
        <Badge variant="secondary" className="mt-4">
          <FormattedMessage {...messages.loading} />
        </Badge>
      ) : null}
    </PageContainer>
  );
}

export default PlansTab;
