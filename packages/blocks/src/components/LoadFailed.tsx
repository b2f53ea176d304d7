import { Alert, AlertDescription, AlertTitle, Button } from '@telco-portal/ui';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import { useErrorText } from '../hooks/use-error-text.ts';

/**
 * A read that failed, with its retry (SPEC §8: the server's message; a failed read is never shown as an empty list):
 * the block's own title, sentence and retry label (its rest text), then the error's text.
 */
export function LoadFailed({
  title,
  text,
  error,
  retry,
  onRetry,
}: {
  title: MessageDescriptor;
  text: MessageDescriptor;
  error: unknown;
  retry: MessageDescriptor;
  onRetry: () => void;
}) {
  const errorText = useErrorText();
  return (
    <Alert variant="destructive">
      <AlertTitle>
        <FormattedMessage {...title} />
      </AlertTitle>
      <AlertDescription>
        <span>
          <FormattedMessage {...text} /> {errorText(error)}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage {...retry} />
        </Button>
      </AlertDescription>
    </Alert>
  );
}
