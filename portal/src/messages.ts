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
  profileTabs: { id: 'portal.profile.tabs', defaultMessage: 'Account sections' },
  profileTabMyAppHome: { id: 'portal.profile.tab.my-app-home', defaultMessage: 'My mobile' },
  profileTabUsage: { id: 'portal.profile.tab.usage', defaultMessage: 'Usage' },
});

/** document.title of each route (SPEC §2 screens). */
export const routeTitles = defineMessages({
  home: { id: 'portal.route.home', defaultMessage: 'Home' },
  plans: { id: 'portal.route.plans', defaultMessage: 'Plans' },
  signIn: { id: 'portal.route.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'portal.route.signUp', defaultMessage: 'Sign up' },
  forgotPassword: { id: 'portal.route.forgotPassword', defaultMessage: 'Reset your password' },
  resetPassword: { id: 'portal.route.resetPassword', defaultMessage: 'Choose a new password' },
  emailVerify: { id: 'portal.route.emailVerify', defaultMessage: 'Confirm your email' },
  emailVerifyPage: { id: 'portal.route.emailVerifyPage', defaultMessage: 'Verify your email' },
  selectAccount: { id: 'portal.route.selectAccount', defaultMessage: 'Choose an account' },
  suspended: { id: 'portal.route.suspended', defaultMessage: 'Account suspended' },
  noPaymentMethods: { id: 'portal.route.noPaymentMethods', defaultMessage: 'Add a payment method' },
  noPlans: { id: 'portal.route.noPlans', defaultMessage: 'No plans available' },
  terms: { id: 'portal.route.terms', defaultMessage: 'Terms and conditions' },
  privacy: { id: 'portal.route.privacy', defaultMessage: 'Privacy policy' },
  profile: { id: 'portal.route.profile', defaultMessage: 'My account' },
  mobileDashboard: { id: 'portal.route.mobileDashboard', defaultMessage: 'My mobile' },
  usage: { id: 'portal.route.usage', defaultMessage: 'Usage' },
  addPaymentMethod: { id: 'portal.route.addPaymentMethod', defaultMessage: 'Add a card' },
  notFound: { id: 'portal.route.notFound', defaultMessage: "Your page wasn't found" },
});
