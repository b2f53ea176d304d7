import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the footer block. */
export const messages = untyped(
  defineMessages({
    navLabel: { id: 'footer.navLabel', defaultMessage: 'Legal' },
    terms: { id: 'footer.terms', defaultMessage: 'Terms and conditions' },
    privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
    about: { id: 'footer.about', defaultMessage: 'About us' },
  }),
);
