import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/**
 * Text of the home block (SPEC §2 home: profits, plans, bottom call-to-action, coverage).
 * `home.hero.title` and `home.hero.subtitle` are the manifest copy ids a brand overrides.
 */
export const messages = untyped(
  defineMessages({
    heroTitle: { id: 'home.hero.title', defaultMessage: 'Mobile plans that keep up with you' },
    heroSubtitle: {
      id: 'home.hero.subtitle',
      defaultMessage: 'Prepay, pay monthly or pay as you go. Manage everything yourself, any time.',
    },
    heroPrimary: { id: 'home.hero.primary', defaultMessage: 'See our plans' },
    heroSecondary: { id: 'home.hero.secondary', defaultMessage: 'Sign in' },
    profitsTitle: { id: 'home.profits.title', defaultMessage: 'Why people switch to us' },
    profitNetworkTitle: { id: 'home.profits.network.title', defaultMessage: 'Nationwide coverage' },
    profitNetworkBody: {
      id: 'home.profits.network.body',
      defaultMessage:
        'Our plans run on a national network that reaches where New Zealanders live and travel.',
    },
    profitValueTitle: { id: 'home.profits.value.title', defaultMessage: 'Clear prices' },
    profitValueBody: {
      id: 'home.profits.value.body',
      defaultMessage: 'Every price includes GST. No lock-in contracts and no surprise charges.',
    },
    profitControlTitle: { id: 'home.profits.control.title', defaultMessage: 'You stay in control' },
    profitControlBody: {
      id: 'home.profits.control.body',
      defaultMessage: 'Check usage, top up, change plans and manage your SIM from your account.',
    },
    plansTitle: { id: 'home.plans.title', defaultMessage: 'Popular plans' },
    plansAll: { id: 'home.plans.all', defaultMessage: 'See all plans' },
    plansPrevious: { id: 'home.plans.previous', defaultMessage: 'Previous plans' },
    plansNext: { id: 'home.plans.next', defaultMessage: 'Next plans' },
    plansRegion: { id: 'home.plans.region', defaultMessage: 'Featured plans' },
    ctaTitle: { id: 'home.cta.title', defaultMessage: 'Ready to join?' },
    ctaBody: {
      id: 'home.cta.body',
      defaultMessage: 'Create an account in a minute, then pick the plan that suits you.',
    },
    ctaSignUp: { id: 'home.cta.signUp', defaultMessage: 'Sign up' },
    ctaPlans: { id: 'home.cta.plans', defaultMessage: 'View plans' },
    coverageTitle: { id: 'home.coverage.title', defaultMessage: 'Coverage and network' },
    coverageBody: {
      id: 'home.coverage.body',
      defaultMessage:
        'Our network covers most places New Zealanders live, work and travel, with 4G and 5G in the main centres.',
    },
    coverageLink: { id: 'home.coverage.link', defaultMessage: 'Questions about coverage? Visit help' },
  }),
);
