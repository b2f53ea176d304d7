import type { Order } from '@telco-portal/api';
import { ordersV2 } from '@telco-portal/api/routes/eshop';
import { ordersV1 } from '@telco-portal/api/routes/eshop-v1';
import { formatNzd, nanosToMs } from '@telco-portal/core';
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
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** New Zealand time: an order's date is the customer's calendar day. */
export const TIME_ZONE = 'Pacific/Auckland';

/** How many SIMs an order holds (each item times its quantity; plan lines ride on their SIM). */
export const itemCountOf = (order: Order) => order.OrderItems.reduce((sum, item) => sum + item.Quantity, 0);

/** Newest first (CreatedAtNanos, decimal strings compared as numbers). */
const newestFirst = (a: Order, b: Order) => nanosToMs(b.CreatedAtNanos) - nanosToMs(a.CreatedAtNanos);

/**
 * Order history (SPEC §2 profile "order-history", "my-orders redirects to order history"; §3 Order; §4 order
 * statuses; §7 GET /eshop/v2/customer/{uuid}/orders): the customer's orders, newest first — number (a link to its
 * detail), date (New Zealand time), status in words on its colour (core `ORDER_STATUS_TONES`), how many SIMs and
 * the total in NZD (cents / 100, GST included). States: loading skeleton, load error with retry (a failed read is
 * never "no orders", SPEC §8), no orders (leads into buying: the plans page), the list.
 */
export function OrderHistory() {
  const intl = useIntl();
  const _errorText = useErrorText();
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');
  const links = useRouteLinks();
  const plansHref = links.href('plans');
  const { api, currentCustomerUUID: customer, features } = useSession();
  // Its SWR key lives here, not in hooks/keys.ts, a module the home route loads (issue 7).
  // The cart version's path (features.cartVersion 1: cart v1's, as eshop/cart.ts cartApiOf reads the switch; that
  // module here would be a chunk of its own on every e-shop page).
  const v1 = features.cartVersion === 1;
  const list = useSWR(customer ? ['blocks', 'orders', customer] : null, async () =>
    [
      ...(
        await api.call(v1 ? ordersV1 : ordersV2, {
          params: { uuid: customer as string },
        })
      ).Orders,
    ].sort(newestFirst),
  );

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
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.empty} />
          {plansHref ? (
            <Link to={plansHref} className="focus-ring text-link underline underline-offset-4">
              <FormattedMessage {...messages.browsePlans} />
            </Link>
          ) : null}
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {list.data.map((order) => {
          const id = `order-${order.OrderNumber}`;
          const href = links.href('order-detail', { orderNumber: order.OrderNumber });
          const label = <FormattedMessage {...messages.orderLabel} values={{ number: order.OrderNumber }} />;
          return (
            <li key={order.UUID}>
              <Card role="group" aria-labelledby={id} data-order={order.OrderNumber}>
                <CardContent className="flex flex-col gap-2 pt-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 id={id} className="text-lg font-semibold break-words">
                      {href ? (
                        <Link to={href} className="focus-ring text-link underline underline-offset-4">
                          {label}
                        </Link>
                      ) : (
                        label
                      )}
                    </h2>
                    <OrderStatusBadge status={order.Status} />
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">
                      <FormattedMessage {...messages.placedOn} />
                    </dt>
                    <dd>
                      <FormattedDate
                        value={nanosToMs(order.CreatedAtNanos)}
                        day="numeric"
                        month="long"
                        year="numeric"
                        timeZone={TIME_ZONE}
                      />
                    </dd>
                    <dt className="text-muted-foreground">
                      <FormattedMessage {...messages.itemsLabel} />
                    </dt>
                    <dd>
                      <FormattedMessage {...messages.itemCount} values={{ count: itemCountOf(order) }} />
                    </dd>
                    <dt className="text-muted-foreground">
                      <FormattedMessage {...messages.total} />
                    </dt>
                    <dd className="font-semibold tabular-nums">
                      {formatNzd(order.AmountCents, intl.locale)}
                    </dd>
                  </dl>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );
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

export default OrderHistory;
