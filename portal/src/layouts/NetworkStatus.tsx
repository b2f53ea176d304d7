import { useSession } from '@telco-portal/blocks/session';
import { Alert, AlertDescription, Button } from '@telco-portal/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import { SLOW_REQUEST_MS } from './slow-request.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, kept current by the `online` / `offline` events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The offline banner (issue 8): while `navigator.onLine` is false a warning says so — forms keep what was
 * typed. Rendered in a live region that is always present, so the change is announced; coming back online
 * is announced politely too.
 */
function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  const wasOffline = useRef(false);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      setBack(true);
      const t = setTimeout(() => setBack(false), 5000);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [online]);
  return (
    <div aria-live="assertive">
      {!online ? (
        <Alert variant="warning" role="none" className="shadow-lg" data-testid="offline-banner">
          <AlertDescription>{intl.formatMessage(messages.offline)}</AlertDescription>
        </Alert>
      ) : back ? (
        <p className={NOTE}>{intl.formatMessage(messages.backOnline)}</p>
      ) : null}
    </div>
  );
}

/**
 * "Still working…" with Cancel (issue 8): shown when an API request has been under way for
 * `SLOW_REQUEST_MS`; Cancel aborts every request under way (the client rejects with code 'aborted', the
 * form shows "Cancelled" and keeps its input). SPEC §9's 65 s timeout stays the hard limit.
 */
function SlowRequestNotice() {
  const intl = useIntl();
  const { requests } = useSession();
  const activity = useSyncExternalStore(requests.subscribe, requests.getSnapshot, requests.getSnapshot);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (activity.since === null) {
      setSlow(false);
      return undefined;
    }
    const wait = activity.since + SLOW_REQUEST_MS - Date.now();
    if (wait <= 0) {
      setSlow(true);
      return undefined;
    }
    setSlow(false);
    const t = setTimeout(() => setSlow(true), wait);
    return () => clearTimeout(t);
  }, [activity.since]);
  return (
    <div role="status">
      {slow ? (
        <div className={`${NOTE} flex items-center justify-between gap-3`}>
          <span>{intl.formatMessage(messages.slowRequest)}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => requests.cancelAll()}>
            {intl.formatMessage(messages.slowRequestCancel)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A notice's box: a card over the page. */
const NOTE = 'rounded-lg border border-border bg-card px-4 py-2 text-sm shadow-lg';

/**
 * Both, as the layout renders them (the default export, loaded lazily): over the page at the bottom of the
 * viewport, never in its flow, so a notice that comes and goes moves nothing (issue 7: zero layout shift; before,
 * "Still working…" pushed the page down and back, CLS 0.14 — scripts/measure-cls.ts "slow request"). The page
 * keeps room for them when it scrolls (`scroll-padding-bottom`, ui styles.css) so a focused control scrolled
 * into view is not under them (WCAG 2.4.11). With nothing to say it has no height, so it covers nothing.
 */
export default function NetworkStatus() {
  return (
    <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md">
      <OfflineBanner />
      <SlowRequestNotice />
    </div>
  );
}
