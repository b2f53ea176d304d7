import type { LedgerTransaction } from '@telco-portal/api';
import { transactions } from '@telco-portal/api/routes/ledger';
import { formatSignedNzd, groupByYearMonth, nanosToMs } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  Card,
  CardContent,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useSession } from '../../session/index.ts';
import { messages } from './messages.ts';

const TIME_ZONE = 'Pacific/Auckland';

const KIND: Record<LedgerTransaction['Kind'], MessageDescriptor> = {
  top_up: messages.kindTopUp,
  voucher: messages.kindVoucher,
  bill_payment: messages.kindBillPayment,
  addon: messages.kindAddon,
  refund: messages.kindRefund,
};

/** The current customer's ledger (GET /customer/:id/transactions), newest first. */
function useTransactions() {
  const { api, currentCustomerUUID: customer } = useSession();
  // Its SWR key lives here, not in hooks/keys.ts, a module the home route loads (issue 7).
  return useSWR(
    customer ? ['blocks', 'transactions', customer] : null,
    async () => (await api.call(transactions, { params: { id: customer as string } })).Transactions,
  );
}

/**
 * Payments history (SPEC §2 profile "payments-history" and ufb "balance (… payments-history …)"; §3
 * "Transactions are grouped by year then month, items with Amount and Description"): the customer's money
 * movements grouped by year, then month (New Zealand time), newest first; each with its date, description, kind
 * and signed amount in NZD (+ paid in, − spent; core `formatSignedNzd`). A failed read is an error with a retry,
 * never an empty history (SPEC §8); no movements at all is its own message.
 */
export function PaymentsHistory() {
  const intl = useIntl();
  const _errorText = useErrorText();
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');
  const list = useTransactions();

  let body: React.ReactNode;
  if (list.error && !list.data) {
    body = (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.loadError}
        error={list.error}
        retry={messages.retry}
        onRetry={() => void list.mutate()}
      />
    );
  } else if (!list.data || !intlReady) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <div className="flex flex-col gap-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.empty} />
        </AlertDescription>
      </Alert>
    );
  } else {
    body = groupByYearMonth(list.data, TIME_ZONE).map((year) => (
      <section key={year.year} aria-labelledby={`payments-${year.year}`} className="flex flex-col gap-4">
        <h2 id={`payments-${year.year}`} className="text-xl font-semibold">
          {year.year}
        </h2>
        {year.months.map((month) => {
          const id = `payments-${month.year}-${month.month}`;
          const total = month.items.reduce((sum, t) => sum + t.AmountCents, 0);
          return (
            <Card key={id} role="region" aria-labelledby={id}>
              <CardContent className="flex flex-col gap-3 pt-6">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={id} className="font-semibold">
                    <FormattedDate
                      value={Date.UTC(month.year, month.month - 1, 15)}
                      month="long"
                      year="numeric"
                      timeZone="UTC"
                    />
                  </h3>
                  <span className="text-sm text-muted-foreground">
                    <FormattedMessage
                      {...messages.monthTotal}
                      values={{ amount: formatSignedNzd(total, intl.locale) }}
                    />
                  </span>
                </div>
                <ul className="flex flex-col divide-y divide-border">
                  {month.items.map((t) => (
                    <li key={t.UUID} className="flex flex-wrap items-center justify-between gap-3 py-2">
                      <div className="flex flex-col">
                        <span className="font-medium">{t.Description}</span>
                        <span className="text-sm text-muted-foreground">
                          <FormattedDate
                            value={nanosToMs(t.CreatedAtNanos)}
                            day="numeric"
                            month="long"
                            timeZone={TIME_ZONE}
                          />{' '}
                          · <FormattedMessage {...KIND[t.Kind]} />
                        </span>
                      </div>
                      <span className="font-semibold tabular-nums" data-amount-cents={t.AmountCents}>
                        {formatSignedNzd(t.AmountCents, intl.locale)}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          );
        })}
      </section>
    ));
  }

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
      <div className="flex flex-col gap-6">{body}</div>
    </PageContainer>
  );
}

export default PaymentsHistory;
