import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the not-found page (SPEC §2 "Anything else goes to a not-found page", §8). */
export const messages = untyped(
  defineMessages({
    title: { id: 'notFound.title', defaultMessage: "Your page wasn't found" },
    description: {
      id: 'notFound.description',
      defaultMessage: 'The address may be mistyped, or the page may have moved.',
    },
    home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
  }),
);
