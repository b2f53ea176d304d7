import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the plans block and its plan card (SPEC §2 plans/{type}; SPEC §9 plan formatting). */
export const messages = untyped(
  defineMessages({
    titlePrepay: { id: 'plans.title.prepay', defaultMessage: 'Prepay plans' },
    titlePostpay: { id: 'plans.title.postpay', defaultMessage: 'Pay monthly plans' },
    titlePayg: { id: 'plans.title.payg', defaultMessage: 'Pay as you go' },
    introPrepay: {
      id: 'plans.intro.prepay',
      defaultMessage: 'Pay up front for a bundle of data, minutes and texts.',
    },
    introPostpay: {
      id: 'plans.intro.postpay',
      defaultMessage: 'Get a bill each month for your plan and any extras.',
    },
    introPayg: { id: 'plans.intro.payg', defaultMessage: 'Top up credit and pay only for what you use.' },
    typeNav: { id: 'plans.typeNav', defaultMessage: 'Plan types' },
    perMonth: { id: 'plans.perMonth', defaultMessage: 'per month' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ICU placeholder after a dollar sign.
    price: { id: 'plans.price', defaultMessage: '${amount}' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ICU placeholder after a dollar sign.
    originalPrice: { id: 'plans.originalPrice', defaultMessage: 'Was ${amount}' },
    gstIncluded: { id: 'plans.gstIncluded', defaultMessage: 'incl. GST' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ICU placeholder after a dollar sign.
    offerCredit: { id: 'plans.offerCredit', defaultMessage: '${amount} bonus credit' },
    autoRenew: { id: 'plans.autoRenew', defaultMessage: 'Renews automatically' },
    specialOffers: { id: 'plans.specialOffers', defaultMessage: 'Special offer' },
    moreDetails: { id: 'plans.moreDetails', defaultMessage: 'More details' },
    loading: { id: 'plans.loading', defaultMessage: 'Loading plans…' },
    empty: { id: 'plans.empty', defaultMessage: 'There are no plans of this type available right now.' },
    errorTitle: { id: 'plans.errorTitle', defaultMessage: 'Error!' },
    error: { id: 'plans.error', defaultMessage: 'We could not load the plans.' },
    retry: { id: 'plans.retry', defaultMessage: 'Try again' },
    notFound: { id: 'plans.notFound', defaultMessage: "Your page wasn't found" },
    home: { id: 'plans.home', defaultMessage: 'Go to the home page' },
  }),
);
