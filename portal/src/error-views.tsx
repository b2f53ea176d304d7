import { useErrorText } from '@telco-portal/blocks/session';
import { useIntl } from 'react-intl';
import { ErrorPanel } from './errors.tsx';
import { messages } from './messages.ts';

/**
 * The error panels that show a customer's SPEC §8 text (`useErrorText`), in their own chunk: the mapping
 * and its catalogue load only when an error is shown, so the first-loaded bundle does not grow.
 */
export default function CustomerErrorPanel({
  error,
  onAction,
  busy = false,
}: {
  error: unknown;
  onAction: () => void;
  busy?: boolean;
}) {
  const intl = useIntl();
  const customerText = useErrorText();
  return (
    <ErrorPanel
      text={customerText(error)}
      action={intl.formatMessage(messages.errorRetry)}
      onAction={onAction}
      busy={busy}
    />
  );
}
