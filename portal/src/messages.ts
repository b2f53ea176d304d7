import { defineMessages } from 'react-intl';

/** Text of the portal runtime itself: landmarks, loading, errors, route titles (document.title). */
export const messages = defineMessages({
  skipLink: { id: 'portal.skipLink', defaultMessage: 'Skip to main content' },
  loading: { id: 'portal.loading', defaultMessage: 'Loading…' },
  titleTemplate: { id: 'portal.titleTemplate', defaultMessage: '{page} | {brand}' },
  errorTitle: { id: 'portal.error.title', defaultMessage: 'Error!' },
  errorOk: { id: 'portal.error.ok', defaultMessage: 'OK' },
  errorRetry: { id: 'portal.error.retry', defaultMessage: 'Try again' },
  errorPage: { id: 'portal.error.page', defaultMessage: 'Something went wrong, try later.' },
  errorChunk: {
    id: 'portal.error.chunk',
    defaultMessage: 'Part of the page could not be loaded. Check your connection and try again.',
  },
  errorUnknown: { id: 'portal.error.unknown', defaultMessage: 'unknown error' },
  errorReload: { id: 'portal.error.reload', defaultMessage: 'Reload the page' },
  slowRequest: { id: 'portal.slow.text', defaultMessage: 'Still working…' },
  slowRequestCancel: { id: 'portal.slow.cancel', defaultMessage: 'Cancel' },
  offline: {
    id: 'portal.offline',
    defaultMessage: 'You are offline. What you have typed is kept; try again when you are back online.',
  },
  backOnline: { id: 'portal.online', defaultMessage: 'You are back online.' },
  profileTabs: { id: 'portal.profile.tabs', defaultMessage: 'Account sections' },
  profileTabMyAppHome: { id: 'portal.profile.tab.my-app-home', defaultMessage: 'My mobile' },
  profileTabUsage: { id: 'portal.profile.tab.usage', defaultMessage: 'Usage' },
});

export { routeTitles } from './route-titles.ts';
