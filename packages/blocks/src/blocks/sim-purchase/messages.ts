import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sim-purchase block (SPEC §2 SIM pages; issue 11 "From a plan to a cart"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'simPurchase.title' },
    intro: { id: 'simPurchase.intro' },
    planHeading: { id: 'simPurchase.planHeading' },
    simType: { id: 'simPurchase.simType' },
    physicalHint: { id: 'simPurchase.physicalHint' },
    esimHint: { id: 'simPurchase.esimHint' },
    inCart: { id: 'simPurchase.inCart' },
    alreadyHaveSim: { id: 'simPurchase.alreadyHaveSim' },
    alreadyHaveSimLink: { id: 'simPurchase.alreadyHaveSimLink' },
    planGone: { id: 'simPurchase.planGone' },
    otherPlans: { id: 'simPurchase.otherPlans' },
    loading: { id: 'simPurchase.loading' },
    loadError: { id: 'simPurchase.loadError' },
    retry: { id: 'simPurchase.retry' },
    changePlan: { id: 'simPurchase.changePlan' },
  }),
);
