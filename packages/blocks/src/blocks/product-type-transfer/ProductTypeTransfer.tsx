import type { ProductTypeTransfer as TransferAnswer } from '@telco-portal/api';
import { transferProductType } from '@telco-portal/api/routes/addresses';
import { type AccountType, formatMsisdn, isProductActive } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardFooter,
  ErrorSummary,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { accountTypeLabels } from '../../components/account-messages.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { commonMessages } from '../../hooks/messages.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

/** The payment types a mobile product can move between (SPEC §3 BillingReference prefixes), in menu order. */
export const TRANSFER_TYPES: readonly AccountType[] = ['prepay', 'postpay', 'payg'];

/** What each payment type means for the customer, under its choice. */
const ABOUT: Readonly<Record<AccountType, MessageDescriptor>> = {
  prepay: messages.aboutPrepay,
  postpay: messages.aboutPostpay,
  payg: messages.aboutPayg,
};

/**
 * One choice's box, the whole box the radio's label: the same classes as the SIM pages' (eshop/plan-radios.tsx),
 * Checkout's and the card payment's OPTION. Not a shared module: Rolldown made one a chunk of its own, measured 2026-11-29 at +20 B on
 * every account route and +105 B on top-up.
 */
const OPTION_BOX =
  'flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring';

type Step =
  | { kind: 'choose' }
  | { kind: 'checked'; to: AccountType }
  | { kind: 'changed'; result: TransferAnswer };

/**
 * Change a number's payment type (SPEC §2 SIM pages `sim-transfer-product-type`, guard: product type transfer
 * allowed — `features.simActions.productTypeTransfer` and an activated account type; SPEC §7
 * PUT /sim/v1/product-type/{dry}). For the current mobile product: the customer picks another type (prepay,
 * postpay or pay as you go, each with what it means), "Check the change" previews it (dry `true`: nothing
 * changes), "Confirm" makes it (dry `false`), and the products are read again so the dashboard, the header and
 * the guards see the new type (its BillingReference prefix, SPEC §3). Refusals: 409 'same_product_type' shows
 * its own text and reads the products again (the number moved elsewhere: the page shows its type now); other
 * failures their SPEC §8 text; the choice is kept. States: loading, load error with retry,
 * no activated product, choose, checked, changed.
 */
export function ProductTypeTransfer() {
  const links = useRouteLinks();
  const dashboardHref = links.href('mobile-dashboard');
  const { api, currentCustomerUUID } = useSession();
  const { products, product, accountType } = useCurrentProduct();
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const groupName = useId();
  const firstOptionId = useId();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [choice, setChoice] = useState<AccountType | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Focus follows the outcome (issue 9, WCAG 2.4.3): the error summary, the failure, or the new step's result.
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'failure'; n: number } | null>(null);
  useEffect(() => {
    if (focusRequest) (focusRequest.target === 'summary' ? summaryRef : failureRef).current?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (step.kind !== 'choose') resultRef.current?.focus();
  }, [step]);
  const requestFocus = (target: 'summary' | 'failure') =>
    setFocusRequest((r) => ({ target, n: (r?.n ?? 0) + 1 }));

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
        <LoadFailed
          title={messages.errorTitle}
          text={messages.loadError}
          error={products.error}
          retry={messages.retry}
          onRetry={() => void products.mutate()}
        />
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
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </CardContent>
        </Card>
      </PageContainer>
    );
  }
  // The guard's rule (an activated account type, core's isProductActive): a number that is not active has no
  // type to move from.
  if (!product || !currentCustomerUUID || !accountType || !isProductActive(product)) {
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
  const label = (type: AccountType) => intl.formatMessage(accountTypeLabels[type]);
  const options = TRANSFER_TYPES.filter((t) => t !== accountType);
  // A choice the number has since moved to (see `fail`) is no choice.
  const chosen = choice !== null && options.includes(choice) ? choice : null;

  /** PUT /sim/v1/product-type/{dry} for the current product (dry: a preview that changes nothing). */
  const send = (to: AccountType, dry: boolean) =>
    api.call(transferProductType, {
      params: { dry: dry ? 'true' : 'false' },
      body: { CustomerUUID: currentCustomerUUID, ProductInstanceUUID: product.UUID, Type: to },
    });
  const fail = (error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === 'same_product_type') {
      setFailure(intl.formatMessage(messages.sameType));
      // The type changed elsewhere (another tab, the call centre): the page reads it again, so "Payment type now"
      // and the choices are the number's, and the chosen type — now the current one — is no longer offered.
      // A confirm refused so goes back to the choice.
      void products.mutate();
      setStep({ kind: 'choose' });
    } else setFailure(errorText(error));
    requestFocus('failure');
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setMissing(chosen === null);
    if (chosen === null) {
      requestFocus('summary');
      return;
    }
    setBusy(true);
    try {
      await send(chosen, true);
      setStep({ kind: 'checked', to: chosen });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = async () => {
    if (step.kind !== 'checked' || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const result = await send(step.to, false);
      // The products again: the dashboard, the header and the guards read the type from them.
      await products.mutate();
      setStep({ kind: 'changed', result });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const failureAlert = failure ? (
    <Alert ref={failureRef} variant="destructive" tabIndex={-1} className="focus-ring">
      <AlertTitle>
        <FormattedMessage {...messages.errorTitle} />
      </AlertTitle>
      <AlertDescription>{failure}</AlertDescription>
    </Alert>
  ) : null;

  if (step.kind === 'changed') {
    return (
      <PageContainer width="narrow">
        {header}
        <Alert ref={resultRef} variant="success" tabIndex={-1} className="focus-ring">
          <AlertTitle>
            <FormattedMessage {...messages.successTitle} />
          </AlertTitle>
          <AlertDescription>
            <FormattedMessage {...messages.success} values={{ msisdn, to: label(step.result.Type) }} />
          </AlertDescription>
        </Alert>
        {dashboardHref ? (
          <p className="mt-4">
            <Link to={dashboardHref} className="text-sm text-link underline underline-offset-4">
              <FormattedMessage {...messages.backToDashboard} />
            </Link>
          </p>
        ) : null}
      </PageContainer>
    );
  }

  const current = (
    // One row per term, wrapping as a whole at narrow widths (a number never breaks inside).
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap gap-x-4">
        <dt className="text-muted-foreground">
          <FormattedMessage {...messages.number} />
        </dt>
        <dd className="font-medium whitespace-nowrap text-foreground">{msisdn}</dd>
      </div>
      <div className="flex flex-wrap gap-x-4">
        <dt className="text-muted-foreground">
          <FormattedMessage {...messages.currentType} />
        </dt>
        <dd className="font-medium text-foreground">{label(accountType)}</dd>
      </div>
    </dl>
  );

  return (
    <PageContainer width="narrow">
      {header}
      <Card>
        {step.kind === 'choose' ? (
          <form noValidate onSubmit={(e) => void onCheck(e)} aria-labelledby={headingId}>
            <CardContent className="flex flex-col gap-4">
              <ErrorSummary
                ref={summaryRef}
                title={<FormattedMessage {...commonMessages.errorSummaryTitle} />}
                items={
                  missing ? [{ targetId: firstOptionId, message: intl.formatMessage(messages.required) }] : []
                }
              />
              {failureAlert}
              {current}
              <fieldset
                className="flex flex-col gap-2"
                aria-describedby={missing ? `${groupName}-error` : undefined}
              >
                <legend className="mb-2 text-sm font-medium text-foreground">
                  <FormattedMessage {...messages.legend} />
                </legend>
                {missing ? (
                  <p id={`${groupName}-error`} className="text-sm font-medium text-destructive">
                    <FormattedMessage {...messages.required} />
                  </p>
                ) : null}
                {options.map((type, i) => (
                  <label key={type} className={OPTION_BOX}>
                    <input
                      id={i === 0 ? firstOptionId : undefined}
                      type="radio"
                      name={groupName}
                      value={type}
                      className="size-4"
                      checked={chosen === type}
                      disabled={busy}
                      onChange={() => {
                        setChoice(type);
                        setMissing(false);
                      }}
                    />
                    <span className="font-medium">{label(type)}</span>
                    <span className="basis-full text-muted-foreground">
                      <FormattedMessage {...ABOUT[type]} />
                    </span>
                  </label>
                ))}
              </fieldset>
            </CardContent>
            <CardFooter className="pt-4">
              <Button type="submit" className="w-full" loading={busy}>
                <FormattedMessage {...(busy ? messages.checking : messages.check)} />
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
                  <span>
                    <FormattedMessage
                      {...messages.checked}
                      values={{ msisdn, from: label(accountType), to: label(step.to) }}
                    />
                  </span>
                  <span>
                    <FormattedMessage {...ABOUT[step.to]} />
                  </span>
                </AlertDescription>
              </Alert>
            </CardContent>
            <CardFooter layout="stack" className="pt-4">
              <Button type="button" loading={busy} onClick={() => void onConfirm()}>
                <FormattedMessage
                  {...(busy ? messages.confirming : messages.confirm)}
                  values={{ to: label(step.to) }}
                />
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => {
                  setFailure(null);
                  setStep({ kind: 'choose' });
                }}
              >
                <FormattedMessage {...messages.chooseAnother} />
              </Button>
            </CardFooter>
          </>
        )}
      </Card>
    </PageContainer>
  );
}

export default ProductTypeTransfer;
