import type { DeliveryAddress } from '@telco-portal/api';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@telco-portal/ui';
import { FormattedMessage } from 'react-intl';
import { messages } from './messages.ts';

/** Props of {@link DeleteAddressDialog}. */
export type DeleteAddressDialogProps = {
  /** The address asked about; null closes the dialog (focus goes back to the Delete button that opened it). */
  address: DeliveryAddress | null;
  onCancel: () => void;
  onConfirm: (address: DeliveryAddress) => void;
};

/**
 * "Delete this delivery address?" of the shipping-details block; deleting the default says the first remaining
 * address becomes the default (SPEC §4). Its own module, loaded when a Delete button is pointed at, focused or
 * pressed (Radix Dialog ~10 KB gzipped: not in every visit of the page), as payment-methods' RemoveCardDialog.
 */
export default function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...messages.deleteTitle} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              {...messages.deleteDescription}
              values={{ address: address?.Formatted ?? '' }}
            />{' '}
            {address?.IsDefault ? <FormattedMessage {...messages.deleteDefaultNote} /> : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            <FormattedMessage {...messages.cancel} />
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              if (address) onConfirm(address);
            }}
          >
            <FormattedMessage {...messages.deleteConfirm} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
