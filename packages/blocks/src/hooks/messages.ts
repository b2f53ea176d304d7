import { defineMessages } from 'react-intl';

import { untyped } from './untyped-messages.ts';

/** Text shared by the blocks: the SPEC §8 error messages they may show, and common labels. */
export const commonMessages = untyped(
  defineMessages({
    networkError: {
      id: 'blocks.error.network',
      defaultMessage: 'Network error. Check your connection and try again.',
    },
    timeout: { id: 'blocks.error.timeout', defaultMessage: 'The request took too long. Try again.' },
    errorOccurred: { id: 'blocks.error.occurred', defaultMessage: 'An error occurred.' },
    tryLater: { id: 'blocks.error.tryLater', defaultMessage: 'Something went wrong, try again later.' },
    invalidCredentials: {
      id: 'blocks.error.invalidCredentials',
      defaultMessage: 'The email address or password is invalid, check your details and try again',
    },
    activationExpired: {
      id: 'blocks.error.activationExpired',
      defaultMessage: 'The activation link has expired. You can ask for a new one.',
    },
    noAuthToken: { id: 'blocks.error.noAuthToken', defaultMessage: 'Your session has ended. Sign in again.' },
    unknown: { id: 'blocks.error.unknown', defaultMessage: 'Unknown error' },
    cancelled: { id: 'blocks.error.cancelled', defaultMessage: 'Cancelled. Try again when you are ready.' },
    tooManyRequests: {
      id: 'blocks.error.tooManyRequests',
      defaultMessage: 'Too many attempts. Wait a little and try again.',
    },
    errorSummaryTitle: { id: 'blocks.form.errorSummaryTitle', defaultMessage: 'There is a problem' },
    sessionEnded: { id: 'blocks.error.sessionEnded', defaultMessage: 'Your session ended, sign in again.' },
    loadError: {
      id: 'blocks.error.loadError',
      defaultMessage: 'Part of the page could not be loaded. Check your connection and reload the page.',
    },
  }),
);
