import { useErrorText } from '@telco-portal/blocks/session';
import { ErrorDialog } from '@telco-portal/ui';

/**
 * The SPEC §8 error modal, in its own chunk: Radix Dialog, focus trap and scroll lock load only when
 * the first error is shown — with the customer's SPEC §8 text of `error` (`useErrorText`, never a developer
 * string).
 */
export default function ErrorModal(props: {
  error: unknown;
  title: string;
  okLabel: string;
  onClose: () => void;
}) {
  const customerText = useErrorText();
  return (
    <ErrorDialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      okLabel={props.okLabel}
    >
      {customerText(props.error)}
    </ErrorDialog>
  );
}
