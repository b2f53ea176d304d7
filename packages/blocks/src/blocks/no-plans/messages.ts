import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the no-plans page (SPEC §2 "No addons: redirect to no-plans page"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'noPlans.title' },
    description: { id: 'noPlans.description' },
    otherAccount: { id: 'noPlans.otherAccount' },
    help: { id: 'noPlans.help' },
    signOut: { id: 'noPlans.signOut' },
  }),
);
