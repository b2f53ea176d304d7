import { defineMessages } from 'react-intl';

import { untyped } from './untyped-messages.ts';

/** Text shared by the blocks: the SPEC §8 error messages they may show, and common labels. */
export const commonMessages = untyped(
  defineMessages({
    networkError: { id: 'blocks.error.network' },
    timeout: { id: 'blocks.error.timeout' },
    errorOccurred: { id: 'blocks.error.occurred' },
    tryLater: { id: 'blocks.error.tryLater' },
    invalidCredentials: { id: 'blocks.error.invalidCredentials' },
    activationExpired: { id: 'blocks.error.activationExpired' },
    noAuthToken: { id: 'blocks.error.noAuthToken' },
    unknown: { id: 'blocks.error.unknown' },
    cancelled: { id: 'blocks.error.cancelled' },
    tooManyRequests: { id: 'blocks.error.tooManyRequests' },
    errorSummaryTitle: { id: 'blocks.form.errorSummaryTitle' },
    sessionEnded: { id: 'blocks.error.sessionEnded' },
    loadError: { id: 'blocks.error.loadError' },
  }),
);
