import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the select-account block (SPEC §1: one user may hold several customer accounts). */
export const messages = untyped(
  defineMessages({
    title: { id: 'selectAccount.title' },
    intro: { id: 'selectAccount.intro' },
    loading: { id: 'selectAccount.loading' },
    empty: { id: 'selectAccount.empty' },
  }),
);
