import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the order-history and order-detail blocks (SPEC §2 order-history, §3 Order, §4 order statuses). */
export const messages = untyped(
  defineMessages({
    title: { id: 'orders.title' },
    intro: { id: 'orders.intro' },
    loading: { id: 'orders.loading' },
    errorTitle: { id: 'orders.errorTitle' },
    loadError: { id: 'orders.loadError' },
    retry: { id: 'orders.retry' },
    empty: { id: 'orders.empty' },
    browsePlans: { id: 'orders.browsePlans' },
    orderLabel: { id: 'orders.orderLabel' },
    placedOn: { id: 'orders.placedOn' },
    itemCount: { id: 'orders.itemCount' },
    total: { id: 'orders.total' },
    itemsLabel: { id: 'orders.itemsLabel' },
    detailTitle: { id: 'orders.detail.title' },
    detailLoadError: { id: 'orders.detail.loadError' },
    notFound: { id: 'orders.detail.notFound' },
    backToOrders: { id: 'orders.detail.back' },
    items: { id: 'orders.detail.items' },
    esim: { id: 'orders.detail.esim' },
    physicalSim: { id: 'orders.detail.physicalSim' },
    quantity: { id: 'orders.detail.quantity' },
    simPrice: { id: 'orders.detail.simPrice' },
    plan: { id: 'orders.detail.plan' },
    noPlan: { id: 'orders.detail.noPlan' },
    number: { id: 'orders.detail.number' },
    deliveryAddress: { id: 'orders.detail.deliveryAddress' },
    esimTitle: { id: 'orders.detail.esimTitle' },
    esimLoadError: { id: 'orders.detail.esimLoadError' },
    esimPending: { id: 'orders.detail.esimPending' },
    activationCode: { id: 'orders.detail.activationCode' },
    installHint: { id: 'orders.detail.installHint' },
    gst: { id: 'orders.detail.gst' },
  }),
);

/** Order status names (SPEC §4): the text that goes with each status colour (colour is never alone). */
export const statusMessages = untyped(
  defineMessages({
    CONFIRMED: { id: 'orders.status.CONFIRMED' },
    PAID: { id: 'orders.status.PAID' },
    PROCESSING: { id: 'orders.status.PROCESSING' },
    COMPLETED: { id: 'orders.status.COMPLETED' },
    PARTIALLY_SHIPPED: { id: 'orders.status.PARTIALLY_SHIPPED' },
    SHIPPED: { id: 'orders.status.SHIPPED' },
    FAILED: { id: 'orders.status.FAILED' },
    CANCELED: { id: 'orders.status.CANCELED' },
    UNKNOWN: { id: 'orders.status.UNKNOWN' },
    CART: { id: 'orders.status.CART' },
  }),
);

/** eSIM profile states (core ESIM_STATUSES). */
export const esimStatusMessages = untyped(
  defineMessages({
    RELEASED: { id: 'orders.esimStatus.RELEASED' },
    DOWNLOADED: { id: 'orders.esimStatus.DOWNLOADED' },
    INSTALLED: { id: 'orders.esimStatus.INSTALLED' },
  }),
);
