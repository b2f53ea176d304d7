import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the terms and privacy pages (SPEC §2 terms, terms/{terms_path}, privacy). */
export const messages = untyped(
  defineMessages({
    loading: { id: 'termsPage.loading', defaultMessage: 'Loading the document…' },
    errorTitle: { id: 'termsPage.errorTitle', defaultMessage: 'Error!' },
    errorText: { id: 'termsPage.errorText', defaultMessage: 'The document could not be loaded.' },
    retry: { id: 'termsPage.retry', defaultMessage: 'Try again' },
    otherTerms: { id: 'termsPage.otherTerms', defaultMessage: 'Other terms' },
  }),
);
