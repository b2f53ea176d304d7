import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the no-plans page (SPEC §2 "No addons: redirect to no-plans page"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'noPlans.title', defaultMessage: 'No plans available' },
    description: {
      id: 'noPlans.description',
      defaultMessage:
        'There are no plans or add-ons available for your account right now. Please try again later.',
    },
    otherAccount: { id: 'noPlans.otherAccount', defaultMessage: 'Choose another account' },
    help: { id: 'noPlans.help', defaultMessage: 'Get help' },
    signOut: { id: 'noPlans.signOut', defaultMessage: 'Sign out' },
  }),
);
