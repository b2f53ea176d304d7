import { payBill } from '@telco-portal/api/routes/billing';
import {
  formatMsisdn,
  formatNzd,
  invoiceDueCents,
  invoiceStatusOf,
  isCardExpired,
  nanosToMs,
} from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
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
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

const dateProps = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' } as const;

/** One invoice still to pay: its number, status, due date (ms) and what is left to pay on it (cents). */
export type OwedInvoice = {
  number: string;
  overdue: boolean;
  partlyPaid: boolean;
  dueMs: number;
  dueCents: number;
};

/**
 * The invoices still to pay, oldest due date first (the order a payment settles them in), and their total in
 * cents: DUE and OVERDUE invoices (SPEC §4) less what was already paid towards each (core `invoiceDueCents`).
 */
export function owedInvoices(
  invoices: ReadonlyArray<{
    Number: string;
    Status: string;
    DueAtNanos: string;
    AmountCents: number;
    PaidCents?: number;
  }>,
): { owed: OwedInvoice[]; totalCents: number } {
  const owed = invoices
    .map((i) => ({
      number: i.Number,
      overdue: invoiceStatusOf(i.Status) === 'OVERDUE',
      partlyPaid: (i.PaidCents ?? 0) > 0,
      dueMs: nanosToMs(i.DueAtNanos),
      dueCents: invoiceDueCents(i),
    }))
    .filter((i) => i.dueCents > 0)
    .sort((a, b) => a.dueMs - b.dueMs);
  return { owed, totalCents: owed.reduce((sum, i) => sum + i.dueCents, 0) };
}

type Done = { paidCents: number; stillOwedCents: number | null };

/**
 * Pay the bill (SPEC §2 balance "pay-bill for postpay"; §7 POST /customer/{id}/payment: AmountCents,
 * PaymentMethodType, PaymentMethodID, ProductInstanceUUID → ClientSecret, confirmed with the payments port's
 * `confirmCardPayment`, 3-D Secure when the bank asks). Shows what is owed — the DUE and OVERDUE invoices, oldest
 * first, less what was paid towards them — and pays the full amount (the default) or another amount from $1.00
 * (MIN_CARD_CHARGE_CENTS, SPEC §5) up to what is owed, with a saved card (expired cards cannot pay). The sandbox
 * settles the oldest invoices first and writes one receipt. "Pay" is disabled while a payment is in flight and
 * one attempt keeps its Idempotency-Keys while its outcome is unknown (hooks/use-card-payment.tsx), so trying
 * again never charges twice. Success shows the amount paid and what is still owed, and re-reads the invoices and
 * receipts. A failure shows its SPEC §8 text and whether the customer was charged, keeping the amount and card.
 * States: loading, load error with retry, not postpay, nothing to pay, form, paid.
 */
export function PayBill() {
  const links = useRouteLinks();
  const intl = useIntl();
  const errorText = useErrorText();
  const { api, currentCustomerUUID } = useSession();
  const { mutate } = useSWRConfig();
  const { products, product, accountType } = useCurrentProduct();
  const postpay = accountType === 'postpay';
  const customer = currentCustomerUUID;
  const invoices = useSWR(postpay && customer ? blockKeys.invoices(customer) : null, () =>
    api.customer.invoices(customer as string),
  );
  const cards = useSWR(postpay && customer ? blockKeys.paymentMethods(customer) : null, () =>
    api.customer.paymentMethods(customer as string),
  );
  const headingId = useId();
  const amountName = useId();
  const otherId = useId();
  const cardName = useId();
  const [full, setFull] = useState(true);
  const [other, setOther] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const focus = useResultFocus();
  const { focusOn } = focus;
  const payment = useCardPayment({
    // The invoices are read again (the paid ones are PAID now) and so are the receipts (one for this payment).
    onSucceeded: async (paid) => {
      if (!customer) return;
      const fresh = await mutate(blockKeys.invoices(customer)).catch(() => undefined);
      await mutate(blockKeys.receipts(customer)).catch(() => undefined);
      setDone({ paidCents: paid, stillOwedCents: fresh ? owedInvoices(fresh).totalCents : null });
      setFull(true);
      setOther('');
      focusOn('result');
    },
    onFailed: () => focusOn('failure'),
  });
  const { failure, busy } = payment;

  const header = (
    <PageHeader>
      <PageTitle id={headingId}>
        <FormattedMessage {...messages.title} />
      </PageTitle>
      {product && postpay ? (
        <PageDescription>
          <FormattedMessage {...messages.intro} values={{ msisdn: formatMsisdn(product.MSISDN) }} />
        </PageDescription>
      ) : null}
    </PageHeader>
  );
  const page = (children: ReactNode) => (
    <PageContainer width="narrow">
      {header}
      {children}
    </PageContainer>
  );
  const receiptsHref = links.href('receipts');
  const invoicesHref = links.href('invoices');
  const billingHref = links.href('mobile-billing');
  const moreLinks = (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      {receiptsHref ? (
        <Link to={receiptsHref} className="text-link underline underline-offset-4">
          <FormattedMessage {...messages.receipts} />
        </Link>
      ) : null}
      {invoicesHref ? (
        <Link to={invoicesHref} className="text-link underline underline-offset-4">
          <FormattedMessage {...messages.invoices} />
        </Link>
      ) : null}
      {billingHref ? (
        <Link to={billingHref} className="text-link underline underline-offset-4">
          <FormattedMessage {...messages.backToBilling} />
        </Link>
      ) : null}
    </div>
  );

  const error =
    (products.error && !products.data && products.error) ||
    (invoices.error && !invoices.data && invoices.error) ||
    (cards.error && !cards.data && cards.error);
  if (error) {
    return page(
      <Alert variant="destructive">
        <AlertTitle>
          <FormattedMessage {...messages.errorTitle} />
        </AlertTitle>
        <AlertDescription>
          <span>
            <FormattedMessage {...messages.loadError} /> {errorText(error)}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([products.mutate(), invoices.mutate(), cards.mutate()])}
          >
            <FormattedMessage {...messages.retry} />
          </Button>
        </AlertDescription>
      </Alert>,
    );
  }
  if (!products.data || (postpay && (!invoices.data || !cards.data))) {
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
  if (!product || !customer || !postpay || !invoices.data || !cards.data) {
    return page(
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.noProduct} />
        </AlertDescription>
      </Alert>,
    );
  }

  const { owed, totalCents } = owedInvoices(invoices.data);
  if (done) {
    return page(
      <>
        <Alert ref={focus.result} variant="success" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.successTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.success} values={{ amount: formatNzd(done.paidCents) }} />
            </span>
            {done.stillOwedCents === null ? null : done.stillOwedCents > 0 ? (
              <span className="font-medium">
                <FormattedMessage
                  {...messages.stillOwed}
                  values={{ amount: formatNzd(done.stillOwedCents) }}
                />
              </span>
            ) : (
              <span className="font-medium">
                <FormattedMessage {...messages.allPaid} />
              </span>
            )}
          </AlertDescription>
        </Alert>
        {done.stillOwedCents ? (
          <div className="mt-4">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDone(null);
                payment.clearFailure();
              }}
            >
              <FormattedMessage {...messages.pay} values={{ amount: formatNzd(done.stillOwedCents) }} />
            </Button>
          </div>
        ) : null}
        {moreLinks}
      </>,
    );
  }
  if (owed.length === 0) {
    return page(
      <>
        <Alert variant="success">
          <AlertDescription>
            <FormattedMessage {...messages.nothingToPay} />
          </AlertDescription>
        </Alert>
        {moreLinks}
      </>,
    );
  }

  const now = Date.now();
  const usable = cards.data.filter((c) => !isCardExpired(c.CardExpiryMonth, c.CardExpiryYear, now));
  const chosenCard = usable.find((c) => c.UUID === cardId) ?? usable[0] ?? null;
  const amountCents = full ? totalCents : typedCardChargeCents(other, totalCents);
  const productUUID = product.UUID;

  const onPay = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !chosenCard) return;
    payment.clearFailure();
    setInvalid(amountCents === null);
    if (amountCents === null) {
      focusOn('summary');
      return;
    }
    void payment.pay({
      fingerprint: `${amountCents}:${chosenCard.UUID}`,
      amountCents,
      card: chosenCard,
      create: (idempotencyKey) =>
        api.call(payBill, {
          params: { id: customer },
          body: {
            AmountCents: amountCents,
            PaymentMethodType: 'card',
            PaymentMethodID: chosenCard.UUID,
            ProductInstanceUUID: productUUID,
          },
          idempotencyKey,
        }),
    });
  };
  const amountInvalid = intl.formatMessage(messages.amountInvalid, { max: formatNzd(totalCents) });

  return page(
    <>
      <Card>
        <form noValidate onSubmit={onPay} aria-labelledby={headingId}>
          <CardContent className="flex flex-col gap-5 pt-6">
            <section aria-labelledby={`${headingId}-owed`} className="flex flex-col gap-2">
              <h2 id={`${headingId}-owed`} className="text-sm font-medium text-foreground">
                <FormattedMessage {...messages.owedTitle} />
              </h2>
              <ul className="flex flex-col gap-1 text-sm">
                {owed.map((i) => (
                  <li key={i.number} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span>
                      <FormattedMessage
                        {...messages.invoiceLine}
                        values={{
                          number: i.number,
                          date: <FormattedDate value={i.dueMs} {...dateProps} />,
                        }}
                      />
                      {i.overdue ? (
                        <>
                          {' '}
                          <Badge variant="destructive">
                            <FormattedMessage {...messages.overdue} />
                          </Badge>
                        </>
                      ) : null}
                      {i.partlyPaid ? (
                        <>
                          {' '}
                          <Badge variant="outline">
                            <FormattedMessage {...messages.partlyPaid} />
                          </Badge>
                        </>
                      ) : null}
                    </span>
                    <span className="font-medium tabular-nums">{formatNzd(i.dueCents)}</span>
                  </li>
                ))}
              </ul>
              <p className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
                <FormattedMessage {...messages.total} />
                <span className="tabular-nums" data-testid="pay-bill-total">
                  {formatNzd(totalCents)}
                </span>
              </p>
            </section>
            <ErrorSummary
              ref={focus.summary}
              title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
              items={invalid ? [{ targetId: otherId, message: amountInvalid }] : []}
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
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-foreground">
                <FormattedMessage {...messages.amountLegend} />
              </legend>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={amountName}
                  className="size-4"
                  checked={full}
                  disabled={busy}
                  onChange={() => {
                    setFull(true);
                    setInvalid(false);
                  }}
                />
                <FormattedMessage {...messages.fullAmount} values={{ amount: formatNzd(totalCents) }} />
              </label>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={amountName}
                  className="size-4"
                  checked={!full}
                  disabled={busy}
                  onChange={() => setFull(false)}
                />
                <FormattedMessage {...messages.otherAmount} />
              </label>
              {full ? null : (
                <Field controlId={otherId}>
                  <FieldLabel>
                    <FormattedMessage {...messages.otherAmountLabel} />
                  </FieldLabel>
                  <Input
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={11}
                    value={other}
                    disabled={busy}
                    onChange={(e) => setOther(e.target.value)}
                  />
                  <FieldHint>
                    <FormattedMessage {...messages.otherAmountHint} values={{ max: formatNzd(totalCents) }} />
                  </FieldHint>
                  <FieldError>{invalid ? amountInvalid : null}</FieldError>
                </Field>
              )}
            </fieldset>
            <SavedCardChoice
              cards={usable}
              chosen={chosenCard?.UUID ?? null}
              onChoose={setCardId}
              name={cardName}
              disabled={busy}
              addCardHref={links.href('payment-methods-add')}
              noCardText={intl.formatMessage(messages.noCard)}
            />
          </CardContent>
          <CardFooter className="pt-4">
            <Button
              ref={payment.payButtonRef}
              type="submit"
              className="w-full"
              loading={busy}
              disabled={!chosenCard}
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
      {moreLinks}
      {payment.dialog}
    </>,
  );
}

export default PayBill;
