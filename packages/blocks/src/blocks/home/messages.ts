import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/**
 * Text of the home block (SPEC §2 home: profits, plans, bottom call-to-action, coverage).
 * `home.hero.title` and `home.hero.subtitle` are the manifest copy ids a brand overrides.
 */
export const messages = untyped(
  defineMessages({
    heroTitle: { id: 'home.hero.title' },
    heroSubtitle: { id: 'home.hero.subtitle' },
    heroPrimary: { id: 'home.hero.primary' },
    heroSecondary: { id: 'home.hero.secondary' },
    profitsTitle: { id: 'home.profits.title' },
    profitNetworkTitle: { id: 'home.profits.network.title' },
    profitNetworkBody: { id: 'home.profits.network.body' },
    profitValueTitle: { id: 'home.profits.value.title' },
    profitValueBody: { id: 'home.profits.value.body' },
    profitControlTitle: { id: 'home.profits.control.title' },
    profitControlBody: { id: 'home.profits.control.body' },
    plansTitle: { id: 'home.plans.title' },
    plansAll: { id: 'home.plans.all' },
    plansPrevious: { id: 'home.plans.previous' },
    plansNext: { id: 'home.plans.next' },
    plansRegion: { id: 'home.plans.region' },
    ctaTitle: { id: 'home.cta.title' },
    ctaBody: { id: 'home.cta.body' },
    ctaSignUp: { id: 'home.cta.signUp' },
    ctaPlans: { id: 'home.cta.plans' },
    coverageTitle: { id: 'home.coverage.title' },
    coverageBody: { id: 'home.coverage.body' },
    coverageLink: { id: 'home.coverage.link' },
  }),
);
