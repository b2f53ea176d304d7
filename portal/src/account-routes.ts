/**
 * The account area's routes (SPEC §2 profile area): every screen under the profile layout except the profile
 * tabs themselves (route-table.ts). They load with the account area, not with the first page: the entry knows the
 * public routes and the profile tabs, and `loadLazyRoutes` (lazy-routes-loader.ts) adds these when a signed-in
 * page is opened or a session is saved (issue 7: a new account screen never makes the home route heavier).
 * Every path starts with `ACCOUNT_PATH_PREFIX`, so the entry knows which addresses must wait for them.
 *
 * Node (generator, tests, Storybook) gets them synchronously through `./all-routes.ts`.
 */
import {
  type AreaGuardName,
  BILLING_GUARD_NAMES,
  type Guard,
  INVOICES_GUARD_NAMES,
  invoicesGuard,
  notPostpayGuard,
  PRODUCT_TYPE_TRANSFER_GUARD_NAMES,
  postpayOnlyGuard,
  prepayTopUpVisibleGuard,
  productTypeTransferGuard,
  RECEIPTS_GUARD_NAMES,
  REDEEM_VOUCHER_GUARD_NAMES,
  receiptsGuard,
  TOP_UP_GUARD_NAMES,
  vouchersGuard,
} from '@telco-portal/core';
import type { MessageDescriptor } from 'react-intl';
import { registerAreaGuards } from './guards.ts';
import { PROFILE_GUARDS, type RouteDef } from './route-table.ts';

/** document.title of each account route (plain descriptors: importable without react-intl). */
export const accountRouteTitles = {
  usage: { id: 'portal.route.usage' },
  yourPlan: { id: 'portal.route.yourPlan' },
  allPlans: { id: 'portal.areaRoute.plansTab.allPlans' },
  addons: { id: 'portal.areaRoute.plansTab.addons' },
  addPaymentMethod: { id: 'portal.areaRoute.paymentMethodAdd.addPaymentMethod' },
  redeemVoucher: { id: 'portal.areaRoute.voucherRedeem.redeemVoucher' },
  topUp: { id: 'portal.areaRoute.topUp.topUp' },
  paymentMethods: { id: 'portal.route.paymentMethods' },
  invoices: { id: 'portal.route.invoices' },
  invoice: { id: 'portal.areaRoute.invoices.invoice' },
  receipts: { id: 'portal.route.receipts' },
  receipt: { id: 'portal.areaRoute.invoices.receipt' },
  paymentsHistory: { id: 'portal.route.paymentsHistory' },
  mobileBilling: { id: 'portal.areaRoute.mobileBilling.mobileBilling' },
  payBill: { id: 'portal.areaRoute.payBill.payBill' },
  orderHistory: { id: 'portal.route.orderHistory' },
  orderDetail: { id: 'portal.areaRoute.orders.orderDetail' },
  shippingDetails: { id: 'portal.route.shippingDetails' },
  productTypeTransfer: { id: 'portal.areaRoute.productTypeTransfer.productTypeTransfer' },
} as const satisfies Record<string, MessageDescriptor>;

/** The account area's route definitions (same shape and rules as `PUBLIC_ROUTES`). */
export const ACCOUNT_ROUTES = [
  {
    id: 'usage',
    path: '/profile/mobile/usage',
    block: 'usage-histogram',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.usage,
    config: (m) => m.usage,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  // Plans tab of the mobile dashboard (SPEC §2 mobile: your-plan, all-plans, addons; issue 10)
  {
    id: 'your-plan',
    path: '/profile/mobile/your-plan',
    block: 'plans-tab',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.yourPlan,
    config: (m) => m.planChangeMode,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §6 plan switching: changing plan is its own page, served only when the brand allows it.
    id: 'all-plans',
    path: '/profile/mobile/all-plans',
    block: 'plans-tab',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.allPlans,
    config: (m) => m.planChangeMode,
    when: (m) => m.features.planSwitching,
    under: 'mobile-dashboard',
  },
  {
    id: 'addons',
    path: '/profile/mobile/addons',
    block: 'plans-tab',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.addons,
    config: (m) => m.planChangeMode,
    under: 'mobile-dashboard',
  },
  {
    // SPEC §2 profile "balance/payment-methods/add": customers who already have a card add another (those
    // without one add it on /no-payment-methods, outside this guard chain). Not a tab.
    id: 'payment-methods-add',
    path: '/profile/balance/payment-methods/add',
    block: 'payment-method-add',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.addPaymentMethod,
    needsProfile: true,
  },
  // Issue 10 (money): vouchers and top-ups
  {
    // SPEC §2 profile "redeem-voucher (guard: account type activated and vouchers allowed)"; switch
    // `features.vouchers`. Linked from the mobile dashboard for prepay and payg products.
    id: 'redeem-voucher',
    path: '/profile/redeem-voucher',
    block: 'voucher-redeem',
    layout: 'profile',
    guards: REDEEM_VOUCHER_GUARD_NAMES,
    title: accountRouteTitles.redeemVoucher,
    when: (m) => m.features.vouchers,
    needsProfile: true,
  },
  {
    // SPEC §2 mobile "top-up (not postpay, account type activated, prepay top-up not hidden)"; remote flag
    // `features.hidePrepayTopUp` (SPEC §6: hidden by default). Linked from the mobile dashboard for prepay and payg.
    id: 'top-up',
    path: '/profile/mobile/top-up',
    block: 'top-up',
    layout: 'profile',
    guards: TOP_UP_GUARD_NAMES,
    title: accountRouteTitles.topUp,
    when: (m) => !m.features.hidePrepayTopUp,
    under: 'mobile-dashboard',
  },
  // issue 10, billing part (cards, invoices, receipts)
  {
    // SPEC §2 profile "payment-methods": the saved cards (list, default, remove); links to the add form.
    id: 'payment-methods',
    path: '/profile/payment-methods',
    block: 'payment-methods',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.paymentMethods,
    // A section of the account area (profile navigation link), like usage.
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §2 profile "invoices (guard: invoices allowed)"; a section link of the account area.
    id: 'invoices',
    path: '/profile/invoices',
    block: 'invoices',
    layout: 'profile',
    guards: INVOICES_GUARD_NAMES,
    title: accountRouteTitles.invoices,
    when: (m) => m.features.invoices,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §2 "account/invoices/{number}".
    id: 'invoice-detail',
    path: '/profile/account/invoices/:number',
    block: 'invoice-detail',
    layout: 'profile',
    guards: INVOICES_GUARD_NAMES,
    title: accountRouteTitles.invoice,
    when: (m) => m.features.invoices,
    under: 'mobile-dashboard',
  },
  {
    // SPEC §2 profile "receipts (guard: receipts allowed)".
    id: 'receipts',
    path: '/profile/receipts',
    block: 'receipts',
    layout: 'profile',
    guards: RECEIPTS_GUARD_NAMES,
    title: accountRouteTitles.receipts,
    when: (m) => m.features.receipts,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §2 "account/receipts/{number}" (the receipt's UUID: SPEC §7 receipt PDF path).
    id: 'receipt-detail',
    path: '/profile/account/receipts/:number',
    block: 'receipt-detail',
    layout: 'profile',
    guards: RECEIPTS_GUARD_NAMES,
    title: accountRouteTitles.receipt,
    when: (m) => m.features.receipts,
    under: 'mobile-dashboard',
  },
  // Issue 10: payments history and mobile billing
  {
    // SPEC §2 profile "payments-history" / balance "payments-history"; §3 transactions grouped by year then month.
    // No switch of its own: SPEC §6 "bank transactions" (features.bankTransactions) is bank transfer as a way to
    // pay (the manifest's billing.bankTransfer details), shown on the billing page, not this history.
    id: 'payments-history',
    path: '/profile/balance/payments-history',
    block: 'payments-history',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.paymentsHistory,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §2 mobile "billing (postpay only)": current bill, bill cycle (features.billingCycle: change, else
    // read-only), the manifest's billing.bankTransfer details while features.bankTransactions is on. Linked from the
    // postpay dashboard.
    id: 'mobile-billing',
    path: '/profile/mobile/billing',
    block: 'mobile-billing',
    layout: 'profile',
    guards: BILLING_GUARD_NAMES,
    title: accountRouteTitles.mobileBilling,
    config: (m) => m.billing,
    under: 'mobile-dashboard',
  },
  {
    // SPEC §2 balance "pay-bill for postpay"; §7 POST /customer/{id}/payment. Linked from the billing page (and
    // its current bill) for postpay accounts.
    id: 'pay-bill',
    path: '/profile/balance/pay-bill',
    block: 'pay-bill',
    layout: 'profile',
    guards: BILLING_GUARD_NAMES,
    title: accountRouteTitles.payBill,
    under: 'mobile-dashboard',
  },
  // Issue 11: the customer's orders and delivery addresses
  {
    // SPEC §2 profile "order-history", "my-orders redirects to order history". An account route, not the
    // `my-orders` profile tab: a tab's route is in PUBLIC_ROUTES (the entry knows the tabs), which would add its
    // definition and title to the home route's bytes. `/profile/my-orders` is an old address of it (a redirect,
    // in this lazy chunk) and it is a section link of the account area, as payments-history.
    id: 'order-history',
    path: '/profile/order-history',
    block: 'order-history',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.orderHistory,
    under: 'mobile-dashboard',
    sectionLink: true,
    aliases: ['/profile/my-orders'],
  },
  {
    // SPEC §3 Order, §7 GET /eshop/v2/customer/{uuid}/order/{orderNumber}: linked from each order of the history.
    id: 'order-detail',
    path: '/profile/order-history/:orderNumber',
    block: 'order-detail',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.orderDetail,
    under: 'mobile-dashboard',
  },
  {
    // SPEC §2 profile "shipping-details": delivery addresses (§3, §4 default rule, §5 required fields).
    id: 'shipping-details',
    path: '/profile/shipping-details',
    block: 'shipping-details',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: accountRouteTitles.shippingDetails,
    under: 'mobile-dashboard',
    sectionLink: true,
  },
  {
    // SPEC §2 SIM pages "sim-transfer-product-type (guard: product type transfer allowed)": the switch
    // `features.simActions.productTypeTransfer` and an activated account type (core's productTypeTransfer guard).
    // Under /profile/mobile: a signed-in page of the current number, linked from the dashboard's plan card.
    id: 'product-type-transfer',
    path: '/profile/mobile/sim-transfer-product-type',
    block: 'product-type-transfer',
    layout: 'profile',
    guards: PRODUCT_TYPE_TRANSFER_GUARD_NAMES,
    title: accountRouteTitles.productTypeTransfer,
    when: (m) => m.features.simActions.productTypeTransfer,
    under: 'mobile-dashboard',
  },
] as const satisfies readonly RouteDef[];

/** Ids of the account area's routes. */
export type AccountRouteId = (typeof ACCOUNT_ROUTES)[number]['id'];

/**
 * The guards of core's `areaGuards` that these routes name, registered when they load (the first page does not
 * carry them; an e-shop page loads this chunk too, so the e-shop's routes may name them); the rest (guards of
 * screens not built yet) stay out of the chunk. route-table.test.ts checks that every guard a lazy route names
 * is here.
 */
export const LAZY_ROUTE_GUARDS = {
  notPostpay: notPostpayGuard,
  postpayOnly: postpayOnlyGuard,
  prepayTopUpVisible: prepayTopUpVisibleGuard,
  invoices: invoicesGuard,
  receipts: receiptsGuard,
  vouchers: vouchersGuard,
  productTypeTransfer: productTypeTransferGuard,
} satisfies Partial<Record<AreaGuardName, Guard>>;

registerAreaGuards(LAZY_ROUTE_GUARDS);
