import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the plans block and its plan card (SPEC §2 plans/{type}; SPEC §9 plan formatting). */
export const messages = untyped(
  defineMessages({
    titlePrepay: { id: 'plans.title.prepay' },
    titlePostpay: { id: 'plans.title.postpay' },
    titlePayg: { id: 'plans.title.payg' },
    introPrepay: { id: 'plans.intro.prepay' },
    introPostpay: { id: 'plans.intro.postpay' },
    introPayg: { id: 'plans.intro.payg' },
    typeNav: { id: 'plans.typeNav' },
    perMonth: { id: 'plans.perMonth' },
    price: { id: 'plans.price' },
    originalPrice: { id: 'plans.originalPrice' },
    gstIncluded: { id: 'plans.gstIncluded' },
    offerCredit: { id: 'plans.offerCredit' },
    autoRenew: { id: 'plans.autoRenew' },
    specialOffers: { id: 'plans.specialOffers' },
    moreDetails: { id: 'plans.moreDetails' },
    choose: { id: 'plans.choose' },
    loading: { id: 'plans.loading' },
    empty: { id: 'plans.empty' },
    errorTitle: { id: 'plans.errorTitle' },
    error: { id: 'plans.error' },
    retry: { id: 'plans.retry' },
    notFound: { id: 'plans.notFound' },
    home: { id: 'plans.home' },
  }),
);
