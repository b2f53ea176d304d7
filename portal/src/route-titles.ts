import type { MessageDescriptor } from 'react-intl';

/**
 * document.title of each route (SPEC §2 screens). Plain descriptors (no `defineMessages` call), so the
 * route table stays importable without react-intl (the generator reads it in Node).
 */
export const routeTitles = {
  home: { id: 'portal.route.home' },
  plans: { id: 'portal.route.plans' },
  signIn: { id: 'portal.route.signIn' },
  signUp: { id: 'portal.route.signUp' },
  forgotPassword: { id: 'portal.route.forgotPassword' },
  resetPassword: { id: 'portal.route.resetPassword' },
  emailVerify: { id: 'portal.route.emailVerify' },
  emailVerifyPage: { id: 'portal.route.emailVerifyPage' },
  selectAccount: { id: 'portal.route.selectAccount' },
  suspended: { id: 'portal.route.suspended' },
  noPaymentMethods: { id: 'portal.route.noPaymentMethods' },
  noPlans: { id: 'portal.route.noPlans' },
  terms: { id: 'portal.route.terms' },
  privacy: { id: 'portal.route.privacy' },
  profile: { id: 'portal.route.profile' },
  mobileDashboard: { id: 'portal.route.mobileDashboard' },
  notFound: { id: 'portal.route.notFound' },
  help: { id: 'portal.route.help' },
  simPurchase: { id: 'portal.route.simPurchase' },
} as const satisfies Record<string, MessageDescriptor>;
