import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the suspended page (SPEC §2 "Suspended guard", §4 "Suspended: account state equals Suspended"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'suspended.title' },
    description: { id: 'suspended.description' },
    otherAccount: { id: 'suspended.otherAccount' },
    help: { id: 'suspended.help' },
    signOut: { id: 'suspended.signOut' },
  }),
);
