import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the checkout block (SPEC §2 E-shop checkout; issue 11 "Checkout"). */
export const messages = untyped(
  defineMessages({
    title: { id: 'checkout.title' },
    intro: { id: 'checkout.intro' },
    cartHeading: { id: 'checkout.cartHeading' },
    empty: { id: 'checkout.empty' },
    browsePlans: { id: 'checkout.browsePlans' },
    itemPlan: { id: 'checkout.itemPlan' },
    remove: { id: 'checkout.remove' },
    removeLabel: { id: 'checkout.removeLabel' },
    total: { id: 'checkout.total' },
    gst: { id: 'checkout.gst' },
    guestTitle: { id: 'checkout.guestTitle' },
    guestText: { id: 'checkout.guestText' },
    signIn: { id: 'checkout.signIn' },
    signUp: { id: 'checkout.signUp' },
    verifyTitle: { id: 'checkout.verifyTitle' },
    verifyText: { id: 'checkout.verifyText' },
    addressHeading: { id: 'checkout.addressHeading' },
    savedAddress: { id: 'checkout.savedAddress' },
    defaultAddress: { id: 'checkout.defaultAddress' },
    newAddress: { id: 'checkout.newAddress' },
    street: { id: 'checkout.street' },
    suburb: { id: 'checkout.suburb' },
    city: { id: 'checkout.city' },
    postcode: { id: 'checkout.postcode' },
    noCard: { id: 'checkout.noCard' },
    placeOrder: { id: 'checkout.placeOrder' },
    failedTitle: { id: 'checkout.failedTitle' },
    kept: { id: 'checkout.kept' },
    loading: { id: 'checkout.loading' },
    loadError: { id: 'checkout.loadError' },
    loadErrorText: { id: 'checkout.loadErrorText' },
    detailsLoadError: { id: 'checkout.detailsLoadError' },
    retry: { id: 'checkout.retry' },
  }),
);
