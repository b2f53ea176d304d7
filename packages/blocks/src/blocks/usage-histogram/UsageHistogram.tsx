import { buildUsageHistogram, type HistogramPoint, nanosToMs } from '@telco-portal/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  cn,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  VisuallyHidden,
} from '@telco-portal/ui';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type * as z from 'zod';
import type { BlockProps } from '../../block-props.ts';
import { useCurrentProduct } from '../../hooks/use-current-product.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useUsageHistogram } from '../../hooks/use-usage-histogram.ts';
import { useRouteHref } from '../../session/links.ts';
import type { usageHistogramConfigSchema } from './config.ts';
import { messages } from './messages.ts';
import { UsageChart } from './UsageChart.tsx';

type DataUnit = 'MB' | 'GB';

/**
 * Usage histogram (SPEC §2 profile mobile usage; SPEC §7 POST /v2/:spid/usage/data/histogram; SPEC §9:
 * 30 daily buckets, data in the unit with 2 decimals, missing days 0 — core `buildUsageHistogram`).
 * Accessible: the chart (`UsageChart`, our own SVG) is one tab stop whose days are reached with the arrow
 * keys, each named "Tue, 10 Nov: 1.25 GB", and a real `<table>` with a caption holds the same values
 * (visually hidden until "Show as table"). MB / GB switch; zero-usage and partial-data notes
 * (product created inside the window); loading, error with retry, no product.
 */
export function UsageHistogram({ config }: BlockProps<z.output<typeof usageHistogramConfigSchema>>) {
  const cfg = config;
  const dashboardPath = useRouteHref('mobile-dashboard');
  const intl = useIntl();
  const errorText = useErrorText();
  const tableId = useId();
  const [unit, setUnit] = useState<DataUnit>(cfg.unit);
  const [showTable, setShowTable] = useState(false);
  const { products, product, accountType } = useCurrentProduct();
  const histogram = useUsageHistogram(product?.UUID ?? null, accountType, cfg.days);
  // Dates and numbers in the locale (te reo Māori data loads here, beside the usage, where Chromium lacks it).
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');

  const points = useMemo<HistogramPoint[] | null>(
    () =>
      histogram.data
        ? buildUsageHistogram(histogram.data.buckets, {
            fromNanos: histogram.data.fromNanos,
            unit,
            days: cfg.days,
          })
        : null,
    [histogram.data, unit, cfg.days],
  );

  const day = (ms: number) => intl.formatDate(ms, { day: 'numeric', month: 'short' });
  const weekday = (ms: number) => intl.formatDate(ms, { weekday: 'short', day: 'numeric', month: 'short' });
  const amount = (value: number) =>
    `${intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unit}`;
  const pointLabel = (p: HistogramPoint) =>
    intl.formatMessage(messages.point, { date: weekday(p.dayStartMs), value: amount(p.value) });

  const header = (
    <PageHeader className="sm:flex-col sm:items-start">
      <PageTitle>
        <FormattedMessage {...messages.title} />
      </PageTitle>
      <PageDescription>
        <FormattedMessage {...messages.intro} values={{ days: cfg.days }} />
      </PageDescription>
    </PageHeader>
  );
  const back = dashboardPath ? (
    <Link to={dashboardPath} className="text-sm text-link underline underline-offset-4">
      <FormattedMessage {...messages.backToDashboard} />
    </Link>
  ) : null;

  const error = products.error ?? histogram.error;
  if (error && !(products.data && histogram.data)) {
    return (
      <PageContainer>
        {header}
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            <span>
              <FormattedMessage {...messages.error} /> {errorText(error)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void (products.error ? products.mutate() : histogram.mutate())}
            >
              <FormattedMessage {...messages.retry} />
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  if (products.data && !product) {
    return (
      <PageContainer>
        {header}
        <Alert>
          <AlertDescription>
            <FormattedMessage {...messages.noProduct} />
          </AlertDescription>
        </Alert>
        <div className="mt-4">{back}</div>
      </PageContainer>
    );
  }
  if (!points || !histogram.data || !intlReady) {
    return (
      <PageContainer aria-busy="true">
        {header}
        <VisuallyHidden role="status">
          <FormattedMessage {...messages.loading} />
        </VisuallyHidden>
        <Skeleton className="h-64 w-full" />
      </PageContainer>
    );
  }

  const total = points.reduce((sum, p) => sum + p.value, 0);
  const first = points[0];
  const last = points[points.length - 1];
  const createdMs = product ? nanosToMs(product.CreatedAtNanos) : 0;
  const partial = first !== undefined && createdMs > first.dayStartMs;

  return (
    <PageContainer>
      {header}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-semibold text-foreground">
              <FormattedMessage {...messages.total} values={{ value: amount(total) }} />
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like pair of toggle buttons. */}
              <div role="group" aria-label={intl.formatMessage(messages.unit)} className="flex gap-1">
                {(['MB', 'GB'] as const).map((u) => (
                  <Button
                    key={u}
                    type="button"
                    size="sm"
                    variant={u === unit ? 'default' : 'outline'}
                    aria-pressed={u === unit}
                    onClick={() => setUnit(u)}
                  >
                    {u}
                  </Button>
                ))}
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-expanded={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((v) => !v)}
              >
                <FormattedMessage {...(showTable ? messages.hideTable : messages.showTable)} />
              </Button>
            </div>
          </div>
          {total === 0 ? (
            <Alert>
              <AlertDescription>
                <FormattedMessage {...messages.zero} />
              </AlertDescription>
            </Alert>
          ) : null}
          {partial ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                {...messages.partial}
                values={{
                  date: intl.formatDate(createdMs, { day: 'numeric', month: 'long', year: 'numeric' }),
                }}
              />
            </p>
          ) : null}
          <UsageChart
            points={points}
            label={intl.formatMessage(messages.chartLabel)}
            description={intl.formatMessage(messages.chartHint)}
            unit={unit}
            pointLabel={pointLabel}
            tickLabel={day}
            valueLabel={(v) => intl.formatNumber(v, { maximumFractionDigits: 2 })}
          />
          <div id={tableId} className={cn(!showTable && 'sr-only')}>
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-medium text-foreground">
                {intl.formatMessage(messages.caption, {
                  from: day(first?.dayStartMs ?? 0),
                  to: day(last?.dayStartMs ?? 0),
                })}
              </caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    <FormattedMessage {...messages.day} />
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    <FormattedMessage {...messages.used} values={{ unit }} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.dayStartNanos} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {weekday(p.dayStartMs)}
                    </th>
                    <td className="py-1 text-right tabular-nums">
                      {intl.formatNumber(p.value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
      <div className="mt-4">{back}</div>
    </PageContainer>
  );
}

export default UsageHistogram;
