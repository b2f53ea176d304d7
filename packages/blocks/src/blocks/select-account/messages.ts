import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the select-account block (SPEC §1: one user may hold several customer accounts). */
export const messages = untyped(
  defineMessages({
    title: { id: 'selectAccount.title', defaultMessage: 'Choose an account' },
    intro: {
      id: 'selectAccount.intro',
      defaultMessage: 'You can manage more than one account. Which one do you want to use?',
    },
    loading: { id: 'selectAccount.loading', defaultMessage: 'Loading your accounts…' },
    empty: { id: 'selectAccount.empty', defaultMessage: 'There are no accounts linked to your sign-in yet.' },
  }),
);
