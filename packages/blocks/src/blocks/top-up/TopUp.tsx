import {
  formatMsisdn,
  formatNzd,
  isCardExpired,
  nanosToMs,
  payingBillRoutes,
  TOP_UP_MAX_CENTS,
} from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  ErrorSummary,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';

import { cardPaymentMessages } from '../../components/card-payment-messages.ts';
import { blockKeys } from '../../hooks/keys.ts';
import { commonMessages } from '../../hooks/messages.ts';
import {
  SavedCardChoice,
  typedCardChargeCents,
  useCardPayment,
  useResultFocus,
} from '../../hooks/use-card-payment.tsx';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useProductBalance } from '../../hooks/use-product-balance.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { AutoTopUp } from './AutoTopUp.tsx';
import { messages } from './messages.ts';

/** Preset top-up amounts in cents ($10, $20, $30, $50). */
export const TOP_UP_PRESETS_CENTS = [1000, 2000, 3000, 5000] as const;

/**
 * The amount typed in "Other amount", in cents: dollars with at most two decimals (`15`, `12.50`, `$7.5`),
 * from $1.00 to $999.00 (TOP_UP_MAX_CENTS): `typedCardChargeCents`; null otherwise. Written without zod (this route's own JS stays under 30 KB).
 */
export function topUpCentsOf(input: string): number | null {
  return typedCardChargeCents(input, TOP_UP_MAX_CENTS);
}

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

type Done = { amountCents: number; creditCents: number | null; expiresMs: number | null };

/**
 * Top up a prepay or payg number with a saved card or through the account that pays for this one (SPEC §2
 * mobile `top-up`: not postpay, account type activated, top-up not hidden; SPEC §5: more than $0.99, minimum card
 * charge $1.00; SPEC §7 POST /customer/:uuid/topup → ClientSecret → the payments port's `confirmCardPayment`).
 * The customer picks a preset or types an amount and picks one of their cards (the default first; expired cards
 * cannot pay) or, with the brand's `features.billingRouting` on, a 'parent' billing route with spend left (SPEC
 * §5: shown only when RemainingSpendLimit is above 0; charged at once, 'spend limit over' when the amount is more). "Pay" is
 * disabled while a payment is in flight; one attempt (amount + card) keeps its Idempotency-Keys whenever its
 * outcome is unknown (money-attempt.ts), so trying again never charges twice. 3-D Secure shows the bank's
 * dialog. Success shows the amount, the new balance and the credit expiry, and revalidates the balance the
 * dashboard shows. A failure shows its SPEC §8 text and whether the customer was charged, and keeps the amount
 * and card chosen. States: loading, load error with retry, no prepay/payg number, no card, form, topped up.
 * Below the form, the number's auto top-up (`AutoTopUp`: $1–$999 every 1–99 days, SPEC §3, §5).
 */
export function TopUp() {
  const links = useRouteLinks();
  const dashboardHref = links.href('mobile-dashboard');
  const addCardHref = links.href('payment-methods-add');
  const intl = useIntl();
  const { api, currentCustomerUUID, guardState } = useSession();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const { products, product, accountType } = useCurrentProduct();
  const prepaid = accountType === 'prepay' || accountType === 'payg';
  const balance = useProductBalance(prepaid ? (product?.UUID ?? null) : null, prepaid ? 'prepay' : null);
  const cards = useSWR(currentCustomerUUID ? blockKeys.paymentMethods(currentCustomerUUID) : null, () =>
    api.customer.paymentMethods(currentCustomerUUID as string),
  );
  // SPEC §5: with the brand's billing routing on, a 'parent' route with spend left pays too. A local key (not in
  // blockKeys, which ships with the home page).
  const routing = guardState?.features.billingRouting === true;
  const routesKey = routing && currentCustomerUUID ? ['top-up', 'billing-routes', currentCustomerUUID] : null;
  const routes = useSWR(routesKey, () => api.customer.billingRoutes(currentCustomerUUID as string));
  const headingId = useId();
  const amountId = useId();
  const otherId = useId();
  const cardName = useId();
  const [preset, setPreset] = useState<number | 'other'>(TOP_UP_PRESETS_CENTS[1]);
  const [other, setOther] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [payWith, setPayWith] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const focus = useResultFocus();
  const { focusOn } = focus;
  const payment = useCardPayment({
    knownErrors: { spend_limit_over: messages.spendLimitOver },
    /** After a success: the balance the dashboard shows is read again; its new credit and expiry are shown. */
    onSucceeded: async (paid) => {
      if (!product || !currentCustomerUUID) return;
      const key = blockKeys.productBalance(currentCustomerUUID, product.UUID, 'prepay');
      const fresh = (await mutate(key).catch(() => undefined)) as
        | { kind: 'prepay'; balance: { CreditCents: number; CurrencyCreditExpiresAtNanos: string } }
        | undefined;
      await mutate(blockKeys.prepayProduct(currentCustomerUUID, product.UUID)).catch(() => undefined);
      if (routesKey) await routes.mutate().catch(() => undefined);
      setDone({
        amountCents: paid,
        creditCents: fresh?.balance.CreditCents ?? null,
        expiresMs: fresh ? nanosToMs(fresh.balance.CurrencyCreditExpiresAtNanos) : null,
      });
      focusOn('result');
    },
    onFailed: () => focusOn('failure'),
  });
  const { failure, busy } = payment;

  const now = Date.now();
  const usable = (cards.data ?? []).filter((c) => !isCardExpired(c.CardExpiryMonth, c.CardExpiryYear, now));
  const paying = payingBillRoutes(routes.data ?? []);
  const chosenRoute = paying.find((r) => r.UUID === payWith) ?? null;
  const chosenCard = chosenRoute ? null : (usable.find((c) => c.UUID === payWith) ?? usable[0] ?? null);
  const chosenRouteOrFirst = chosenRoute ?? (chosenCard ? null : (paying[0] ?? null));

  const header = (
    <PageHeader>
      <PageTitle id={headingId}>
        <FormattedMessage {...messages.title} />
      </PageTitle>
      {product && prepaid ? (
        <PageDescription>
          <FormattedMessage {...messages.intro} values={{ msisdn: formatMsisdn(product.MSISDN) }} />
        </PageDescription>
      ) : null}
    </PageHeader>
  );

  const loadFailed =
    (products.error && !products.data) || (cards.error && !cards.data) || (routes.error && !routes.data);
  if (loadFailed) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.loadError} />{' '}
              {errorText(products.error ?? cards.error ?? routes.error)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void Promise.all([products.mutate(), cards.mutate(), routes.mutate()])}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (!products.data || (prepaid && (!cards.data || (routesKey && !routes.data)))) {
    return (
      <PageContainer width="narrow" aria-busy="true">
        {header}
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <Card aria-hidden="true">
          <CardContent className="flex flex-col gap-3 pt-6">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </CardContent>
        </Card>
      </PageContainer>
    );
  }
  if (!product || !currentCustomerUUID || !prepaid) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.noProduct} />
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  const customer = currentCustomerUUID;
  const msisdn = formatMsisdn(product.MSISDN);
  const amountCents = preset === 'other' ? topUpCentsOf(other) : preset;

  const onPay = (event: FormEvent) => {
    event.preventDefault();
    const route = chosenRouteOrFirst;
    if (payment.busy || (!chosenCard && !route)) return;
    payment.clearFailure();
    setInvalid(amountCents === null);
    if (amountCents === null) {
      focusOn('summary');
      return;
    }
    const card = chosenCard;
    const productUUID = product.UUID;
    void payment.pay({
      fingerprint: `${amountCents}:${card?.UUID ?? route?.UUID}`,
      amountCents,
      card,
      create: (idempotencyKey) =>
        card
          ? api.customer.topUp(customer, { productUUID, amountCents, cardId: card.UUID }, { idempotencyKey })
          : api.customer.topUp(
              customer,
              { productUUID, amountCents, billingRouteId: (route as { UUID: string }).UUID },
              { idempotencyKey },
            ),
    });
  };

  if (done) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert ref={focus.result} variant="success" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.successTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage
                {...messages.success}
                values={{ amount: formatNzd(done.amountCents), msisdn }}
              />
            </span>
            {done.creditCents !== null ? (
              <span className="font-medium">
                <FormattedMessage
                  {...messages.newBalance}
                  values={{ balance: formatNzd(done.creditCents) }}
                />
              </span>
            ) : null}
            {done.expiresMs ? (
              <span>
                <FormattedMessage
                  {...messages.expires}
                  values={{ date: <FormattedDate value={done.expiresMs} {...dateProps} /> }}
                />
              </span>
            ) : null}
          </AlertDescription>
        </Alert>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDone(null);
              payment.clearFailure();
            }}
          >
            <FormattedMessage {...messages.another} />
          </Button>
          {dashboardHref ? (
            <Link to={dashboardHref} className="text-sm text-link underline underline-offset-4">
              <FormattedMessage {...messages.backToDashboard} />
            </Link>
          ) : null}
        </div>
      </PageContainer>
    );
  }

  const credit = balance.data?.kind === 'prepay' ? balance.data.balance.CreditCents : null;

  return (
    <PageContainer width="narrow">
      {header}
      <Card>
        <form noValidate onSubmit={(e) => void onPay(e)} aria-labelledby={headingId}>
          <CardContent className="flex flex-col gap-5 pt-6">
            {credit !== null ? (
              <p className="text-sm text-muted-foreground">
                <FormattedMessage {...messages.balanceNow} values={{ balance: formatNzd(credit) }} />
              </p>
            ) : null}
            <ErrorSummary
              ref={focus.summary}
              title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
              items={
                invalid ? [{ targetId: otherId, message: intl.formatMessage(messages.amountInvalid) }] : []
              }
            />
            {failure ? (
              <Alert ref={focus.failure} variant="destructive" tabIndex={-1} className="focus-ring">
                <AlertTitle>
                  <FormattedMessage {...messages.errorTitle} />
                </AlertTitle>
                <AlertDescription>
                  <span>{failure.text}</span>
                  <span>{failure.outcome}</span>
                </AlertDescription>
              </Alert>
            ) : null}
            <fieldset className="flex flex-col gap-2" aria-describedby={undefined}>
              <legend id={amountId} className="mb-2 text-sm font-medium text-foreground">
                <FormattedMessage {...messages.amountLegend} />
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {TOP_UP_PRESETS_CENTS.map((cents) => (
                  <label
                    key={cents}
                    className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 text-sm font-medium has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring"
                  >
                    <input
                      type="radio"
                      name={`${amountId}-amount`}
                      className="size-4"
                      checked={preset === cents}
                      disabled={busy}
                      onChange={() => {
                        setPreset(cents);
                        setInvalid(false);
                      }}
                    />
                    {formatNzd(cents)}
                  </label>
                ))}
              </div>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${amountId}-amount`}
                  className="size-4"
                  checked={preset === 'other'}
                  disabled={busy}
                  onChange={() => setPreset('other')}
                />
                <FormattedMessage {...messages.otherAmount} />
              </label>
              {preset === 'other' ? (
                <Field controlId={otherId}>
                  <FieldLabel>
                    <FormattedMessage {...messages.otherAmountLabel} />
                  </FieldLabel>
                  <Input
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={8}
                    value={other}
                    disabled={busy}
                    onChange={(e) => setOther(e.target.value)}
                  />
                  <FieldHint>
                    <FormattedMessage {...messages.otherAmountHint} />
                  </FieldHint>
                  <FieldError>{invalid ? intl.formatMessage(messages.amountInvalid) : null}</FieldError>
                </Field>
              ) : null}
            </fieldset>
            <SavedCardChoice
              cards={usable}
              routes={paying}
              chosen={chosenCard?.UUID ?? chosenRouteOrFirst?.UUID ?? null}
              onChoose={setPayWith}
              name={cardName}
              disabled={busy}
              addCardHref={addCardHref}
              noCardText={intl.formatMessage(messages.noCard)}
            />
          </CardContent>
          <CardFooter className="pt-4">
            <Button
              ref={payment.payButtonRef}
              type="submit"
              className="w-full"
              loading={busy}
              disabled={!chosenCard && !chosenRouteOrFirst}
            >
              {busy ? (
                <FormattedMessage {...cardPaymentMessages.paying} />
              ) : (
                <FormattedMessage
                  {...messages.pay}
                  values={{ amount: amountCents === null ? '' : formatNzd(amountCents) }}
                />
              )}
            </Button>
          </CardFooter>
        </form>
      </Card>
      <AutoTopUp customerUUID={customer} productUUID={product.UUID} />
      {payment.dialog}
    </PageContainer>
  );
}

export default TopUp;
