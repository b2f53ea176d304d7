import { defineMessages } from 'react-intl';

import { untyped } from '../hooks/untyped-messages.ts';

/**
 * Text of the bank's 3-D Secure dialog (ChallengeDialog.tsx), shared by the card form (a card setup) and the
 * blocks that pay with a saved card (a payment). Its ids are in the card form's part of the catalogue's rest
 * (`paymentMethodAdd.`): the card routes load no extra part for the dialog (issue 7), the paying blocks load
 * that part too.
 */
export const challengeMessages = untyped(
  defineMessages({
    title: { id: 'paymentMethodAdd.challengeTitle' },
    setupDescription: { id: 'paymentMethodAdd.challengeDescription' },
    approve: { id: 'paymentMethodAdd.approve' },
    decline: { id: 'paymentMethodAdd.decline' },
  }),
);
