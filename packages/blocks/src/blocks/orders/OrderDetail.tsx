import type { Order } from '@telco-portal/api';
import { esimOrderStatus, orderV2 } from '@telco-portal/api/routes/eshop';
import { orderV1 } from '@telco-portal/api/routes/eshop-v1';
import { formatMsisdn, formatNzd, nanosToMs } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  Card,
  CardContent,
  PageContainer,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { esimStatusMessages, messages } from './messages.ts';
import { TIME_ZONE } from './OrderHistory.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const isEsimItem = (item: Order['OrderItems'][number]) => item.VirtualType === 'VT_ESIM';
const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** The eSIM lines of an eSIM order and their profile state (SPEC §7 GET /eshop/orders-esim-status/…). */
function EsimStatus({ customer, orderNumber }: { customer: string; orderNumber: string }) {
  const { api } = useSession();
  const _errorText = useErrorText();
  const esims = useSWR(['blocks', 'order-esims', customer, orderNumber], () =>
    api.call(esimOrderStatus, { params: { uuid: customer, orderNumber } }),
  );
  let body: React.ReactNode;
  if (esims.error && !esims.data) {
    body = (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.esimLoadError}
        error={esims.error}
        retry={messages.retry}
        onRetry={() => void esims.mutate()}
      />
    );
  } else if (!esims.data) {
    body = <Skeleton className="h-16 w-full" aria-hidden="true" />;
  } else if (esims.data.Esims.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.esimPending} />
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {esims.data.Esims.map((esim) => (
          <li key={esim.UUID} className="flex flex-col gap-1" data-esim-status={esim.EsimStatus}>
            <p className="font-medium">
              {formatMsisdn(esim.MSISDN)} · <FormattedMessage {...esimStatusMessages[esim.EsimStatus]} />
            </p>
            <p className="text-sm">
              <FormattedMessage {...messages.activationCode} />{' '}
              <code className="break-all rounded bg-muted px-1 text-foreground">{esim.ActivationCode}</code>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="order-esims" className="flex flex-col gap-3">
      <h2 id="order-esims" className="text-xl font-semibold">
        <FormattedMessage {...messages.esimTitle} />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.installHint} />
      </p>
      {body}
    </section>
  );
}

/**
 * One order (SPEC §2 order-history; §3 Order: OrderItems each with Products; §7 GET
 * /eshop/v2/customer/{uuid}/order/{orderNumber}): its status in words and colour, date, each item — SIM type
 * (eSIM or physical SIM), quantity, SIM price, its plan and the plan's price, the number it became once paid —,
 * the total (NZD, GST included), the delivery address of a physical SIM and, for an eSIM order, each eSIM's
 * state and activation code (the QR code is on the purchase confirmation, the thanks page: not repeated here).
 * States: loading, not found (404 'No Order Item': a link back to the history), load error with retry.
 */
export function OrderDetail() {
  const intl = useIntl();
  const _errorText = useErrorText();
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');
  const links = useRouteLinks();
  const historyHref = links.href('order-history');
  const { orderNumber = '' } = useParams();
  const { api, currentCustomerUUID: customer, features } = useSession();
  // The cart version's path, as OrderHistory reads it (cart v1's routes: a chunk only such a portal loads).
  const v1 = features.cartVersion === 1;
  const order = useSWR(
    customer && orderNumber ? ['blocks', 'order', customer, orderNumber] : null,
    async () =>
      api.call(v1 ? orderV1 : orderV2, {
        params: { uuid: customer as string, orderNumber },
      }),
  );

  const back = historyHref ? (
    <Link to={historyHref} className="focus-ring text-link underline underline-offset-4">
      <FormattedMessage {...messages.backToOrders} />
    </Link>
  ) : null;

  let body: React.ReactNode;
  if (order.error && !order.data) {
    body = isNotFound(order.error) ? (
      <Alert>
        <AlertDescription>
          <FormattedMessage {...messages.notFound} values={{ number: orderNumber }} />
        </AlertDescription>
      </Alert>
    ) : (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.detailLoadError}
        error={order.error}
        retry={messages.retry}
        onRetry={() => void order.mutate()}
      />
    );
  } else if (!order.data || !intlReady) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    );
  } else {
    const o = order.data;
    const hasEsim = o.OrderItems.some(isEsimItem);
    const address = o.Address;
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={o.Status} />
          <span className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.placedOn} />{' '}
            <FormattedDate
              value={nanosToMs(o.CreatedAtNanos)}
              day="numeric"
              month="long"
              year="numeric"
              timeZone={TIME_ZONE}
            />
          </span>
        </div>
        <section aria-labelledby="order-items" className="flex flex-col gap-3">
          <h2 id="order-items" className="text-xl font-semibold">
            <FormattedMessage {...messages.items} />
          </h2>
          <ul className="flex flex-col gap-3">
            {o.OrderItems.map((item) => {
              const plan = item.Products[0];
              const esim = isEsimItem(item);
              return (
                <li key={item.UUID}>
                  <Card data-order-item={esim ? 'esim' : 'sim'}>
                    <CardContent className="flex flex-col gap-1 pt-6">
                      <p className="font-semibold">
                        <FormattedMessage {...(esim ? messages.esim : messages.physicalSim)} />
                        {' · '}
                        <FormattedMessage {...messages.quantity} values={{ count: item.Quantity }} />
                      </p>
                      <p className="text-sm">
                        <FormattedMessage
                          {...messages.simPrice}
                          values={{ price: formatNzd(item.PriceCents, intl.locale) }}
                        />
                      </p>
                      <p className="text-sm">
                        {plan ? (
                          <FormattedMessage
                            {...messages.plan}
                            values={{ name: plan.Name, price: formatNzd(plan.PriceCents, intl.locale) }}
                          />
                        ) : (
                          <FormattedMessage {...messages.noPlan} />
                        )}
                      </p>
                      {item.Line ? (
                        <p className="text-sm">
                          <FormattedMessage
                            {...messages.number}
                            values={{ msisdn: formatMsisdn(item.Line.MSISDN) }}
                          />
                        </p>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          <p className="font-semibold">
            <FormattedMessage {...messages.total} />{' '}
            <span className="tabular-nums">{formatNzd(o.AmountCents, intl.locale)}</span>{' '}
            <span className="text-sm font-normal text-muted-foreground">
              <FormattedMessage
                {...messages.gst}
                values={{ gst: formatNzd(o.AmountTaxCents, intl.locale) }}
              />
            </span>
          </p>
        </section>
        {address ? (
          <section aria-labelledby="order-address" className="flex flex-col gap-2">
            <h2 id="order-address" className="text-xl font-semibold">
              <FormattedMessage {...messages.deliveryAddress} />
            </h2>
            <address className="not-italic">
              {[...(address.Lines ?? []), address.City, address.Postcode]
                .filter((part): part is string => Boolean(part))
                .map((part) => (
                  <span key={part} className="block">
                    {part}
                  </span>
                ))}
            </address>
          </section>
        ) : null}
        {hasEsim && customer ? <EsimStatus customer={customer} orderNumber={o.OrderNumber} /> : null}
      </>
    );
  }

  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>
          <FormattedMessage {...messages.detailTitle} values={{ number: orderNumber }} />
        </PageTitle>
        {back}
      </PageHeader>
      <div className="flex flex-col gap-6">{body}</div>
    </PageContainer>
  );
}

export default OrderDetail;
