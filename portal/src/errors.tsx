import { ErrorDialogContext, isChunkLoadError, type ShowError } from '@telco-portal/blocks/session';
import { Alert, AlertDescription, AlertTitle, Button, PageContainer } from '@telco-portal/ui';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { messages } from './messages.ts';
import { PageSkeleton } from './PageSkeleton.tsx';

export { isChunkLoadError };

const ErrorModal = lazy(() => import('./ErrorModal.tsx'));
const CustomerErrorPanel = lazy(() => import('./error-views.tsx'));

/**
 * The raw text of a thrown value (for logs and tests, never for customers — they see `useErrorText()`,
 * the SPEC §8 message in their language): the error's own message, else the string, else null.
 */
export function errorText(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/**
 * Global SPEC §8 error modal ('Error!' + OK, Escape closes). `useShowError()(error)` opens it over the
 * current page, which stays mounted, so forms keep what the user typed. The text is the customer's SPEC §8
 * message in their language (`useErrorText`), never a developer string.
 */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [shown, setShown] = useState<{ error: unknown } | null>(null);
  const show = useCallback<ShowError>((error) => setShown({ error }), []);
  return (
    <ErrorDialogContext.Provider value={show}>
      {children}
      {shown !== null ? (
        <Suspense fallback={null}>
          <ErrorModal
            error={shown.error}
            title={intl.formatMessage(messages.errorTitle)}
            okLabel={intl.formatMessage(messages.errorOk)}
            onClose={() => setShown(null)}
          />
        </Suspense>
      ) : null}
    </ErrorDialogContext.Provider>
  );
}

/**
 * An 'Error!' alert (role="alert", announced) with the customer's SPEC §8 text and one action button. The
 * building block of the route error, the chunk-load error and the guard-read error.
 */
export function ErrorPanel({
  text,
  action,
  onAction,
  busy = false,
}: {
  text: string;
  action: string;
  onAction: () => void;
  busy?: boolean;
}) {
  const intl = useIntl();
  return (
    <PageContainer width="narrow">
      <Alert variant="destructive">
        <AlertTitle>{intl.formatMessage(messages.errorTitle)}</AlertTitle>
        <AlertDescription>
          <p>{text}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            loading={busy}
            onClick={onAction}
          >
            {action}
          </Button>
        </AlertDescription>
      </Alert>
    </PageContainer>
  );
}

/**
 * A guard needed a record whose read failed (500, 429, 503, network, timeout, bad JSON): the SPEC §8
 * message and a retry that reads the failed records again — never the page a missing record would give.
 */
export function GuardReadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <CustomerErrorPanel error={error} onAction={onRetry} busy={retrying} />
    </Suspense>
  );
}

/**
 * Error boundary of every route (errorElement): an 'Error!' alert with the SPEC §8 text and a retry.
 * Retry re-enters the route. A page chunk that failed to load (SPEC §8 "raises a load error") shows the load
 * error with "Reload the page" (React.lazy caches the failed import, so only a reload fetches it again).
 */
export function RouteError() {
  return <RouteErrorView error={useRouteError()} />;
}

/** What `RouteError` shows for `error` (apart so a story can show it for a given error, outside a data router). */
export function RouteErrorView({ error }: { error: unknown }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // A failed chunk is shown without loading another one (the network may be what failed).
  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        text={intl.formatMessage(messages.errorChunk)}
        action={intl.formatMessage(messages.errorReload)}
        onAction={() => window.location.reload()}
      />
    );
  }
  return (
    <Suspense fallback={<PageSkeleton />}>
      <CustomerErrorPanel
        error={error}
        onAction={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
      />
    </Suspense>
  );
}
