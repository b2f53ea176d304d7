import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@telco-portal/ui';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmRemoveDialog}. */
export type ConfirmRemoveDialogProps<T> = {
  /** The thing asked about; null closes the dialog (focus goes back to the button that opened it: Radix). */
  item: T | null;
  /** The question, e.g. "Remove this card?". */
  title: ReactNode;
  /** What goes and what follows (e.g. which item becomes the default). */
  description: ReactNode;
  /** The cancel and the destructive confirm buttons' words. */
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: (item: T) => void;
};

/**
 * "Remove this …?" — the one confirmation before a saved thing is removed (a card in payment-methods, a delivery
 * address in shipping-details): a modal dialog (Radix: focus trapped, Escape and the overlay cancel), the
 * description, Cancel, then the destructive confirm. Closing in any way calls `onCancel`.
 */
export function ConfirmRemoveDialog<T>({
  item,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmRemoveDialogProps<T>) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              if (item !== null) onConfirm(item);
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
