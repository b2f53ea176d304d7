import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text of a prepay add-on bought with the card (blocks/plans-tab/AddonCardPurchase.tsx; SPEC §4 pending_payment and
 * changePaymentType, §8 'payment is failed'), in the on-demand part of the card payments' text (`challenge.`, with
 * the 3-D Secure dialog's; portal COMPONENT_TEXT 'addon-card'): top-up, pay-bill and the card form, which download
 * `cardPayment.` up front, do not download it.
 */
export const addonCardMessages = untyped(
  defineMessages({
    errorTitle: { id: 'challenge.addon.errorTitle' },
    paying: { id: 'challenge.addon.paying' },
    paymentFailed: { id: 'challenge.addon.error.paymentFailed' },
    changePaymentType: { id: 'challenge.addon.error.changePaymentType' },
    paymentMethodsLink: { id: 'challenge.addon.paymentMethodsLink' },
  }),
);
