import type { MobileProduct } from '@telco-portal/api';
import {
  formatMsisdn,
  formatNzd,
  nanosToMs,
  type ProductClass,
  prepayCreditExpiryMs,
  remainingAllowances,
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
  CardHeader,
  CardTitle,
  PageContainer,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { accountTypeLabels } from '../../components/account-messages.ts';
import { useAccountCycles } from '../../hooks/use-account-cycles.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useProductBalance } from '../../hooks/use-product-balance.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { Allowances } from './Allowances.tsx';
import { messages } from './messages.ts';

const statusLabel: Record<ProductClass, MessageDescriptor> = {
  prepay: messages.statusActive,
  postpay: messages.statusActive,
  not_activated: messages.statusNotActivated,
  not_active: messages.statusNotActive,
};

const dateProps = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Milliseconds from a nanosecond string, or null when missing / zero / unparsable. */
function msOf(nanos: string | null | undefined): number | null {
  if (!nanos) return null;
  try {
    const ms = nanosToMs(nanos);
    return ms > 0 ? ms : null;
  } catch {
    return null;
  }
}

/** The base plan on a product (SPEC §3 Addon, IsBasePlan), else its first add-on. */
function basePlanOf(product: MobileProduct) {
  return product.Addons.find((a) => a.IsBasePlan) ?? product.Addons[0] ?? null;
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorText = useErrorText();
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <FormattedMessage {...messages.errorTitle} />
      </AlertTitle>
      <AlertDescription>
        <span>
          <FormattedMessage {...messages.error} /> {errorText(error)}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function CardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton className="h-5 w-1/3" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}

/**
 * Mobile dashboard (SPEC §2 profile `/profile/mobile`): product switcher when the account has several
 * numbers; "Your plan" (MSISDN with leading plus, plan name, status badge, renewal or next bill date);
 * "Balance" (prepay/payg: credit in NZD and its expiry — stored, else 365 days after creation, SPEC §9;
 * postpay: current bill and billing period); "Remaining allowances" (meters); link to usage. Dates use
 * the active locale. States: loading skeletons, error with retry, no products.
 */
export function MobileDashboard() {
  const links = useRouteLinks();
  // No product yet: the brand's featured plans (the portal's default plan type), when plans are shown.
  const plansHref = links.href('plans');
  const usageHref = links.href('usage');
  const redeemVoucherHref = links.href('redeem-voucher');
  const topUpHref = links.href('top-up');
  const changeTypeHref = links.href('product-type-transfer');
  const billingHref = links.href('mobile-billing');
  const intl = useIntl();
  const { selectProduct, guardState } = useSession();
  // SPEC §6 remote flag hide-prepay-balance-when-zero (manifest features.hidePrepayBalanceWhenZero).
  const hideZeroCredit = guardState?.features.hidePrepayBalanceWhenZero === true;
  const { products, product, productClass, accountType, balanceKind } = useCurrentProduct();
  const balance = useProductBalance(product?.UUID ?? null, balanceKind);
  const cycles = useAccountCycles(balanceKind === 'postpay');
  // Dates and numbers in the locale (te reo Māori data loads here, beside the products, where Chromium lacks it).
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');

  const header = (
    <PageHeader>
      <PageTitle>
        <FormattedMessage {...messages.title} />
      </PageTitle>
    </PageHeader>
  );

  if (products.error && !products.data) {
    return (
      <PageContainer>
        {header}
        <ErrorState error={products.error} onRetry={() => void products.mutate()} />
      </PageContainer>
    );
  }
  if (!products.data || !intlReady) {
    return (
      <PageContainer aria-busy="true">
        {header}
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <div className="grid gap-6 md:grid-cols-2">
          <CardSkeleton />
          <CardSkeleton />
        </div>
      </PageContainer>
    );
  }
  if (!product) {
    return (
      <PageContainer>
        {header}
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.noProducts} />
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

  const msisdn = formatMsisdn(product.MSISDN);
  const plan = basePlanOf(product);
  const planEndMs = msOf(plan?.ExpiresAtNanos);
  const nextBillMs = msOf(cycles.data?.NextBillingCycle.From) ?? msOf(cycles.data?.CurrentBillingCycle.Upto);
  const active = productClass === 'prepay' || productClass === 'postpay';

  return (
    <PageContainer>
      {header}
      {products.data.length > 1 ? (
        <fieldset className="mb-6 flex flex-wrap items-center gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">
            <FormattedMessage {...messages.productSwitcher} />
          </legend>
          {products.data.map((p) => (
            <Button
              key={p.UUID}
              type="button"
              size="sm"
              variant={p.UUID === product.UUID ? 'default' : 'outline'}
              aria-pressed={p.UUID === product.UUID}
              onClick={() => selectProduct(p.UUID)}
            >
              {formatMsisdn(p.MSISDN)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Card aria-labelledby="dashboard-plan-title" role="region">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="dashboard-plan-title">
                <FormattedMessage {...messages.yourPlan} />
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <p className="text-2xl font-semibold text-foreground">
              {plan?.Name ?? intl.formatMessage(messages.noPlan)}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">
                <FormattedMessage {...messages.number} />
              </dt>
              <dd className="min-w-0 font-medium text-foreground wrap-anywhere">{msisdn}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              {productClass ? (
                <Badge variant={active ? 'success' : 'secondary'}>
                  <FormattedMessage {...statusLabel[productClass]} />
                </Badge>
              ) : null}
              {accountType ? (
                <Badge variant="outline">
                  <FormattedMessage {...accountTypeLabels[accountType]} />
                </Badge>
              ) : null}
            </div>
            {balanceKind === 'postpay' && nextBillMs ? (
              <p className="text-sm text-muted-foreground">
                <FormattedMessage
                  {...messages.nextBill}
                  values={{ date: <FormattedDate value={nextBillMs} {...dateProps} /> }}
                />
              </p>
            ) : balanceKind === 'prepay' && planEndMs ? (
              <p className="text-sm text-muted-foreground">
                <FormattedMessage
                  {...(plan?.AllowAutoRenew ? messages.renews : messages.planEnds)}
                  values={{ date: <FormattedDate value={planEndMs} {...dateProps} /> }}
                />
              </p>
            ) : null}
          </CardContent>
          {/* SPEC §2 sim-transfer-product-type: its switch (the link is null when off) and an activated account type. */}
          {changeTypeHref && active ? (
            <CardFooter>
              <Button asChild variant="outline" size="sm">
                <Link to={changeTypeHref}>
                  <FormattedMessage {...messages.changePaymentType} />
                </Link>
              </Button>
            </CardFooter>
          ) : null}
        </Card>
        <Card aria-labelledby="dashboard-balance-title" role="region">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="dashboard-balance-title">
                <FormattedMessage {...messages.balance} />
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent
            className="flex flex-col gap-2"
            aria-busy={!balance.data && !balance.error ? true : undefined}
          >
            {balance.error && !balance.data ? (
              <ErrorState error={balance.error} onRetry={() => void balance.mutate()} />
            ) : !balance.data ? (
              // The three lines of the balance (label, text-3xl amount, expiry/cycle) at their line
              // heights: the cards below do not move when it lands (issue 7: zero layout shift).
              <>
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-9 w-1/2" />
                <Skeleton className="h-5 w-2/3" />
              </>
            ) : balance.data.kind === 'prepay' && hideZeroCredit && balance.data.balance.CreditCents === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="dashboard-no-credit">
                <FormattedMessage {...messages.noCredit} />
              </p>
            ) : balance.data.kind === 'prepay' ? (
              <>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage {...messages.credit} />
                </p>
                <p className="text-3xl font-semibold text-foreground">
                  {formatNzd(balance.data.balance.CreditCents)}
                </p>
                {(() => {
                  const expiry = prepayCreditExpiryMs({
                    CurrencyCreditExpiresAtNanos: balance.data.balance.CurrencyCreditExpiresAtNanos,
                    CreatedAtNanos: product.CreatedAtNanos,
                  });
                  return expiry ? (
                    <p className="text-sm text-muted-foreground">
                      <FormattedMessage
                        {...messages.expires}
                        values={{ date: <FormattedDate value={expiry} {...dateProps} /> }}
                      />
                    </p>
                  ) : null;
                })()}
              </>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage {...messages.currentBill} />
                </p>
                <p className="text-3xl font-semibold text-foreground">
                  {formatNzd(balance.data.balance.Value)}
                </p>
                {cycles.data &&
                msOf(cycles.data.CurrentBillingCycle.From) &&
                msOf(cycles.data.CurrentBillingCycle.Upto) ? (
                  <p className="text-sm text-muted-foreground">
                    <FormattedMessage
                      {...messages.billingCycle}
                      values={{
                        from: (
                          <FormattedDate
                            value={msOf(cycles.data.CurrentBillingCycle.From) ?? 0}
                            {...dateProps}
                          />
                        ),
                        to: (
                          <FormattedDate
                            value={msOf(cycles.data.CurrentBillingCycle.Upto) ?? 0}
                            {...dateProps}
                          />
                        ),
                      }}
                    />
                  </p>
                ) : null}
              </>
            )}
          </CardContent>
          {/* Money links of prepay and payg numbers (issue 10), shown from the first render (known from the
              products, not the balance) so nothing moves when the balance lands. */}
          {balanceKind === 'prepay' && (topUpHref || redeemVoucherHref) ? (
            <CardFooter>
              {topUpHref ? (
                <Button asChild size="sm">
                  <Link to={topUpHref}>
                    <FormattedMessage {...messages.topUp} />
                  </Link>
                </Button>
              ) : null}
              {redeemVoucherHref ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={redeemVoucherHref}>
                    <FormattedMessage {...messages.redeemVoucher} />
                  </Link>
                </Button>
              ) : null}
            </CardFooter>
          ) : balanceKind === 'postpay' && billingHref ? (
            <CardFooter>
              <Button asChild variant="outline" size="sm">
                <Link to={billingHref}>
                  <FormattedMessage {...messages.billing} />
                </Link>
              </Button>
            </CardFooter>
          ) : null}
        </Card>
        <Card aria-labelledby="dashboard-allowances-title" role="region" className="md:col-span-2">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="dashboard-allowances-title">
                <FormattedMessage {...messages.allowances} />
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {balance.data ? (
              <Allowances balance={balance.data.balance} totals={product} />
            ) : balance.error ? null : (
              // One row per allowance the product's totals already name (label line + meter). The balance
              // may add rows the product does not name (casual-rate SMS, IDD…), so the usage link below
              // waits for the balance: it appears under the final list instead of being pushed down by it
              // (issue 9: 136 px at 1280 px for prepay@harbour.test, 3 skeleton rows then 6).
              <ul aria-hidden="true" className="flex flex-col gap-4">
                {Array.from({ length: Math.max(1, remainingAllowances({}, product).length) }, (_, i) => (
                  <li key={i} className="flex flex-col gap-1.5">
                    <Skeleton className="h-5 w-1/2" />
                    <Skeleton className="h-2 w-full" />
                  </li>
                ))}
              </ul>
            )}
            {usageHref && (balance.data || balance.error) ? (
              <Button asChild variant="outline" className="self-start">
                <Link to={usageHref}>
                  <FormattedMessage {...messages.viewUsage} />
                </Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

export default MobileDashboard;
