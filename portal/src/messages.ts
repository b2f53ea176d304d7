import { defineMessages } from 'react-intl';

/** Text of the portal runtime itself: landmarks, loading, errors, route titles (document.title). */
export const messages = defineMessages({
  skipLink: { id: 'portal.skipLink' },
  loading: { id: 'portal.loading' },
  titleTemplate: { id: 'portal.titleTemplate' },
  errorTitle: { id: 'portal.error.title' },
  errorOk: { id: 'portal.error.ok' },
  errorRetry: { id: 'portal.error.retry' },
  errorPage: { id: 'portal.error.page' },
  errorChunk: { id: 'portal.error.chunk' },
  errorUnknown: { id: 'portal.error.unknown' },
  errorReload: { id: 'portal.error.reload' },
  slowRequest: { id: 'portal.slow.text' },
  slowRequestCancel: { id: 'portal.slow.cancel' },
  offline: { id: 'portal.offline' },
  backOnline: { id: 'portal.online' },
  profileTabs: { id: 'portal.profile.tabs' },
  profileTabMyAppHome: { id: 'portal.profile.tab.my-app-home' },
  profileTabUsage: { id: 'portal.profile.tab.usage' },
});

export { routeTitles } from './route-titles.ts';
