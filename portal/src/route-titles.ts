import type { MessageDescriptor } from 'react-intl';

/**
 * document.title of each route (SPEC §2 screens). Plain descriptors (no `defineMessages` call), so the
 * route table stays importable without react-intl (the generator reads it in Node).
 */
export const routeTitles = {
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
  help: { id: 'portal.route.help', defaultMessage: 'Help' },
} as const satisfies Record<string, MessageDescriptor>;
