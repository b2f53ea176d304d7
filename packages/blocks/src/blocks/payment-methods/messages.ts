import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the payment-methods block (SPEC §2 profile payment-methods, §4 default card, §5 only card, §8). */
export const messages = untyped(
  defineMessages({
    title: { id: 'paymentMethods.title' },
    intro: { id: 'paymentMethods.intro' },
    loading: { id: 'paymentMethods.loading' },
    errorTitle: { id: 'paymentMethods.errorTitle' },
    loadError: { id: 'paymentMethods.loadError' },
    retry: { id: 'paymentMethods.retry' },
    empty: { id: 'paymentMethods.empty' },
    add: { id: 'paymentMethods.add' },
    cardLabel: { id: 'paymentMethods.cardLabel' },
    expires: { id: 'paymentMethods.expires' },
    expired: { id: 'paymentMethods.expired' },
    expiredOn: { id: 'paymentMethods.expiredOn' },
    default: { id: 'paymentMethods.default' },
    makeDefault: { id: 'paymentMethods.makeDefault' },
    makingDefault: { id: 'paymentMethods.makingDefault' },
    remove: { id: 'paymentMethods.remove' },
    onlyCardNote: { id: 'paymentMethods.onlyCardNote' },
    removeTitle: { id: 'paymentMethods.removeTitle' },
    removeDescription: { id: 'paymentMethods.removeDescription' },
    removeDefaultNote: { id: 'paymentMethods.removeDefaultNote' },
    removeConfirm: { id: 'paymentMethods.removeConfirm' },
    removing: { id: 'paymentMethods.removing' },
    cancel: { id: 'paymentMethods.cancel' },
    actionErrorTitle: { id: 'paymentMethods.actionErrorTitle' },
    onlyCard: { id: 'paymentMethods.error.onlyCard' },
    cardNotFound: { id: 'paymentMethods.error.cardNotFound' },
    madeDefault: { id: 'paymentMethods.done.madeDefault' },
    removed: { id: 'paymentMethods.done.removed' },
    routesTitle: { id: 'paymentMethods.routes.title' },
    routesIntro: { id: 'paymentMethods.routes.intro' },
    routeLabel: { id: 'paymentMethods.routes.label' },
    routeRemaining: { id: 'paymentMethods.routes.remaining' },
    routesLoadError: { id: 'paymentMethods.routes.loadError' },
  }),
);
