import {
  ErrorDialogContext,
  isChunkLoadError,
  type ShowError,
  useErrorText,
} from '@telco-portal/blocks/session';
import { Alert, AlertDescription, AlertTitle, Button, PageContainer } from '@telco-portal/ui';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { messages } from './messages.ts';

export { isChunkLoadError };

const ErrorModal = lazy(() => import('./ErrorModal.tsx'));

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
  const customerText = useErrorText();
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback<ShowError>((error) => setMessage(customerText(error)), [customerText]);
  return (
    <ErrorDialogContext.Provider value={show}>
      {children}
      {message !== null ? (
        <Suspense fallback={null}>
          <ErrorModal
            message={message}
            title={intl.formatMessage(messages.errorTitle)}
            okLabel={intl.formatMessage(messages.errorOk)}
            onClose={() => setMessage(null)}
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
  const intl = useIntl();
  const customerText = useErrorText();
  return (
    <ErrorPanel
      text={customerText(error)}
      action={intl.formatMessage(messages.errorRetry)}
      onAction={onRetry}
      busy={retrying}
    />
  );
}

/**
 * Error boundary of every route (errorElement): an 'Error!' alert with the SPEC §8 text and a retry.
 * Retry re-enters the route. A page chunk that failed to load (SPEC §8 "raises a load error") shows the load
 * error with "Reload the page" (React.lazy caches the failed import, so only a reload fetches it again).
 */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const customerText = useErrorText();
  const chunk = isChunkLoadError(error);
  return (
    <ErrorPanel
      text={chunk ? intl.formatMessage(messages.errorChunk) : customerText(error)}
      action={intl.formatMessage(chunk ? messages.errorReload : messages.errorRetry)}
      onAction={() => {
        if (chunk) window.location.reload();
        else navigate(`${location.pathname}${location.search}`, { replace: true });
      }}
    />
  );
}
