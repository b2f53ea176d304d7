import type { PaymentMethod } from '@telco-portal/api';
import {
  formatMsisdn,
  formatNzd,
  isCardExpired,
  MIN_CARD_CHARGE_CENTS,
  nanosToMs,
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
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';

import { blockKeys } from '../../hooks/keys.ts';
import { commonMessages } from '../../hooks/messages.ts';
import { reusesIdempotencyKey } from '../../hooks/money-attempt.ts';
import { chargeOutcomeMessage } from '../../hooks/money-messages.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useProductBalance } from '../../hooks/use-product-balance.ts';
import { type BlockCardChallenge, usePayments, useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

// The bank's 3-D Secure dialog of the card form, loaded when a payment is sent (issue 7: Radix Dialog only for
// customers who pay).
const loadChallengeDialog = () => import('../../components/ChallengeDialog.tsx');
const ChallengeDialog = lazy(loadChallengeDialog);

/** Preset top-up amounts in cents ($10, $20, $30, $50). */
export const TOP_UP_PRESETS_CENTS = [1000, 2000, 3000, 5000] as const;

/**
 * The amount typed in "Other amount", in cents: dollars with at most two decimals (`15`, `12.50`, `$7.5`),
 * from $1.00 (MIN_CARD_CHARGE_CENTS, SPEC §5) to $999.00 (TOP_UP_MAX_CENTS); null otherwise. Written without zod (this route's own JS stays under 30 KB).
 */
export function topUpCentsOf(input: string): number | null {
  const text = input.trim().replace(/^\$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= MIN_CARD_CHARGE_CENTS && cents <= TOP_UP_MAX_CENTS ? cents : null;
}

/** Card refusals (HTTP 402 `code`, SPEC §8) in the customer's words. */
const CARD_ERRORS: Record<string, MessageDescriptor> = {
  card_declined: messages.cardDeclined,
  insufficient_funds: messages.insufficientFunds,
  authentication_failed: messages.authenticationFailed,
  authentication_cancelled: messages.authenticationCancelled,
};

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

type Failure = { text: string; outcome: string };
type Done = { amountCents: number; creditCents: number | null; expiresMs: number | null };

/**
 * Top up a prepay or payg number with a saved card (SPEC §2 mobile `top-up`: not postpay, account type
 * activated, top-up not hidden; SPEC §5: more than $0.99, minimum card charge $1.00; SPEC §7 POST
 * /customer/:uuid/topup → ClientSecret → the payments port's `confirmCardPayment`). The customer picks a preset
 * or types an amount and picks one of their cards (the default first; expired cards cannot pay). "Pay" is
 * disabled while a payment is in flight; one attempt (amount + card) keeps its Idempotency-Keys whenever its
 * outcome is unknown (money-attempt.ts), so trying again never charges twice. 3-D Secure shows the bank's
 * dialog. Success shows the amount, the new balance and the credit expiry, and revalidates the balance the
 * dashboard shows. A failure shows its SPEC §8 text and whether the customer was charged, and keeps the amount
 * and card chosen. States: loading, load error with retry, no prepay/payg number, no card, form, topped up.
 */
export function TopUp() {
  const links = useRouteLinks();
  const dashboardHref = links.href('mobile-dashboard');
  const addCardHref = links.href('payment-methods-add');
  const intl = useIntl();
  const { api, currentCustomerUUID } = useSession();
  const payments = usePayments();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const { products, product, accountType } = useCurrentProduct();
  const prepaid = accountType === 'prepay' || accountType === 'payg';
  const balance = useProductBalance(prepaid ? (product?.UUID ?? null) : null, prepaid ? 'prepay' : null);
  const cards = useSWR(currentCustomerUUID ? blockKeys.paymentMethods(currentCustomerUUID) : null, () =>
    api.customer.paymentMethods(currentCustomerUUID as string),
  );
  const headingId = useId();
  const amountId = useId();
  const otherId = useId();
  const cardName = useId();
  const [preset, setPreset] = useState<number | 'other'>(TOP_UP_PRESETS_CENTS[1]);
  const [other, setOther] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [challenge, setChallenge] = useState<BlockCardChallenge | null>(null);
  const [dialogLast4, setDialogLast4] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  // One payment attempt (amount + card): its keys are reused while its outcome is unknown.
  const attempt = useRef<{ fingerprint: string; topUpKey: string; confirmKey: string } | null>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ on: 'summary' | 'failure' | 'result'; n: number } | null>(null);
  useEffect(() => {
    if (!focus) return;
    ({ summary: summaryRef, failure: failureRef, result: resultRef })[focus.on].current?.focus();
  }, [focus]);
  const focusOn = (on: 'summary' | 'failure' | 'result') => setFocus((f) => ({ on, n: (f?.n ?? 0) + 1 }));

  const now = Date.now();
  const usable = (cards.data ?? []).filter((c) => !isCardExpired(c.CardExpiryMonth, c.CardExpiryYear, now));
  const chosenCard = usable.find((c) => c.UUID === cardId) ?? usable[0] ?? null;

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

  const loadFailed = (products.error && !products.data) || (cards.error && !cards.data);
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
              <FormattedMessage {...messages.loadError} /> {errorText(products.error ?? cards.error)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void Promise.all([products.mutate(), cards.mutate()])}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (!products.data || (prepaid && !cards.data)) {
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

  /** After a success: the balance the dashboard shows is read again; its new credit and expiry are shown. */
  const succeeded = async (paid: number) => {
    attempt.current = null;
    const key = blockKeys.productBalance(customer, product.UUID, 'prepay');
    const fresh = (await mutate(key).catch(() => undefined)) as
      | { kind: 'prepay'; balance: { CreditCents: number; CurrencyCreditExpiresAtNanos: string } }
      | undefined;
    await mutate(blockKeys.prepayProduct(customer, product.UUID)).catch(() => undefined);
    setDone({
      amountCents: paid,
      creditCents: fresh?.balance.CreditCents ?? null,
      expiresMs: fresh ? nanosToMs(fresh.balance.CurrencyCreditExpiresAtNanos) : null,
    });
    focusOn('result');
  };

  /** A refusal by the card (resolved `failed`): nothing was charged. */
  const refused = (result: { message: string; code?: string }) => {
    const descriptor = result.code ? CARD_ERRORS[result.code] : undefined;
    setFailure({
      text: descriptor ? intl.formatMessage(descriptor) : errorText({ message: result.message }),
      outcome: intl.formatMessage(chargeOutcomeMessage({ status: 402 }, 'charge')),
    });
    focusOn('failure');
  };

  const onPay = async (event: FormEvent) => {
    event.preventDefault();
    if (paying || !chosenCard) return;
    setFailure(null);
    setInvalid(amountCents === null);
    if (amountCents === null) {
      focusOn('summary');
      return;
    }
    void loadChallengeDialog();
    const fingerprint = `${amountCents}:${chosenCard.UUID}`;
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, topUpKey: crypto.randomUUID(), confirmKey: crypto.randomUUID() };
    }
    const keys = attempt.current;
    setPaying(true);
    try {
      const { ClientSecret } = await api.customer.topUp(
        customer,
        { productUUID: product.UUID, amountCents, cardId: chosenCard.UUID },
        { idempotencyKey: keys.topUpKey },
      );
      const result = await payments.confirmCardPayment(ClientSecret, { idempotencyKey: keys.confirmKey });
      if (result.status === 'succeeded') await succeeded(amountCents);
      else if (result.status === 'requires_action') {
        setDialogLast4(chosenCard.CardLast4);
        setChallenge(result.challenge);
      } else {
        attempt.current = null;
        refused(result);
      }
    } catch (error) {
      if (!reusesIdempotencyKey(error)) attempt.current = null;
      setFailure({
        text: errorText(error),
        outcome: intl.formatMessage(chargeOutcomeMessage(error, 'charge')),
      });
      focusOn('failure');
    } finally {
      setPaying(false);
    }
  };

  const answer = async (approve: boolean) => {
    if (!challenge || answering || amountCents === null) return;
    setAnswering(true);
    try {
      const result = await payments.authenticate(challenge, approve);
      setChallenge(null);
      if (result.status === 'succeeded') await succeeded(amountCents);
      else {
        attempt.current = null;
        // Declined in the dialog by the customer: say so, not that the bank refused.
        refused(approve ? result : { ...result, code: 'authentication_cancelled' });
      }
    } catch (error) {
      setChallenge(null);
      setFailure({
        text: errorText(error),
        outcome: intl.formatMessage(chargeOutcomeMessage(error, 'charge')),
      });
      focusOn('failure');
    } finally {
      setAnswering(false);
    }
  };

  if (done) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert ref={resultRef} variant="success" tabIndex={-1} className="focus-ring">
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
              setFailure(null);
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
  const cardLabel = (card: PaymentMethod) =>
    intl.formatMessage(messages.cardLabel, { brand: card.CardType, last4: card.CardLast4 });
  const busy = paying || answering;

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
              ref={summaryRef}
              title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
              items={
                invalid ? [{ targetId: otherId, message: intl.formatMessage(messages.amountInvalid) }] : []
              }
            />
            {failure ? (
              <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring">
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
                      className="size-4 accent-primary"
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
                  className="size-4 accent-primary"
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
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-foreground">
                <FormattedMessage {...messages.cardLegend} />
              </legend>
              {usable.length === 0 ? (
                <p className="text-sm">
                  <FormattedMessage {...messages.noCard} />
                </p>
              ) : (
                usable.map((card) => (
                  <label
                    key={card.UUID}
                    className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring"
                  >
                    <input
                      type="radio"
                      name={cardName}
                      className="size-4 accent-primary"
                      checked={chosenCard?.UUID === card.UUID}
                      disabled={busy}
                      onChange={() => setCardId(card.UUID)}
                    />
                    <span className="font-medium">{cardLabel(card)}</span>
                    <span className="text-muted-foreground">
                      <FormattedMessage
                        {...messages.cardExpires}
                        values={{
                          expiry: `${String(card.CardExpiryMonth).padStart(2, '0')}/${card.CardExpiryYear}`,
                        }}
                      />
                      {card.Rank === 1 ? (
                        <>
                          {' · '}
                          <FormattedMessage {...messages.cardDefault} />
                        </>
                      ) : null}
                    </span>
                  </label>
                ))
              )}
              {addCardHref ? (
                <Link to={addCardHref} className="text-sm text-link underline underline-offset-4">
                  <FormattedMessage {...messages.addCard} />
                </Link>
              ) : null}
            </fieldset>
          </CardContent>
          <CardFooter className="pt-4">
            <Button ref={payRef} type="submit" className="w-full" loading={busy} disabled={!chosenCard}>
              {busy ? (
                <FormattedMessage {...messages.paying} />
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
      {dialogLast4 !== null ? (
        <Suspense fallback={null}>
          <ChallengeDialog
            open={challenge !== null}
            last4={dialogLast4}
            description={
              <FormattedMessage
                {...messages.challengeDescription}
                values={{ last4: dialogLast4, amount: amountCents === null ? '' : formatNzd(amountCents) }}
              />
            }
            answering={answering}
            onAnswer={(approve) => void answer(approve)}
            returnFocusTo={payRef}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

export default TopUp;
