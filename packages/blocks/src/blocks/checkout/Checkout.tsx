import type { CheckoutAddress, DeliveryAddress, Location, Order } from '@telco-portal/api';
import { deliveryAddresses } from '@telco-portal/api/routes/addresses';
import {
  type CoreMessageId,
  checkForm,
  deliveryAddressRules,
  emailVerifiedOrAssumed,
  formatNzd,
  guards,
  isCardExpired,
  PURCHASED_SUMMARY_VERSION,
  type PurchasedLine,
  type PurchasedSummary,
  payingBillRoutes,
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
  Field,
  FieldError,
  FieldLabel,
  Input,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
} from '@telco-portal/ui';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { AddressSearch } from '../../components/AddressSearch.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { cartEventOf, useAnalytics } from '../../eshop/analytics.ts';
import { cartItemInputs } from '../../eshop/cart.ts';
import { ESHOP_ERRORS, eshopMessages, simColourText } from '../../eshop/messages.ts';
import { useCart } from '../../eshop/use-cart.ts';
import { blockKeys } from '../../hooks/keys.ts';
import { SavedCardChoice, useCardPayment } from '../../hooks/use-card-payment.tsx';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { savePurchasedSummary } from '../../session/purchased.ts';
import { messages } from './messages.ts';

/** An address typed or picked from the search (SPEC §5: street, city and postcode required). */
type NewAddress = {
  street: string;
  suburb: string;
  city: string;
  postcode: string;
  provider?: string;
  idx?: string;
};
/** The e-mail verification step: only a customer who has not verified yet downloads it (and its text). */
const VerifyEmailCard = lazy(() =>
  import('../email-verify/VerifyEmailCard.tsx').then((m) => ({ default: m.VerifyEmailCard })),
);

const EMPTY_ADDRESS: NewAddress = { street: '', suburb: '', city: '', postcode: '' };
const NEW = 'new';

const OPTION =
  'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring';

/** The checkout payload's address (SPEC §3) of a saved delivery address. */
export function savedToCheckoutAddress(a: DeliveryAddress): CheckoutAddress {
  const street = [a.Number, a.StreetName, a.StreetType].filter(Boolean).join(' ');
  return {
    Lines: [street, a.Suburb].filter(Boolean),
    City: a.City,
    Postcode: a.PostCode,
    Country: a.Country || 'NZ',
    LocationProvider: a.LocationProvider || undefined,
    LocationProviderIDX: a.LocationProviderIDX || undefined,
  };
}

/** The checkout payload's address of a typed one. */
function typedToCheckoutAddress(a: NewAddress): CheckoutAddress {
  return {
    Lines: [a.street.trim(), a.suburb.trim()].filter(Boolean),
    City: a.city.trim(),
    Postcode: a.postcode.trim(),
    Country: 'NZ',
    ...(a.provider && a.idx ? { LocationProvider: a.provider, LocationProviderIDX: a.idx } : {}),
  };
}

/**
 * The purchased summary of a paid order for the thanks page (core `PurchasedSummary`): each paid line's new
 * number, its plan and either the eSIM activation code (LPA string) or the delivery address, formatted.
 */
export function purchasedSummaryOf(order: Order): PurchasedSummary {
  const address = [...(order.Address?.Lines ?? []), order.Address?.City, order.Address?.Postcode]
    .filter(Boolean)
    .join(', ');
  const lines: PurchasedLine[] = order.OrderItems.flatMap((item): PurchasedLine[] => {
    if (!item.Line) return [];
    const planName = item.Products[0]?.Name ?? null;
    return item.Line.ActivationCode
      ? [{ MSISDN: item.Line.MSISDN, planName, isEsim: true, activationCode: item.Line.ActivationCode }]
      : [{ MSISDN: item.Line.MSISDN, planName, isEsim: false, address }];
  });
  return { version: PURCHASED_SUMMARY_VERSION, orderNumber: order.OrderNumber, lines };
}

/**
 * Checkout (SPEC §2 E-shop `checkout`, and `checkout-landing` outside production; issue 11 "Checkout"). Shows
 * the cart v2 (SIMs, their plans, prices in NZD from cents, the total and its GST part from AmountTaxCents) and
 * lets the customer remove a SIM (the remainder is saved, SPEC §4). A guest is asked to sign in or sign up with
 * `?redirect=` back here — the guest's cart is kept and claimed for the customer (eshop/cart.ts). A customer whose
 * e-mail is not verified gets the e-shop's e-mail verification step here (SPEC §2 E-shop email-verify:
 * `VerifyEmailCard` — resend, "I have verified, continue"), the cart in view. For a physical SIM: a delivery
 * address — a saved one (default first), or a new one found by search as you type (AddressSearch) or typed
 * (street, city, postcode required, SPEC §5). Payment (SPEC §3 payment options): a saved card (SavedCardChoice /
 * useCardPayment, 3-D Secure included), a new card (saved on the add-card page, which comes back here), or, with
 * the brand's billing routing on, a 'parent' billing route with spend left (`PaymentMethodType: 'billing_route'`,
 * paid at once; 'spend_limit_over' in words). "Place order" sends checkoutV2 with ONE Idempotency-Key per attempt,
 * kept across retries and double clicks (useCardPayment), so a double click makes one order. A failure shows the
 * SPEC §5/§8 text and keeps the cart and the address; a failed read shows LoadFailed with its retry. Success: the
 * order is read again for its new numbers and eSIM codes, saved for the thanks page (savePurchasedSummary),
 * `purchase` is logged, the cart is forgotten and the customer goes to `thanks`.
 */
export function Checkout() {
  const intl = useIntl();
  const links = useRouteLinks();
  const navigate = useNavigate();
  const location = useLocation();
  const { api, status, guardState } = useSession();
  const errorText = useErrorText(ESHOP_ERRORS);
  const coreText = useCoreMessage();
  const analytics = useAnalytics();
  const { cart, error, retry, save, clear, customerUuid, checkout, order: readOrder } = useCart();
  const headingId = useId();
  const cardName = useId();
  const addressName = useId();
  const cards = useSWR(customerUuid ? blockKeys.paymentMethods(customerUuid) : null, () =>
    api.customer.paymentMethods(customerUuid as string),
  );
  const addresses = useSWR(customerUuid ? ['eshop', 'delivery-addresses', customerUuid] : null, () =>
    api
      .call(deliveryAddresses, { params: { id: customerUuid as string }, query: { AddressType: 'DELIVERY' } })
      .then((a) => a.Addresses),
  );
  // SPEC §5: with the brand's billing routing on, a 'parent' route with spend left pays too (as on the top-up).
  const routing = guardState?.features.billingRouting === true;
  const routes = useSWR(routing && customerUuid ? ['eshop', 'billing-routes', customerUuid] : null, () =>
    api.customer.billingRoutes(customerUuid as string),
  );
  const [payWith, setPayWith] = useState<string | null>(null);
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState<NewAddress>(EMPTY_ADDRESS);
  const [invalid, setInvalid] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const placed = useRef<Order | null>(null);

  const payment = useCardPayment({
    knownErrors: ESHOP_ERRORS,
    onSucceeded: async () => {
      const order = placed.current;
      if (!order || !customerUuid) return;
      const paid = await readOrder(order.OrderNumber).catch(() => order);
      savePurchasedSummary(purchasedSummaryOf(paid));
      // SPEC §7 purchase (NZD): the value is the order's total with GST included.
      analytics({
        name: 'purchase',
        transactionId: paid.OrderNumber,
        ...cartEventOf({ AmountCents: paid.AmountCents, Items: paid.OrderItems }),
      });
      clear();
      navigate(links.href('thanks') ?? links.href('home') ?? '/');
    },
    onFailed: () => failureRef.current?.focus(),
  });
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // begin_checkout once a signed-in customer sees a cart with items.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !cart?.Items.length || !customerUuid) return;
    begun.current = true;
    analytics({ name: 'begin_checkout', ...cartEventOf(cart) });
  }, [cart, customerUuid, analytics]);

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
  if (error) {
    return (
      <PageContainer width="narrow">
        {header}
        <LoadFailed
          title={messages.loadError}
          text={messages.loadErrorText}
          error={error}
          retry={messages.retry}
          onRetry={retry}
        />
      </PageContainer>
    );
  }
  if (cart === undefined || status === 'loading') {
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
  const plansHref = links.href('plans', { type: 'prepay' });
  if (!cart || cart.Items.length === 0) {
    return (
      <PageContainer width="narrow">
        {header}
        <p>
          <FormattedMessage {...messages.empty} />
        </p>
        {plansHref ? (
          <Link to={plansHref} className="mt-4 inline-block text-link underline underline-offset-4">
            <FormattedMessage {...messages.browsePlans} />
          </Link>
        ) : null}
      </PageContainer>
    );
  }

  const busy = payment.busy || removing;
  const remove = async (uuid: string) => {
    setRemoving(true);
    setFailure(null);
    try {
      await save(cartItemInputs(cart).filter((i) => i.UUID !== uuid));
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setRemoving(false);
    }
  };

  const summary = (
    <Card className="mb-6" aria-labelledby={`${headingId}-cart`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${headingId}-cart`} className="text-lg">
            <FormattedMessage {...messages.cartHeading} />
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3">
          {cart.Items.map((item) => {
            const plan = item.Products[0];
            const name = item.Type === 'TYPE_PRODUCT' ? eshopMessages.physicalSim : eshopMessages.esim;
            return (
              <li key={item.UUID} className="flex flex-wrap items-start justify-between gap-2 border-b pb-3">
                <div className="flex flex-col text-sm">
                  <span className="font-medium">
                    <FormattedMessage {...name} /> · {formatNzd(item.PriceCents)}
                  </span>
                  {item.Attributes.Colour ? (
                    <span className="text-muted-foreground">
                      {simColourText(intl, item.Attributes.Colour)}
                    </span>
                  ) : null}
                  {plan ? (
                    <span>
                      <FormattedMessage
                        {...messages.itemPlan}
                        values={{ name: plan.Name, amount: formatNzd(plan.PriceCents) }}
                      />
                    </span>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={intl.formatMessage(messages.removeLabel, {
                    name: `${intl.formatMessage(name)}${plan ? `, ${plan.Name}` : ''}`,
                  })}
                  onClick={() => void remove(item.UUID)}
                >
                  <FormattedMessage {...messages.remove} />
                </Button>
              </li>
            );
          })}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">
            <FormattedMessage {...messages.total} />
          </dt>
          <dd className="text-right font-semibold" data-testid="checkout-total">
            {formatNzd(cart.AmountCents)}
          </dd>
          <dt className="text-muted-foreground">
            <FormattedMessage {...messages.gst} />
          </dt>
          <dd className="text-right text-muted-foreground">{formatNzd(cart.AmountTaxCents)}</dd>
        </dl>
      </CardContent>
    </Card>
  );

  const failureAlert = failure ? (
    <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring mb-4" role="alert">
      <AlertTitle>
        <FormattedMessage {...messages.failedTitle} />
      </AlertTitle>
      <AlertDescription>{failure}</AlertDescription>
    </Alert>
  ) : null;

  // A guest signs in or up first, then comes back here (the cart is kept and claimed).
  if (status !== 'signedIn' || !customerUuid) {
    const back = `?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
    const signIn = links.href('sign-in');
    const signUp = links.href('sign-up');
    return (
      <PageContainer width="narrow">
        {header}
        {failureAlert}
        {summary}
        <Alert>
          <AlertTitle>
            <FormattedMessage {...messages.guestTitle} />
          </AlertTitle>
          <AlertDescription>
            <FormattedMessage {...messages.guestText} />
          </AlertDescription>
        </Alert>
        <div className="mt-4 flex flex-wrap gap-3">
          {signIn ? (
            <Button asChild>
              <Link to={`${signIn}${back}`}>
                <FormattedMessage {...messages.signIn} />
              </Link>
            </Button>
          ) : null}
          {signUp ? (
            <Button asChild variant="outline">
              <Link to={`${signUp}${back}`}>
                <FormattedMessage {...messages.signUp} />
              </Link>
            </Button>
          ) : null}
        </div>
      </PageContainer>
    );
  }
  // The e-shop's e-mail verification step (SPEC §2 E-shop email-verify): here, so the cart stays in view and the
  // form appears as soon as the customer says the link was opened (the re-read updates the guard state).
  if (guardState && !emailVerifiedOrAssumed(guardState)) {
    return (
      <PageContainer width="narrow">
        {header}
        {summary}
        <section aria-labelledby={`${headingId}-verify`} className="flex flex-col gap-3">
          <h2 id={`${headingId}-verify`} className="text-lg font-semibold">
            <FormattedMessage {...messages.verifyTitle} />
          </h2>
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <VerifyEmailCard onVerified={() => undefined}>
              <p>
                <FormattedMessage {...messages.verifyText} />
              </p>
            </VerifyEmailCard>
          </Suspense>
        </section>
      </PageContainer>
    );
  }

  const detailsError =
    (cards.error && !cards.data) || (addresses.error && !addresses.data) || (routes.error && !routes.data);
  if (detailsError) {
    return (
      <PageContainer width="narrow">
        {header}
        {summary}
        <LoadFailed
          title={messages.detailsLoadError}
          text={messages.loadErrorText}
          error={cards.error ?? addresses.error ?? routes.error}
          retry={messages.retry}
          onRetry={() => void Promise.all([cards.mutate(), addresses.mutate(), routes.mutate()])}
        />
      </PageContainer>
    );
  }
  if (!cards.data || !addresses.data || (routing && !routes.data)) {
    return (
      <PageContainer width="narrow" aria-busy="true">
        {header}
        {summary}
        <Skeleton className="h-40 w-full" />
      </PageContainer>
    );
  }

  // A new card is saved on the add-card page, which comes back here (its `?redirect=`): the cart is kept. A
  // customer with no way to pay yet adds it where the account's guard would send them (no-payment-methods).
  const canPay = !guardState || guards.hasPaymentMethods(guardState).ok;
  const addCardPath = links.href(canPay ? 'payment-methods-add' : 'no-payment-methods');
  const addCardHref = addCardPath
    ? `${addCardPath}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`
    : null;
  const needsAddress = cart.Items.some((i) => i.Type === 'TYPE_PRODUCT');
  const saved = [...addresses.data].sort((a, b) => a.Rank - b.Rank);
  const choice = addressChoice ?? saved[0]?.AddressUUID ?? NEW;
  const now = Date.now();
  const usable = cards.data.filter((c) => !isCardExpired(c.CardExpiryMonth, c.CardExpiryYear, now));
  const paying = payingBillRoutes(routes.data ?? []);
  const route = paying.find((r) => r.UUID === payWith) ?? null;
  const card = route ? null : (usable.find((c) => c.UUID === payWith) ?? usable[0] ?? null);
  // Nothing chosen and no card: the first route that can pay.
  const payingRoute = route ?? (card ? null : (paying[0] ?? null));
  const free = cart.AmountCents === 0;
  // SPEC §5: street, city and postcode (core `deliveryAddressRules`): the first failure of each field.
  const missing: Partial<Record<'street' | 'city' | 'postcode', CoreMessageId>> = {};
  for (const { field, id } of checkForm(deliveryAddressRules, typed).failures)
    missing[field as keyof typeof missing] ??= id;
  const typedInvalid = Object.keys(missing).length > 0;
  const chosenSaved = saved.find((a) => a.AddressUUID === choice);
  const address = !needsAddress
    ? undefined
    : chosenSaved
      ? savedToCheckoutAddress(chosenSaved)
      : typedToCheckoutAddress(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    payment.clearFailure();
    if (needsAddress && !chosenSaved && typedInvalid) {
      setInvalid(true);
      return;
    }
    if (!card && !payingRoute && !free) return;
    const body = {
      UUID: cart.UUID,
      CustomerUUID: customerUuid,
      Items: cartItemInputs(cart),
      ...(address ? { Address: address } : {}),
      ...(payingRoute
        ? { PaymentMethodType: 'billing_route' as const, PaymentMethodID: payingRoute.UUID }
        : { PaymentMethodType: 'card' as const, PaymentMethodID: card?.UUID ?? 'none' }),
    };
    void payment.pay({
      // One attempt per cart version, address and card: a double click or a retry reuses its Idempotency-Key.
      fingerprint: JSON.stringify([
        cart.UUID,
        cart.UpdatedAtNanos,
        address ?? null,
        card?.UUID ?? payingRoute?.UUID ?? null,
      ]),
      amountCents: cart.AmountCents,
      card: free ? null : card,
      create: async (idempotencyKey) => {
        const answer = await checkout(body, cart, idempotencyKey);
        placed.current = answer.Order;
        return answer.ClientSecret ? { ClientSecret: answer.ClientSecret } : { Status: 'completed' };
      },
    });
  };

  const field = (
    key: keyof typeof missing | 'suburb',
    label: typeof messages.street,
    autoComplete: string,
  ) => (
    <Field invalid={invalid && key !== 'suburb' && !!missing[key]}>
      <FieldLabel>
        <FormattedMessage {...label} />
      </FieldLabel>
      <Input
        value={typed[key]}
        autoComplete={autoComplete}
        required={key !== 'suburb'}
        disabled={busy}
        onChange={(e) =>
          setTyped((t) => ({ ...t, [key]: e.target.value, provider: undefined, idx: undefined }))
        }
      />
      <FieldError>{invalid && key !== 'suburb' ? coreText(missing[key]) || null : null}</FieldError>
    </Field>
  );

  return (
    <PageContainer width="narrow">
      {header}
      {summary}
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {needsAddress ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-base font-semibold">
              <FormattedMessage {...messages.addressHeading} />
            </legend>
            {saved.map((a) => (
              <label key={a.AddressUUID} className={OPTION}>
                <input
                  type="radio"
                  name={addressName}
                  className="size-4"
                  checked={choice === a.AddressUUID}
                  disabled={busy}
                  onChange={() => setAddressChoice(a.AddressUUID)}
                />
                <span className="font-medium">{a.Formatted}</span>
                {a.IsDefault ? (
                  <span className="text-muted-foreground">
                    <FormattedMessage {...messages.defaultAddress} />
                  </span>
                ) : null}
              </label>
            ))}
            {saved.length > 0 ? (
              <label className={OPTION}>
                <input
                  type="radio"
                  name={addressName}
                  className="size-4"
                  checked={choice === NEW}
                  disabled={busy}
                  onChange={() => setAddressChoice(NEW)}
                />
                <span className="font-medium">
                  <FormattedMessage {...messages.newAddress} />
                </span>
              </label>
            ) : null}
            {choice === NEW ? (
              <div className="flex flex-col gap-3">
                <AddressSearch
                  onSelect={(l: Location) =>
                    setTyped({
                      street: [l.Number, l.StreetName, l.StreetType].filter(Boolean).join(' '),
                      suburb: l.Suburb,
                      city: l.City,
                      postcode: l.PostCode,
                      provider: l.LocationProvider,
                      idx: l.LocationProviderIDX,
                    })
                  }
                />
                {field('street', messages.street, 'address-line1')}
                {field('suburb', messages.suburb, 'address-line2')}
                {field('city', messages.city, 'address-level2')}
                {field('postcode', messages.postcode, 'postal-code')}
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {free ? null : (
          <SavedCardChoice
            cards={usable}
            routes={paying}
            chosen={card?.UUID ?? payingRoute?.UUID ?? null}
            onChoose={setPayWith}
            name={cardName}
            disabled={busy}
            addCardHref={addCardHref}
            noCardText={intl.formatMessage(messages.noCard)}
          />
        )}
        {failureAlert}
        {payment.failure ? (
          <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring" role="alert">
            <AlertTitle>
              <FormattedMessage {...messages.failedTitle} />
            </AlertTitle>
            <AlertDescription>
              {payment.failure.text} {payment.failure.outcome} <FormattedMessage {...messages.kept} />
            </AlertDescription>
          </Alert>
        ) : null}
        <Button
          ref={payment.payButtonRef}
          type="submit"
          className="w-full"
          loading={payment.busy}
          disabled={!card && !payingRoute && !free}
        >
          <FormattedMessage {...messages.placeOrder} values={{ amount: formatNzd(cart.AmountCents) }} />
        </Button>
      </form>
      {payment.dialog}
    </PageContainer>
  );
}

export default Checkout;
