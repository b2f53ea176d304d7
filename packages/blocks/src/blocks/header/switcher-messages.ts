import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/**
 * Text of the header's account switcher (issue 9), apart from the header's own messages: only the switcher's
 * lazily loaded chunk reads it, so the header's chunk keeps its messages inline (a shared module would be split
 * into a chunk of its own on the home route).
 */
export const switcherMessages = untyped(
  defineMessages({
    switchAccount: { id: 'header.switchAccount' },
    accountsLabel: { id: 'header.accounts' },
  }),
);
