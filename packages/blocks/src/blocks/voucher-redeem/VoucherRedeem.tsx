import type { VoucherRedemption } from '@telco-portal/api';
import { formatMsisdn, formatNzd, nanosToMs, VOUCHER_CODE_LENGTH } from '@telco-portal/core';
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
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { blockKeys } from '../../hooks/keys.ts';
import { commonMessages } from '../../hooks/messages.ts';
import { reusesIdempotencyKey } from '../../hooks/money-attempt.ts';
import { chargeOutcomeMessage } from '../../hooks/money-messages.ts';
import { useCoreMessage } from '../../hooks/use-core-message.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/**
 * Core's voucher rule (`voucherSchema`, SPEC §5: 13 digits once spaces and hyphens are removed), written
 * without zod here: this page's own JS must stay under 30 KB and zod alone is 15 KB (budgets.json). The unit
 * test checks it agrees with core's schema. Returns the normalised code, or null when it is not valid.
 */
export function voucherCodeOf(input: string): string | null {
  const code = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The id of core's message for an invalid code ('A voucher code has 13 digits.'). */
const INVALID_CODE = 'core.validation.voucher.invalid';

/** SPEC §5 texts of the sandbox/provider voucher refusals, localised. */
const VOUCHER_ERRORS: Record<string, MessageDescriptor> = {
  redemption_check_error: messages.checkError,
  redemption_error: messages.redeemError,
};

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

type Step =
  | { kind: 'enter' }
  | { kind: 'checked'; code: string; amountCents: number }
  | { kind: 'redeemed'; result: VoucherRedemption };

/**
 * Redeem a voucher (SPEC §2 profile `redeem-voucher`, guard: account type activated and vouchers allowed;
 * SPEC §5 13-digit codes). For the current mobile product when it is prepay or payg: the customer types the
 * code (core's voucher rule, `voucherCodeOf`: spaces and hyphens ignored), the block checks it (POST check_voucher) and
 * shows its value; "Redeem" sends POST redeem_voucher with an Idempotency-Key kept across retries of that
 * attempt (a timeout or dropped connection never credits twice). Success shows the amount added, the new
 * balance and the credit expiry, and revalidates the product's balance (the dashboard shows it). Refusals
 * show SPEC §5 'Redemption check Error' / 'Redemption Error' (localised); other failures their SPEC §8 text;
 * the typed code is kept. States: loading, load error with retry, no prepay/payg product, enter, checked,
 * redeemed.
 */
export function VoucherRedeem() {
  const links = useRouteLinks();
  const dashboardHref = links.href('mobile-dashboard');
  const { api, currentCustomerUUID } = useSession();
  const { products, product, accountType } = useCurrentProduct();
  const { mutate } = useSWRConfig();
  const intl = useIntl();
  const coreText = useCoreMessage();
  const errorText = useErrorText();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  // The last call's failure: its SPEC §5/§8 text and, for a redemption, whether the voucher was used.
  const [failure, setFailure] = useState<{ text: string; outcome?: string } | null>(null);
  const [redeeming, setRedeeming] = useState(false);
  // One redemption attempt: its code and Idempotency-Key, kept after a transient failure so "Redeem" again
  // replays the first answer instead of crediting twice; a definite answer ends the attempt.
  const attempt = useRef<{ code: string; key: string } | null>(null);
  // After a submit that did not go through, focus goes to the error summary (invalid code) or the failure
  // alert (refused or failed call), once the render that shows it has happened (issue 9, WCAG 2.4.3).
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'failure'; n: number } | null>(null);
  useEffect(() => {
    if (focusRequest) (focusRequest.target === 'summary' ? summaryRef : failureRef).current?.focus();
  }, [focusRequest]);
  const requestFocus = (target: 'summary' | 'failure') =>
    setFocusRequest((r) => ({ target, n: (r?.n ?? 0) + 1 }));
  // Each step's result takes focus when it appears (issue 9: never lost to <body>).
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind !== 'enter') resultRef.current?.focus();
  }, [step]);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  const codeId = useId();

  // `redeeming`: the failed call was the redemption, so an unexplained failure also says whether the voucher
  // was used (money-attempt.ts); the SPEC §5 refusals already say so themselves.
  const failureOf = (error: unknown, redeeming: boolean) => {
    const code = (error as { code?: unknown } | null)?.code;
    const descriptor =
      typeof code === 'string' && Object.hasOwn(VOUCHER_ERRORS, code) ? VOUCHER_ERRORS[code] : undefined;
    if (descriptor) return { text: intl.formatMessage(descriptor) };
    const text = errorText(error);
    return redeeming
      ? { text, outcome: intl.formatMessage(chargeOutcomeMessage(error, 'voucher')) }
      : { text };
  };
  const fail = (error: unknown, redeeming = false) => {
    setFailure(failureOf(error, redeeming));
    requestFocus('failure');
  };

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

  if (products.error && !products.data) {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>
            <span>
              <FormattedMessage {...messages.loadError} /> {errorText(products.error)}
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => void products.mutate()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (!products.data) {
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
  if (!product || !currentCustomerUUID || (accountType !== 'prepay' && accountType !== 'payg')) {
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

  const msisdn = formatMsisdn(product.MSISDN);

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setFailure(null);
    const valid = voucherCodeOf(code);
    setInvalid(valid === null);
    if (valid === null) {
      requestFocus('summary');
      return;
    }
    setChecking(true);
    try {
      const checked = await api.customer.checkVoucher(currentCustomerUUID, product.UUID, valid);
      setStep({ kind: 'checked', code: valid, amountCents: checked.AmountCents });
    } catch (error) {
      fail(error);
    } finally {
      setChecking(false);
    }
  };

  const onRedeem = async () => {
    if (step.kind !== 'checked' || redeeming) return;
    setFailure(null);
    setRedeeming(true);
    if (attempt.current?.code !== step.code) attempt.current = { code: step.code, key: crypto.randomUUID() };
    const { key } = attempt.current;
    try {
      const result = await api.customer.redeemVoucher(currentCustomerUUID, product.UUID, step.code, {
        idempotencyKey: key,
      });
      attempt.current = null;
      await Promise.all([
        mutate(blockKeys.productBalance(currentCustomerUUID, product.UUID, 'prepay')),
        mutate(blockKeys.prepayProduct(currentCustomerUUID, product.UUID)),
      ]);
      setStep({ kind: 'redeemed', result });
    } catch (error) {
      if (!reusesIdempotencyKey(error)) attempt.current = null;
      fail(error, true);
    } finally {
      setRedeeming(false);
    }
  };

  const startAgain = (keepCode: boolean) => {
    setFailure(null);
    attempt.current = null;
    if (!keepCode) setCode('');
    setStep({ kind: 'enter' });
  };

  // The failure of the last call (SPEC §5/§8 text, localised), above the form; the typed code is kept.
  const failureAlert = failure ? (
    <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring">
      <AlertTitle>
        <FormattedMessage {...messages.errorTitle} />
      </AlertTitle>
      <AlertDescription>
        <span>{failure.text}</span>
        {failure.outcome ? <span> {failure.outcome}</span> : null}
      </AlertDescription>
    </Alert>
  ) : null;

  if (step.kind === 'redeemed') {
    const { result } = step;
    const expiryMs = nanosToMs(result.CurrencyCreditExpiresAtNanos);
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
                values={{ amount: formatNzd(result.AmountCents), msisdn }}
              />
            </span>
            <span className="font-medium">
              <FormattedMessage
                {...messages.newBalance}
                values={{ balance: formatNzd(result.CreditCents) }}
              />
            </span>
            {expiryMs > 0 ? (
              <span>
                <FormattedMessage
                  {...messages.expires}
                  values={{ date: <FormattedDate value={expiryMs} {...dateProps} /> }}
                />
              </span>
            ) : null}
          </AlertDescription>
        </Alert>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button type="button" variant="outline" onClick={() => startAgain(false)}>
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

  return (
    <PageContainer width="narrow">
      {header}
      <Card>
        {step.kind === 'enter' ? (
          <form noValidate onSubmit={(e) => void onCheck(e)} aria-labelledby={headingId}>
            <CardContent className="flex flex-col gap-4">
              <ErrorSummary
                ref={summaryRef}
                title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
                items={invalid ? [{ targetId: codeId, message: coreText(INVALID_CODE) }] : []}
              />
              {failureAlert}
              <Field controlId={codeId}>
                <FieldLabel>
                  <FormattedMessage {...messages.code} />
                </FieldLabel>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
                <FieldHint>
                  <FormattedMessage {...messages.codeHint} />
                </FieldHint>
                <FieldError>{invalid ? coreText(INVALID_CODE) : null}</FieldError>
              </Field>
            </CardContent>
            <CardFooter className="pt-4">
              <Button type="submit" className="w-full" loading={checking}>
                <FormattedMessage {...(checking ? messages.checking : messages.check)} />
              </Button>
            </CardFooter>
          </form>
        ) : (
          <>
            <CardContent className="flex flex-col gap-4 pt-6">
              {failureAlert}
              <Alert ref={resultRef} variant="info" tabIndex={-1} className="focus-ring">
                <AlertTitle>
                  <FormattedMessage {...messages.checkedTitle} />
                </AlertTitle>
                <AlertDescription>
                  <FormattedMessage
                    {...messages.checked}
                    values={{ code: step.code, amount: formatNzd(step.amountCents), msisdn }}
                  />
                </AlertDescription>
              </Alert>
            </CardContent>
            <CardFooter layout="stack" className="pt-4">
              <Button type="button" loading={redeeming} onClick={() => void onRedeem()}>
                <FormattedMessage
                  {...(redeeming ? messages.redeeming : messages.redeem)}
                  values={{ amount: formatNzd(step.amountCents) }}
                />
              </Button>
              <Button type="button" variant="outline" disabled={redeeming} onClick={() => startAgain(true)}>
                <FormattedMessage {...messages.changeCode} />
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

export default VoucherRedeem;
