import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the no-payment-methods page (SPEC §2 "No payment cards and no parent billing routes"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'noPaymentMethods.title' },
    description: { id: 'noPaymentMethods.description' },
    otherAccount: { id: 'noPaymentMethods.otherAccount' },
    help: { id: 'noPaymentMethods.help' },
    signOut: { id: 'noPaymentMethods.signOut' },
  }),
);
