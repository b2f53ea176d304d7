import type { BillingCycle } from '@telco-portal/api';
import { billingCycle, setBillingCycle } from '@telco-portal/api/routes/ledger';
import { formatNzd, nanosToMs } from '@telco-portal/core';
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
  useAnnounce,
  VisuallyHidden,
} from '@telco-portal/ui';
import { type ReactNode, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';

import type { BlockProps } from '../../block-props.ts';
import { blockKeys } from '../../hooks/keys.ts';
import { useAccountCycles } from '../../hooks/use-account-cycles.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import type { MobileBillingConfig } from './config.ts';
import { messages } from './messages.ts';

const TIME_ZONE = 'Pacific/Auckland';

/** The bill cycles a customer can choose (SPEC §9 "Bill cycle options 7 or 28 days (or monthly)"). */
const CYCLES: ReadonlyArray<{ key: string; cycle: BillingCycle; label: MessageDescriptor }> = [
  { key: 'daily-7', cycle: { Type: 'daily', Value: 7 }, label: messages.cycle7 },
  { key: 'daily-28', cycle: { Type: 'daily', Value: 28 }, label: messages.cycle28 },
  { key: 'monthly-1', cycle: { Type: 'monthly', Value: 1 }, label: messages.cycleMonthly },
];
const keyOf = (c: BillingCycle) => `${c.Type}-${c.Value}`;

const Day = ({ nanos }: { nanos: string }) => (
  <FormattedDate value={nanosToMs(nanos)} day="numeric" month="long" year="numeric" timeZone={TIME_ZONE} />
);

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorText = useErrorText();
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <FormattedMessage {...messages.errorTitle} />
      </AlertTitle>
      <AlertDescription>
        <span>
          <FormattedMessage {...messages.loadError} /> {errorText(error)}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function Loading({ lines = 2 }: { lines?: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage {...messages.loading} />
      </VisuallyHidden>
      <div className="flex flex-col gap-2" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** The current bill (SPEC §3 account: Balance, CurrentBillingCycle, NextBillingCycle; §7 GET customer account). */
function CurrentBill() {
  const intl = useIntl();
  const account = useAccountCycles(true);
  const payBillHref = useRouteLinks().href('pay-bill');
  const ready = useIntlReady('DateTimeFormat', 'NumberFormat');
  let body: ReactNode;
  if (account.error && !account.data)
    body = <LoadError error={account.error} onRetry={() => void account.mutate()} />;
  else if (!account.data || !ready) body = <Loading lines={3} />;
  else {
    const { Balance, CurrentBillingCycle: current, NextBillingCycle: next } = account.data;
    body = (
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-muted-foreground">
          <FormattedMessage {...messages.balance} />
        </dt>
        <dd className="text-2xl font-semibold" data-testid="billing-balance">
          {formatNzd(Balance, intl.locale)}
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage {...messages.currentCycle} />
        </dt>
        <dd>
          <FormattedMessage
            {...messages.range}
            values={{ from: <Day nanos={current.From} />, upto: <Day nanos={current.Upto} /> }}
          />
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage {...messages.nextCycle} />
        </dt>
        <dd>
          <FormattedMessage
            {...messages.range}
            values={{ from: <Day nanos={next.From} />, upto: <Day nanos={next.Upto} /> }}
          />
        </dd>
      </dl>
    );
  }
  return (
    <Section id="billing-current-title" title={<FormattedMessage {...messages.currentBill} />}>
      {body}
      {payBillHref && account.data ? (
        <div>
          <Button asChild>
            <Link to={payBillHref}>
              <FormattedMessage {...messages.payBill} />
            </Link>
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/**
 * The bill cycle (SPEC §3 Billing cycle Type/Value; §7 GET/POST billing-cycle; §9 7 or 28 days or monthly). With
 * `features.billingCycle` on, the customer picks one and saves it (the current cycle keeps its start; the dates
 * above are re-read); off, the cycle is shown read-only (the API would refuse a change with 'not allowed', SPEC §5).
 */
function BillCycle({ canChange }: { canChange: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const announce = useAnnounce();
  const { mutate } = useSWRConfig();
  const { api, currentCustomerUUID: customer } = useSession();
  const legendId = useId();
  // Its SWR key lives here, not in hooks/keys.ts, a module the home route loads (issue 7).
  const cycle = useSWR(
    customer ? ['blocks', 'billing-cycle', customer] : null,
    async () => (await api.call(billingCycle, { params: { id: customer as string } })).BillingCycle,
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  let body: ReactNode;
  if (cycle.error && !cycle.data)
    body = <LoadError error={cycle.error} onRetry={() => void cycle.mutate()} />;
  else if (!cycle.data) body = <Loading />;
  else if (!canChange) {
    const current = CYCLES.find((c) => c.key === keyOf(cycle.data as BillingCycle));
    body = (
      <p>
        <FormattedMessage
          {...messages.cycleReadOnly}
          values={{ cycle: current ? intl.formatMessage(current.label) : keyOf(cycle.data) }}
        />
      </p>
    );
  } else {
    const saved = keyOf(cycle.data);
    const selected = choice ?? saved;
    const save = async () => {
      const next = CYCLES.find((c) => c.key === selected);
      if (!next || !customer) return;
      setBusy(true);
      setFailure(null);
      try {
        const { BillingCycle: result } = await api.call(setBillingCycle, {
          params: { id: customer },
          body: { BillingCycle: next.cycle },
        });
        await cycle.mutate(result, { revalidate: false });
        await mutate(blockKeys.accountCycles(customer));
        setChoice(null);
        announce(intl.formatMessage(messages.saved, { cycle: intl.formatMessage(next.label) }));
      } catch (error) {
        setFailure(errorText(error));
      } finally {
        setBusy(false);
      }
    };
    body = (
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={failure ? `${legendId}-error` : undefined}
        >
          <legend id={legendId} className="mb-2 font-medium">
            <FormattedMessage {...messages.cycleLegend} />
          </legend>
          {CYCLES.map((c) => (
            <label key={c.key} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="billing-cycle"
                value={c.key}
                checked={selected === c.key}
                onChange={() => setChoice(c.key)}
                className="size-5"
              />
              <FormattedMessage {...c.label} />
            </label>
          ))}
        </fieldset>
        {failure ? (
          <Alert variant="destructive" id={`${legendId}-error`}>
            <AlertTitle>
              <FormattedMessage {...messages.saveError} />
            </AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy} disabled={selected === saved}>
            <FormattedMessage {...(busy ? messages.saving : messages.save)} />
          </Button>
        </div>
      </form>
    );
  }
  return (
    <Section id="billing-cycle-title" title={<FormattedMessage {...messages.cycleTitle} />}>
      {body}
    </Section>
  );
}

/**
 * Mobile billing (SPEC §2 mobile "billing (postpay only)"; issue 10): the current bill (balance, current and next
 * billing cycle From–Upto), the bill cycle (changeable when the brand's `features.billingCycle` is on, else
 * read-only), and the brand's bank-transfer details (`config.bankTransfer`, the manifest's `billing.bankTransfer`) while
 * `features.bankTransactions` is on. The current bill links to "Pay your bill" (/profile/balance/pay-bill).
 */
export function MobileBilling({ config }: BlockProps<MobileBillingConfig | undefined>) {
  const { guardState } = useSession();
  const { product } = useCurrentProduct();
  const canChange = guardState?.features.billingCycle === true;
  // SPEC §6 "bank transactions": bank transfer is offered only while the switch is on.
  const bank = guardState?.features.bankTransactions === true ? (config?.bankTransfer ?? null) : null;
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage {...messages.intro} />
        </PageDescription>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <CurrentBill />
        <BillCycle canChange={canChange} />
        {bank ? (
          <Section id="billing-bank-title" title={<FormattedMessage {...messages.bankTitle} />}>
            <p>
              <FormattedMessage {...messages.bankIntro} />
            </p>
            <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-muted-foreground">
                <FormattedMessage {...messages.bankAccountName} />
              </dt>
              <dd className="font-medium">{bank.accountName}</dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...messages.bankAccountNumber} />
              </dt>
              <dd className="font-medium tabular-nums">{bank.accountNumber}</dd>
              {product ? (
                <>
                  <dt className="text-muted-foreground">
                    <FormattedMessage {...messages.bankReference} />
                  </dt>
                  <dd className="font-medium tabular-nums">+{product.MSISDN}</dd>
                </>
              ) : null}
            </dl>
          </Section>
        ) : null}
      </div>
    </PageContainer>
  );
}

export default MobileBilling;
