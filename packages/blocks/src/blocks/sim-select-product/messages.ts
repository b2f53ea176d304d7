import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the sim-select-product block (SPEC §2 SIM pages, E-shop {slug}; issue 11 "From a plan to a cart"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'simSelectProduct.title' },
    intro: { id: 'simSelectProduct.intro' },
    productIntro: { id: 'simSelectProduct.productIntro' },
    simHeading: { id: 'simSelectProduct.simHeading' },
    planLegend: { id: 'simSelectProduct.planLegend' },
    prepayPlans: { id: 'simSelectProduct.prepayPlans' },
    postpayPlans: { id: 'simSelectProduct.postpayPlans' },
    noPlans: { id: 'simSelectProduct.noPlans' },
    loading: { id: 'simSelectProduct.loading' },
    loadError: { id: 'simSelectProduct.loadError' },
    retry: { id: 'simSelectProduct.retry' },
  }),
);
