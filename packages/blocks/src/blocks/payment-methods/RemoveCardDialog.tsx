import type { PaymentMethod } from '@telco-portal/api';
import { FormattedMessage } from 'react-intl';
import { ConfirmRemoveDialog } from '../../components/ConfirmRemoveDialog.tsx';
import { messages } from './messages.ts';

/** Props of {@link RemoveCardDialog}. */
export type RemoveCardDialogProps = {
  /** The card asked about; null closes the dialog (focus goes back to the Remove button that opened it). */
  card: PaymentMethod | null;
  /** Cancel, Escape or the overlay: nothing is removed. */
  onCancel: () => void;
  /** "Remove card": the payment-methods block removes `card`. */
  onConfirm: (card: PaymentMethod) => void;
};

/**
 * "Remove this card?" of the payment-methods block (SPEC §2 `payment-methods`; removing the default card says
 * the first remaining card becomes the default, SPEC §4). Its own module, loaded when a Remove button is pointed
 * at, focused or pressed (issue 10 budgets: the dialog, Radix Dialog ~10 KB gzipped, is downloaded only by
 * customers who remove a card, not by every visit of the page). Its text is the page's (`paymentMethods.`).
 */
export default function RemoveCardDialog({ card, onCancel, onConfirm }: RemoveCardDialogProps) {
  return (
    <ConfirmRemoveDialog<PaymentMethod>
      item={card}
      title={<FormattedMessage {...messages.removeTitle} />}
      description={
        <>
          <FormattedMessage
            {...messages.removeDescription}
            values={{ brand: card?.CardType ?? '', last4: card?.CardLast4 ?? '' }}
          />{' '}
          {card?.Rank === 1 ? <FormattedMessage {...messages.removeDefaultNote} /> : null}
        </>
      }
      cancelLabel={<FormattedMessage {...messages.cancel} />}
      confirmLabel={<FormattedMessage {...messages.removeConfirm} />}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
