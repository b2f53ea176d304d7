import type { Invoice, Receipt } from '@telco-portal/api';
import {
  formatNzd,
  type InvoiceStatus,
  invoiceStatusOf,
  isInvoiceOutstanding,
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
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Skeleton,
  useAnnounce,
  VisuallyHidden,
} from '@telco-portal/ui';
import { type ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import useSWR, { type SWRResponse } from 'swr';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { blockKeys } from '../../hooks/keys.ts';
import { useErrorText } from '../../hooks/use-error-text.ts';
import { useIntlReady } from '../../hooks/use-intl-ready.ts';
import { useSession } from '../../session/index.ts';
import { useRouteLinks } from '../../session/links.ts';
import { messages } from './messages.ts';

const STATUS: Record<
  InvoiceStatus,
  { label: MessageDescriptor; variant: 'secondary' | 'warning' | 'destructive' | 'success' | 'outline' }
> = {
  OPEN: { label: messages.statusOPEN, variant: 'secondary' },
  DUE: { label: messages.statusDUE, variant: 'warning' },
  OVERDUE: { label: messages.statusOVERDUE, variant: 'destructive' },
  PAID: { label: messages.statusPAID, variant: 'success' },
  VOID: { label: messages.statusVOID, variant: 'outline' },
};

const dateProps = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' } as const;
const Day = ({ nanos }: { nanos: string }) => <FormattedDate value={nanosToMs(nanos)} {...dateProps} />;

/** The current customer's invoices (GET /customer/:id/invoice), newest first. */
function useInvoices(): SWRResponse<Invoice[]> {
  const { api, currentCustomerUUID: customer } = useSession();
  return useSWR(customer ? blockKeys.invoices(customer) : null, () =>
    api.customer.invoices(customer as string),
  );
}

/** The current customer's receipts (GET /customer/:id/receipt), newest first. */
function useReceipts(): SWRResponse<Receipt[]> {
  const { api, currentCustomerUUID: customer } = useSession();
  return useSWR(customer ? blockKeys.receipts(customer) : null, () =>
    api.customer.receipts(customer as string),
  );
}

function StatusBadge({ status }: { status: string }) {
  const known = invoiceStatusOf(status);
  if (!known) return <Badge variant="outline">{status}</Badge>;
  const { label, variant } = STATUS[known];
  return (
    <Badge variant={variant} data-status={known}>
      <FormattedMessage {...label} />
    </Badge>
  );
}

function Page({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{title}</PageTitle>
        {intro ? <PageDescription>{intro}</PageDescription> : null}
      </PageHeader>
      <div className="flex flex-col gap-4">{children}</div>
    </PageContainer>
  );
}

/**
 * One invoice or receipt in its list: its number (a link to its page when the route is served), a line of
 * detail under it, and what goes at the end of the row (amount, status).
 */
function DocumentRow({
  number,
  href,
  detail,
  end,
}: {
  number: string;
  href: string | null;
  detail: ReactNode;
  end: ReactNode;
}) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
          <div className="flex flex-col gap-1">
            {href ? (
              <Link to={href} className="font-medium text-link underline underline-offset-4">
                {number}
              </Link>
            ) : (
              <span className="font-medium">{number}</span>
            )}
            <span className="text-sm text-muted-foreground">{detail}</span>
          </div>
          {end}
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * Loading, error-with-retry (a failed read is never an empty list, SPEC §8 "loading-error flag") or the
 * content once the list and the locale's date data are there.
 */
function ListState<T>({ list, children }: { list: SWRResponse<T[]>; children: (data: T[]) => ReactNode }) {
  const _errorText = useErrorText();
  const intlReady = useIntlReady('DateTimeFormat', 'NumberFormat');
  if (list.error && !list.data) {
    return (
      <LoadFailed
        title={messages.errorTitle}
        text={messages.loadError}
        error={list.error}
        retry={messages.retry}
        onRetry={() => void list.mutate()}
      />
    );
  }
  if (!list.data || !intlReady) {
    return (
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
  }
  return <>{children(list.data)}</>;
}

/**
 * Invoices (SPEC §2 profile `invoices`, guard "invoices allowed"): each invoice's number (a link to
 * `account/invoices/{number}`), billing period, amount (NZD, core `formatNzd`) and status badge — OPEN is the
 * current period, DUE and OVERDUE are outstanding (SPEC §4), PAID, VOID — with the outstanding total on top.
 */
export function InvoiceList() {
  const intl = useIntl();
  const links = useRouteLinks();
  const list = useInvoices();
  return (
    <Page
      title={<FormattedMessage {...messages.invoicesTitle} />}
      intro={<FormattedMessage {...messages.invoicesIntro} />}
    >
      <ListState list={list}>
        {(invoices) => {
          if (invoices.length === 0)
            return (
              <Alert>
                <AlertDescription>
                  <FormattedMessage {...messages.noInvoices} />
                </AlertDescription>
              </Alert>
            );
          const outstanding = invoices.filter((i) => isInvoiceOutstanding(i.Status));
          const outstandingCents = outstanding.reduce((sum, i) => sum + i.AmountCents, 0);
          return (
            <>
              {outstanding.length > 0 ? (
                <Alert variant="warning" role="status">
                  <AlertDescription>
                    <FormattedMessage
                      {...messages.outstanding}
                      values={{ count: outstanding.length, amount: formatNzd(outstandingCents, intl.locale) }}
                    />
                  </AlertDescription>
                </Alert>
              ) : null}
              <ul className="flex flex-col gap-3">
                {invoices.map((invoice) => (
                  <DocumentRow
                    key={invoice.UUID}
                    number={invoice.Number}
                    href={links.href('invoice-detail', { number: invoice.Number })}
                    detail={
                      <FormattedMessage
                        {...messages.period}
                        values={{
                          from: <Day nanos={invoice.PeriodFromNanos} />,
                          to: <Day nanos={invoice.PeriodUptoNanos} />,
                        }}
                      />
                    }
                    end={
                      <div className="flex items-center gap-3">
                        <span className="font-semibold">{formatNzd(invoice.AmountCents, intl.locale)}</span>
                        <StatusBadge status={invoice.Status} />
                      </div>
                    }
                  />
                ))}
              </ul>
            </>
          );
        }}
      </ListState>
    </Page>
  );
}

/** Receipts (SPEC §2 profile `receipts`, guard "receipts allowed"): number (link), date, what it paid, amount. */
export function ReceiptList() {
  const intl = useIntl();
  const links = useRouteLinks();
  const list = useReceipts();
  return (
    <Page
      title={<FormattedMessage {...messages.receiptsTitle} />}
      intro={<FormattedMessage {...messages.receiptsIntro} />}
    >
      <ListState list={list}>
        {(receipts) =>
          receipts.length === 0 ? (
            <Alert>
              <AlertDescription>
                <FormattedMessage {...messages.noReceipts} />
              </AlertDescription>
            </Alert>
          ) : (
            <ul className="flex flex-col gap-3">
              {receipts.map((receipt) => (
                <DocumentRow
                  key={receipt.UUID}
                  number={receipt.Number}
                  href={links.href('receipt-detail', { number: receipt.UUID })}
                  detail={
                    <>
                      <Day nanos={receipt.PaidAtNanos} /> · {receipt.Description}
                    </>
                  }
                  end={<span className="font-semibold">{formatNzd(receipt.AmountCents, intl.locale)}</span>}
                />
              ))}
            </ul>
          )
        }
      </ListState>
    </Page>
  );
}

/**
 * "Download PDF": fetches the file (SPEC §7 blob; §5 non-empty with a name) and saves it under its name. The
 * button is disabled while it downloads; a failure shows SPEC §8's 'file download error' or the server's text
 * ('invoice #N not found').
 */
function DownloadButton({ fetchFile }: { fetchFile: () => Promise<{ FileName: string; Data: Blob }> }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchFile();
      const url = URL.createObjectURL(file.Data);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.FileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      announce(intl.formatMessage(messages.downloaded, { name: file.FileName }));
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      setFailure(
        code === 'file_download_error' || code === 'file_name_missing'
          ? intl.formatMessage(messages.downloadError)
          : errorText(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>
            <FormattedMessage {...messages.errorTitle} />
          </AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div>
        <Button type="button" loading={busy} onClick={() => void download()}>
          <FormattedMessage {...(busy ? messages.downloading : messages.download)} />
        </Button>
      </div>
    </div>
  );
}

function BackLink({ to, label }: { to: string | null; label: MessageDescriptor }) {
  return to ? (
    <Link to={to} className="text-link underline underline-offset-4">
      <FormattedMessage {...label} />
    </Link>
  ) : null;
}

function NotFound({ text }: { text: ReactNode }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <FormattedMessage {...messages.errorTitle} />
      </AlertTitle>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

/**
 * One invoice (SPEC §2 `account/invoices/{number}`): status, period, issue and due dates, its lines, total
 * and GST part, and the PDF download. An unknown number: 'Invoice #N not found' (SPEC §8).
 */
export function InvoiceDetail() {
  const intl = useIntl();
  const links = useRouteLinks();
  const { api, currentCustomerUUID: customer } = useSession();
  const { number = '' } = useParams();
  const list = useInvoices();
  return (
    <Page title={<FormattedMessage {...messages.invoiceTitle} values={{ number }} />}>
      <BackLink to={links.href('invoices')} label={messages.back} />
      <ListState list={list}>
        {(invoices) => {
          const invoice = invoices.find((i) => i.Number === number);
          if (!invoice)
            return <NotFound text={<FormattedMessage {...messages.invoiceNotFound} values={{ number }} />} />;
          return (
            <Card>
              <CardContent className="flex flex-col gap-4 pt-6">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium">
                    <FormattedMessage {...messages.amount} />
                  </dt>
                  <dd className="flex items-center gap-2">
                    {formatNzd(invoice.AmountCents, intl.locale)} <StatusBadge status={invoice.Status} />
                  </dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.issued} />
                  </dt>
                  <dd>
                    <Day nanos={invoice.IssuedAtNanos} />
                  </dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.due} />
                  </dt>
                  <dd>
                    <Day nanos={invoice.DueAtNanos} />
                  </dd>
                </dl>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    {...messages.period}
                    values={{
                      from: <Day nanos={invoice.PeriodFromNanos} />,
                      to: <Day nanos={invoice.PeriodUptoNanos} />,
                    }}
                  />
                </p>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-border text-left">
                      <th scope="col" className="py-1 font-medium">
                        <FormattedMessage {...messages.description} />
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        <FormattedMessage {...messages.amount} />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoice.Lines.map((line, i) => (
                      <tr key={`${i}-${line.Description}`} className="border-b border-border">
                        <td className="py-1">{line.Description}</td>
                        <td className="py-1 text-right">{formatNzd(line.AmountCents, intl.locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" className="py-1 text-left">
                        <FormattedMessage {...messages.total} />
                      </th>
                      <td className="py-1 text-right font-semibold">
                        {formatNzd(invoice.AmountCents, intl.locale)}
                      </td>
                    </tr>
                    <tr>
                      <th scope="row" className="py-1 text-left font-normal">
                        <FormattedMessage {...messages.gst} />
                      </th>
                      <td className="py-1 text-right">{formatNzd(invoice.AmountTaxCents, intl.locale)}</td>
                    </tr>
                  </tfoot>
                </table>
                <DownloadButton
                  fetchFile={() => api.customer.invoicePdf(customer as string, invoice.Number)}
                />
              </CardContent>
            </Card>
          );
        }}
      </ListState>
    </Page>
  );
}

/** One receipt (SPEC §2 `account/receipts/{number}`, the receipt's UUID): date, card, what it paid, PDF. */
export function ReceiptDetail() {
  const intl = useIntl();
  const links = useRouteLinks();
  const { api, currentCustomerUUID: customer } = useSession();
  const { number = '' } = useParams();
  const list = useReceipts();
  return (
    <Page
      title={
        <FormattedMessage
          {...messages.receiptTitle}
          values={{ number: list.data?.find((r) => r.UUID === number)?.Number ?? '' }}
        />
      }
    >
      <BackLink to={links.href('receipts')} label={messages.backToReceipts} />
      <ListState list={list}>
        {(receipts) => {
          const receipt = receipts.find((r) => r.UUID === number);
          if (!receipt)
            return <NotFound text={<FormattedMessage {...messages.receiptNotFound} values={{ number }} />} />;
          const invoiceHref = receipt.InvoiceNumber
            ? links.href('invoice-detail', { number: receipt.InvoiceNumber })
            : null;
          return (
            <Card>
              <CardContent className="flex flex-col gap-4 pt-6">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium">
                    <FormattedMessage {...messages.amount} />
                  </dt>
                  <dd>{formatNzd(receipt.AmountCents, intl.locale)}</dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.gst} />
                  </dt>
                  <dd>{formatNzd(receipt.AmountTaxCents, intl.locale)}</dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.paid} />
                  </dt>
                  <dd>
                    <Day nanos={receipt.PaidAtNanos} />
                  </dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.paidWith} />
                  </dt>
                  <dd>{`${receipt.CardType} •••• ${receipt.CardLast4}`}</dd>
                  <dt className="font-medium">
                    <FormattedMessage {...messages.description} />
                  </dt>
                  <dd>{receipt.Description}</dd>
                  {receipt.InvoiceNumber ? (
                    <>
                      <dt className="font-medium">
                        <FormattedMessage {...messages.forInvoice} />
                      </dt>
                      <dd>
                        {invoiceHref ? (
                          <Link to={invoiceHref} className="text-link underline underline-offset-4">
                            {receipt.InvoiceNumber}
                          </Link>
                        ) : (
                          receipt.InvoiceNumber
                        )}
                      </dd>
                    </>
                  ) : null}
                </dl>
                <DownloadButton fetchFile={() => api.customer.receiptPdf(customer as string, receipt.UUID)} />
              </CardContent>
            </Card>
          );
        }}
      </ListState>
    </Page>
  );
}
