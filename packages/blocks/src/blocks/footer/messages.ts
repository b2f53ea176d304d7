import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the footer block. */
export const messages = untyped(
  defineMessages({
    navLabel: { id: 'footer.navLabel' },
    terms: { id: 'footer.terms' },
    privacy: { id: 'footer.privacy' },
    about: { id: 'footer.about' },
  }),
);
