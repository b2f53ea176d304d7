import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the terms and privacy pages (SPEC §2 terms, terms/{terms_path}, privacy). */
export const messages = untyped(
  defineMessages({
    loading: { id: 'termsPage.loading' },
    errorTitle: { id: 'termsPage.errorTitle' },
    errorText: { id: 'termsPage.errorText' },
    retry: { id: 'termsPage.retry' },
    otherTerms: { id: 'termsPage.otherTerms' },
  }),
);
