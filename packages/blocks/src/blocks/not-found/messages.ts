import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the not-found page (SPEC §2 "Anything else goes to a not-found page", §8). */
export const messages = untyped(
  defineMessages({
    title: { id: 'notFound.title' },
    description: { id: 'notFound.description' },
    home: { id: 'notFound.home' },
  }),
);
