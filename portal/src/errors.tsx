import { ErrorDialogContext, type ShowError } from '@telco-portal/blocks/session';
import { Alert, AlertDescription, AlertTitle, Button, PageContainer } from '@telco-portal/ui';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { messages } from './messages.ts';

const ErrorModal = lazy(() => import('./ErrorModal.tsx'));

/** SPEC §8 text of any thrown value: the error's own message (ApiError already follows §8 order), else null. */
export function errorText(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

/** A dynamic-import failure (SPEC §8 "A page chunk that fails to load raises a load error"). */
export function isChunkLoadError(error: unknown): boolean {
  const text = errorText(error) ?? '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk/i.test(
    text,
  );
}

/**
 * Global SPEC §8 error modal ('Error!' + OK, Escape closes). `useShowError()(error)` opens it over the
 * current page, which stays mounted, so forms keep what the user typed.
 */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback<ShowError>(
    (error) => setMessage(errorText(error) ?? intl.formatMessage(messages.errorUnknown)),
    [intl],
  );
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
 * Error boundary of every route (errorElement): an 'Error!' alert with the SPEC §8 text and a retry.
 * Retry re-enters the route; a failed chunk reloads the page (React.lazy caches the failure).
 */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  const text = chunk
    ? intl.formatMessage(messages.errorChunk)
    : (errorText(error) ?? intl.formatMessage(messages.errorPage));
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
            onClick={() => {
              if (chunk) window.location.reload();
              else navigate(`${location.pathname}${location.search}`, { replace: true });
            }}
          >
            {intl.formatMessage(messages.errorRetry)}
          </Button>
        </AlertDescription>
      </Alert>
    </PageContainer>
  );
}
