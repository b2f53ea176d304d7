import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the suspended page (SPEC §2 "Suspended guard", §4 "Suspended: account state equals Suspended"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'suspended.title', defaultMessage: 'Your account is suspended' },
    description: {
      id: 'suspended.description',
      defaultMessage:
        'You cannot use your account while it is suspended. Please contact us to find out why and how to restore it.',
    },
    otherAccount: { id: 'suspended.otherAccount', defaultMessage: 'Choose another account' },
    help: { id: 'suspended.help', defaultMessage: 'Get help' },
    signOut: { id: 'suspended.signOut', defaultMessage: 'Sign out' },
  }),
);
