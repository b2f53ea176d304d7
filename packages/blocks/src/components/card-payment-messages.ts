import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text of a payment with a saved card (hooks/use-card-payment.tsx: SavedCardChoice, useCardPayment), shared by the
 * blocks that take money from a card: top-up and pay-bill (SPEC §5, §7, §8 card messages), and the plans tab's card
 * add-on purchase through the hook (its own texts are addon-card-messages.ts). Its own part of the catalogue's rest
 * (`cardPayment.`), which those blocks list in REST_BLOCK_TEXT (the add-on purchase in COMPONENT_TEXT).
 */
export const cardPaymentMessages = untyped(
  defineMessages({
    cardLegend: { id: 'cardPayment.cardLegend' },
    cardLabel: { id: 'cardPayment.cardLabel' },
    cardExpires: { id: 'cardPayment.cardExpires' },
    cardDefault: { id: 'cardPayment.cardDefault' },
    routeLabel: { id: 'cardPayment.routeLabel' },
    routeRemaining: { id: 'cardPayment.routeRemaining' },
    addCard: { id: 'cardPayment.addCard' },
    paying: { id: 'cardPayment.paying' },
    challengeDescription: { id: 'cardPayment.challengeDescription' },
    cardDeclined: { id: 'cardPayment.error.cardDeclined' },
    expiredCard: { id: 'cardPayment.error.expiredCard' },
    insufficientFunds: { id: 'cardPayment.error.insufficientFunds' },
    authenticationFailed: { id: 'cardPayment.error.authenticationFailed' },
    authenticationCancelled: { id: 'cardPayment.error.authenticationCancelled' },
  }),
);
