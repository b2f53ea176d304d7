import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the no-payment-methods page (SPEC §2 "No payment cards and no parent billing routes"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'noPaymentMethods.title', defaultMessage: 'Add a payment method' },
    description: {
      id: 'noPaymentMethods.description',
      defaultMessage:
        'Your account has no saved payment card, and no other account pays for it. A payment method is needed before you can manage your plans.',
    },
    otherAccount: { id: 'noPaymentMethods.otherAccount', defaultMessage: 'Choose another account' },
    help: { id: 'noPaymentMethods.help', defaultMessage: 'Get help' },
    signOut: { id: 'noPaymentMethods.signOut', defaultMessage: 'Sign out' },
  }),
);
