import type { DeliveryAddress } from '@telco-portal/api';
import { FormattedMessage } from 'react-intl';
import { ConfirmRemoveDialog } from '../../components/ConfirmRemoveDialog.tsx';
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
    <ConfirmRemoveDialog<DeliveryAddress>
      item={address}
      title={<FormattedMessage {...messages.deleteTitle} />}
      description={
        <>
          <FormattedMessage {...messages.deleteDescription} values={{ address: address?.Formatted ?? '' }} />{' '}
          {address?.IsDefault ? <FormattedMessage {...messages.deleteDefaultNote} /> : null}
        </>
      }
      cancelLabel={<FormattedMessage {...messages.cancel} />}
      confirmLabel={<FormattedMessage {...messages.deleteConfirm} />}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
