import { ErrorDialog } from '@telco-portal/ui';

/**
 * The SPEC §8 error modal, in its own chunk: Radix Dialog, focus trap and scroll lock load only when
 * the first error is shown.
 */
export default function ErrorModal(props: {
  message: string;
  title: string;
  okLabel: string;
  onClose: () => void;
}) {
  return (
    <ErrorDialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      okLabel={props.okLabel}
    >
      {props.message}
    </ErrorDialog>
  );
}
