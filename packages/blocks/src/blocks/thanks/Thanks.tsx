import {
  formatMsisdn,
  iosEsimInstallLink,
  type LpaActivationCode,
  type PurchasedLine,
  parseLpaActivationCode,
} from '@telco-portal/core';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  useAnnounce,
} from '@telco-portal/ui';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useRouteLinks } from '../../session/links.ts';
import { readPurchasedSummary } from '../../session/purchased.ts';
import { messages } from './messages.ts';
import { QrCode } from './QrCode.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One part of the activation code as text, with a copy button named after it ("Copy SM-DP+ address"). The result
 * is announced politely ("Copied" / how to copy by hand, WCAG 4.1.3) and shown beside the button for a few
 * seconds. The code wraps anywhere, so it fits at 320 px.
 */
function CopyRow({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const announce = useAnnounce();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    announce(intl.formatMessage(next === 'copied' ? messages.copied : messages.copyFailed));
  };
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <code className="min-w-0 break-all rounded-sm bg-muted px-2 py-1 font-mono text-sm text-foreground print:bg-transparent print:px-0">
          {value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="print:hidden"
          aria-label={intl.formatMessage(messages.copyWhat, { what: label })}
          onClick={copy}
        >
          <FormattedMessage {...messages.copy} />
        </Button>
        {/* Seen here, heard through the page's polite live region (announce above). */}
        <span aria-hidden="true" className="text-sm text-muted-foreground print:hidden">
          {state === 'idle' ? null : (
            <FormattedMessage {...(state === 'copied' ? messages.copied : messages.copyFailed)} />
          )}
        </span>
      </dd>
    </div>
  );
}

/**
 * The eSIM install card of one purchased eSIM line (issue 11 "an install card: QR code of the LPA activation
 * string, the activation code to copy, and the iOS one-tap install link, usable offline and printable"): the QR
 * code (drawn locally as SVG), the code as text (full LPA string, SM-DP+ address, matching ID) with copy
 * buttons, Apple's one-tap link (iOS 17.4+) and short steps for iPhone and Android. Printed, the card prints
 * alone (ui's `print-alone`: the header, footer and the rest of the page are hidden), without its buttons, the
 * QR code 60 mm wide.
 */
function EsimInstallCard({
  msisdn,
  activationCode,
  code,
}: {
  msisdn: string;
  activationCode: string;
  code: LpaActivationCode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const smdpAddress = intl.formatMessage(messages.smdpAddress);
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="print-alone print:border-black print:shadow-none"
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId} className="text-xl">
            <FormattedMessage {...messages.installTitle} values={{ msisdn }} />
          </h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...messages.installIntro} />
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr] print:grid-cols-1">
        <QrCode
          value={activationCode}
          label={intl.formatMessage(messages.qrLabel, { msisdn })}
          className="w-52 max-w-full border border-border print:w-[60mm] print:border-0"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <h3 className="font-semibold">
            <FormattedMessage {...messages.byHand} />
          </h3>
          <dl className="flex flex-col gap-3">
            <CopyRow label={smdpAddress} value={code.smdpAddress} />
            <CopyRow label={intl.formatMessage(messages.activationCode)} value={code.matchingId} />
            <CopyRow label={intl.formatMessage(messages.fullCode)} value={activationCode} />
          </dl>
          {code.confirmationCodeRequired ? (
            <p className="text-sm">
              <FormattedMessage {...messages.confirmationCode} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 md:col-span-2 print:hidden">
          <Button asChild className="self-start">
            <a href={iosEsimInstallLink(activationCode)} aria-describedby={hintId}>
              <FormattedMessage {...messages.iosLink} />
            </a>
          </Button>
          <p id={hintId} className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.iosLinkHint} />
          </p>
        </div>
        <div className="grid gap-6 md:col-span-2 md:grid-cols-2 print:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">
              <FormattedMessage {...messages.iphoneTitle} />
            </h3>
            <ol className="list-decimal space-y-1 ps-5 text-sm">
              <li>
                <FormattedMessage {...messages.iphoneStep1} />
              </li>
              <li>
                <FormattedMessage {...messages.iphoneStep2} />
              </li>
              <li>
                <FormattedMessage {...messages.finishStep} />
              </li>
            </ol>
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">
              <FormattedMessage {...messages.androidTitle} />
            </h3>
            <ol className="list-decimal space-y-1 ps-5 text-sm">
              <li>
                <FormattedMessage {...messages.androidStep1} />
              </li>
              <li>
                <FormattedMessage {...messages.androidStep2} />
              </li>
              <li>
                <FormattedMessage {...messages.finishStep} />
              </li>
            </ol>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** One purchased line: the new number, eSIM or physical SIM, the plan, and where a physical SIM is posted. */
function LineSummary({ line }: { line: PurchasedLine }) {
  return (
    <li className="rounded-lg border border-border bg-card p-4 text-card-foreground">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage {...messages.newNumber} />
        </dt>
        <dd className="font-semibold">{formatMsisdn(line.MSISDN)}</dd>
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage {...messages.simType} />
        </dt>
        <dd>
          <Badge variant={line.isEsim ? 'default' : 'secondary'}>
            <FormattedMessage {...(line.isEsim ? messages.esim : messages.physicalSim)} />
          </Badge>
        </dd>
        <dt className="text-sm text-muted-foreground">
          <FormattedMessage {...messages.plan} />
        </dt>
        <dd>{line.planName ?? <FormattedMessage {...messages.simOnly} />}</dd>
        {line.isEsim ? null : (
          <>
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage {...messages.deliveryAddress} />
            </dt>
            <dd className="min-w-0 break-words">
              <span className="block">{line.address}</span>
              <span className="block text-sm text-muted-foreground">
                <FormattedMessage {...messages.deliveryNote} />
              </span>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * The thanks page (SPEC §2 E-shop "thanks (only after a purchase)"; issue 11 "Thanks"). Reads the purchased
 * summary the checkout saved (SPEC §4 "A purchase stores the purchased summary and logs a purchase event";
 * session/purchased.ts `readPurchasedSummary`); without one — no purchase in this browser, expired after 7 days,
 * cleared by logout, or malformed — it goes home at once (replacing this address, so Back does not return here).
 * Shows the order number, each line (new number, eSIM or physical SIM, plan, delivery address), an install card
 * for each eSIM line (`EsimInstallCard`) and a link home. (The link to the order history comes with the order
 * history screen, issue 11: declaring its route before its block cost every account route bytes they lack.)
 * Logs nothing: the checkout logs `purchase` (SPEC §7 analytics). Rendered on the client only (not prerendered:
 * it depends on local storage).
 */
export function Thanks() {
  const links = useRouteLinks();
  // Read once: a logout in another tab does not take the page away while it is being read or printed.
  const [summary] = useState(readPurchasedSummary);
  const homeHref = links.href('home') ?? '/';
  // The order history is an account page: signed in, it lists this order (issue 11 "Order history").
  const ordersHref = links.href('order-history');
  if (!summary) return <Navigate to={homeHref} replace />;
  const esims = summary.lines.flatMap((line) => {
    const code = line.isEsim ? parseLpaActivationCode(line.activationCode) : null;
    return line.isEsim && code ? [{ line, code }] : [];
  });
  return (
    <PageContainer className="flex flex-col gap-8 print:p-0">
      <PageHeader className="print:hidden">
        <PageTitle>
          <FormattedMessage {...messages.title} />
        </PageTitle>
        <PageDescription>
          <FormattedMessage
            {...messages.intro}
            values={{ orderNumber: <strong className="font-semibold">{summary.orderNumber}</strong> }}
          />
        </PageDescription>
      </PageHeader>
      {esims.map(({ line, code }) => (
        <EsimInstallCard
          key={line.MSISDN}
          msisdn={formatMsisdn(line.MSISDN)}
          activationCode={line.activationCode}
          code={code}
        />
      ))}
      <section aria-labelledby="thanks-lines" className="flex flex-col gap-4 print:hidden">
        <h2 id="thanks-lines" className="text-xl font-semibold">
          <FormattedMessage {...messages.linesTitle} />
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {summary.lines.map((line) => (
            <LineSummary key={line.MSISDN} line={line} />
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild>
          <Link to={homeHref}>
            <FormattedMessage {...messages.home} />
          </Link>
        </Button>
        {ordersHref ? (
          <Button asChild variant="outline">
            <Link to={ordersHref}>
              <FormattedMessage {...messages.orders} />
            </Link>
          </Button>
        ) : null}
      </div>
    </PageContainer>
  );
}

export default Thanks;
