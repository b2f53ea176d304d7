import type { BillingRoute, PaymentMethod } from '@telco-portal/api';
import { deleteInvalidPaymentMethod } from '@telco-portal/api/routes/ledger';
import { formatNzd, isCardExpired, payingBillRoutes, showPaymentMethodList } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  useAnnounce,
  VisuallyHidden,
} from '@telco-portal/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { blockKeys } from '../../hooks/keys.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { sessionKeys, useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/** Localised SPEC §5 / §8 refusals of the card calls, by the server's `err_code`. */
const ACTION_ERRORS: Record<string, MessageDescriptor> = {
  only_card: messages.onlyCard,
  card_is_not_found: messages.cardNotFound,
};

/** Expiry as printed on the card: MM/YY (not a localised date: it is the card's own notation). */
const expiryText = (card: PaymentMethod) =>
  `${String(card.CardExpiryMonth).padStart(2, '0')}/${String(card.CardExpiryYear % 100).padStart(2, '0')}`;

type Pending = { cardId: string; action: 'default' | 'remove' };

// "Remove this card?" (Radix Dialog, ~10 KB gzipped) loads when a Remove button is pointed at, focused or pressed,
// not with the page (issue 10: each route's own JS ≤ 30 KB).
const loadRemoveDialog = () => import('./RemoveCardDialog.tsx');
const RemoveCardDialog = lazy(loadRemoveDialog);
const preloadRemoveDialog = () => void loadRemoveDialog().catch(() => undefined);

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <Card key={i}>
          <CardContent className="flex flex-col gap-2 pt-6">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/**
 * "Paid by another account" (SPEC §3 billing route, §5 "the payment-method list shows … parent routes with remaining
 * limit when billing routing is on"): each route that pays for this account with spend left (core
 * `payingBillRoutes`) — its name, the paying account's e-mail (DebitAccount) and what is left of its spend limit
 * this cycle (cents, shown as NZD). These are the bill-route payment options of top-up. A failed read is an error
 * with retry (never "no routes"); nothing shows while it loads or when no route can pay.
 */
function PayingRoutes({
  routes,
  error,
  retry,
}: {
  routes: readonly BillingRoute[] | undefined;
  error: unknown;
  retry: () => void;
}) {
  const headingId = useId();
  if (error && !routes) {
    return (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.routesLoadError}
        error={error}
        retry={messages.retry}
        onRetry={retry}
      />
    );
  }
  const paying = payingBillRoutes(routes ?? []);
  if (paying.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          <FormattedMessage {...messages.routesTitle} />
        </h2>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...messages.routesIntro} />
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {paying.map((route) => (
          <li key={route.UUID}>
            <Card role="group" aria-labelledby={`route-${route.UUID}`} data-route-id={route.UUID}>
              <CardContent className="flex flex-col gap-1 pt-6">
                <p id={`route-${route.UUID}`} className="font-medium break-words text-foreground">
                  <FormattedMessage
                    {...messages.routeLabel}
                    values={{ name: route.Name, payer: route.DebitAccount.Email }}
                  />
                </p>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    {...messages.routeRemaining}
                    values={{
                      amount: formatNzd(route.RemainingSpendLimit),
                      limit: formatNzd(route.SpendLimit),
                      cycle: route.SpendCycle,
                    }}
                  />
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Saved payment cards (SPEC §2 profile `payment-methods`, §3 Payment method, §7 Payments): each card's brand,
 * last 4 digits, expiry (MM/YY) with a Default badge (Rank 1) and an Expired badge once its expiry month is
 * over (`isCardExpired`). "Make default" sends PUT { Rank: 1 }; "Remove" asks to confirm, then DELETE — the
 * only valid card cannot be removed (SPEC §5: no Remove button, a note instead; the server's 409 'only_card' is
 * shown if it still happens), an expired card always can (DELETE invalid-payment-methods, SPEC §7), removing the default makes the first remaining card default (SPEC §4, the
 * server answers the new list). While a call is in flight every action button is disabled; a failure shows
 * its SPEC §8 text and keeps the list. After a change the session's payment-methods key (guard data, SPEC §2
 * "has payment cards") is revalidated. States: loading, load error with retry (a failed read is never an
 * empty list), no cards, the list. Links to the add form (`payment-methods-add`). With the brand's billing routing on
 * (`features.billingRouting`), the routes paying for this account follow ("Paid by another account",
 * `PayingRoutes`); with one of them and no card, there is no "no cards" notice (SPEC §5 `showPaymentMethodList`).
 */
export function PaymentMethods() {
  const intl = useIntl();
  const links = useRouteLinks();
  const addHref = links.href('payment-methods-add');
  const { api, currentCustomerUUID: customer, guardState } = useSession();
  const { mutate: mutateKey } = useSWRConfig();
  const actionErrorText = useErrorText(ACTION_ERRORS);
  const announce = useAnnounce();
  const cards = useSWR(customer ? blockKeys.paymentMethods(customer) : null, () =>
    api.customer.paymentMethods(customer as string),
  );
  // SPEC §5: with the brand's billing routing on, the routes another account pays with are payment options too.
  // A local key, as top-up's (blockKeys ships with the home page).
  const routing = guardState?.features.billingRouting === true;
  const routes = useSWR(routing && customer ? ['payment-methods', 'billing-routes', customer] : null, () =>
    api.customer.billingRoutes(customer as string),
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  // Mounted from the first Remove on (kept mounted after, so it closes and returns focus as any dialog).
  const [dialogWanted, setDialogWanted] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const run = async (
    next: Pending,
    call: () => Promise<PaymentMethod[]>,
    done: MessageDescriptor,
    card: PaymentMethod,
  ) => {
    if (!customer || pending) return;
    setPending(next);
    setFailure(null);
    try {
      const list = await call();
      await cards.mutate(list, { revalidate: false });
      announce(intl.formatMessage(done, { brand: card.CardType, last4: card.CardLast4 }));
    } catch (error) {
      setFailure(actionErrorText(error));
      // The list may have changed on the server (e.g. the card was removed elsewhere): read it again.
      void cards.mutate();
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setPending(null);
      void mutateKey(sessionKeys.paymentMethods(customer));
    }
  };

  const makeDefault = (card: PaymentMethod) =>
    run(
      { cardId: card.UUID, action: 'default' },
      () => api.customer.setDefaultPaymentMethod(customer as string, card.UUID),
      messages.madeDefault,
      card,
    );
  // A card that can no longer be charged (expired) goes through invalid-payment-methods (SPEC §7), which removes
  // it even when it is the only card; a valid card through payment-methods, which keeps the only one (SPEC §5).
  const remove = (card: PaymentMethod) => {
    setConfirming(null);
    const params = { id: customer as string, cardId: card.UUID };
    return run(
      { cardId: card.UUID, action: 'remove' },
      isCardExpired(card.CardExpiryMonth, card.CardExpiryYear, Date.now())
        ? async () => (await api.call(deleteInvalidPaymentMethod, { params })).PaymentMethods
        : () => api.customer.deletePaymentMethod(params.id, card.UUID),
      messages.removed,
      card,
    );
  };

  const addLink = addHref ? (
    <Button asChild variant="outline">
      <Link to={addHref}>
        <FormattedMessage {...messages.add} />
      </Link>
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (cards.error && !cards.data) {
    body = (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.loadError}
        error={cards.error}
        retry={messages.retry}
        onRetry={() => void cards.mutate()}
      />
    );
  } else if (!cards.data) {
    body = (
      <>
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <ListSkeleton />
      </>
    );
  } else if (
    cards.data.length === 0 &&
    // While the routes load, "no cards" waits: with a route that pays, there is no such notice (SPEC §5).
    !(routing && !routes.data && !routes.error) &&
    !showPaymentMethodList({ cardCount: 0, billingRoutingEnabled: routing, routes: routes.data ?? [] })
  ) {
    body = (
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.empty} />
        </AlertDescription>
      </Alert>
    );
  } else if (cards.data.length === 0) {
    body = null;
  } else {
    const list = cards.data;
    const now = Date.now();
    body = (
      <ul className="flex flex-col gap-3" aria-busy={pending ? 'true' : undefined}>
        {list.map((card) => {
          const isDefault = card.Rank === 1;
          const expired = isCardExpired(card.CardExpiryMonth, card.CardExpiryYear, now);
          const labelId = `card-${card.UUID}`;
          const busy = pending?.cardId === card.UUID ? pending.action : null;
          return (
            <li key={card.UUID}>
              <Card
                role="group"
                aria-labelledby={labelId}
                data-state={expired ? 'expired' : 'valid'}
                data-default={isDefault ? '' : undefined}
              >
                <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-1">
                    <p id={labelId} className="font-medium text-foreground">
                      <FormattedMessage
                        {...messages.cardLabel}
                        values={{ brand: card.CardType, last4: card.CardLast4 }}
                      />
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <FormattedMessage
                        {...(expired ? messages.expiredOn : messages.expires)}
                        values={{ expiry: expiryText(card) }}
                      />
                      {isDefault ? (
                        <Badge>
                          <FormattedMessage {...messages.default} />
                        </Badge>
                      ) : null}
                      {expired ? (
                        <Badge variant="destructive">
                          <FormattedMessage {...messages.expired} />
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {!isDefault && !expired ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={pending !== null}
                        loading={busy === 'default'}
                        aria-describedby={labelId}
                        onClick={() => void makeDefault(card)}
                      >
                        <FormattedMessage
                          {...(busy === 'default' ? messages.makingDefault : messages.makeDefault)}
                        />
                      </Button>
                    ) : null}
                    {list.length > 1 || expired ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        disabled={pending !== null}
                        loading={busy === 'remove'}
                        aria-describedby={labelId}
                        onPointerEnter={preloadRemoveDialog}
                        onFocus={preloadRemoveDialog}
                        onClick={() => {
                          setDialogWanted(true);
                          setConfirming(card);
                        }}
                      >
                        <FormattedMessage {...(busy === 'remove' ? messages.removing : messages.remove)} />
                      </Button>
                    ) : (
                      <p className="text-sm text-muted-foreground">
                        <FormattedMessage {...messages.onlyCardNote} />
                      </p>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <PageContainer width="narrow" aria-busy={!cards.data && !cards.error ? 'true' : undefined}>
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...messages.intro} />
        </PageDescription>
      </PageHeader>
      <div className="flex flex-col gap-4">
        {failure ? (
          <Alert variant="destructive" ref={failureRef} tabIndex={-1} role="alert">
            <AlertTitle>
              <FormattedMessage {...messages.actionErrorTitle} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        {body}
        {addLink ? <div>{addLink}</div> : null}
        {routing ? (
          <PayingRoutes routes={routes.data} error={routes.error} retry={() => void routes.mutate()} />
        ) : null}
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <RemoveCardDialog
            card={confirming}
            onCancel={() => setConfirming(null)}
            onConfirm={(card) => void remove(card)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

export default PaymentMethods;
