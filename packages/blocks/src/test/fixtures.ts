/**
 * Light test fixtures of the blocks (no sandbox): the brand, route links and session configuration of a
 * harbour-like test portal, standing in for what the portal runtime maps from a manifest.
 */
import { type GuardFeatures, type GuardState, guestGuardState } from '@telco-portal/core';
import type { BrandInfo } from '../session/brand.ts';
import type { LinkTarget, RouteLinks } from '../session/links.ts';
import type { SessionConfig } from '../session/types.ts';

/**
 * Route paths of the test portal (a fixture standing in for the portal's route table, which blocks may not
 * import): a harbour-like portal whose account area starts at the mobile dashboard. `null` = not built.
 */
export const TEST_ROUTES: Readonly<Record<LinkTarget, string | null>> = {
  home: '/',
  plans: '/plans/:type',
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  'forgot-pass': '/forgot-pass',
  'email-verify-page': '/email-verify-page',
  'select-account': '/select-account',
  profile: '/profile/mobile',
  'mobile-dashboard': '/profile/mobile',
  usage: '/profile/mobile/usage',
  'redeem-voucher': '/profile/redeem-voucher',
  'top-up': '/profile/mobile/top-up',
  'your-plan': '/profile/mobile/your-plan',
  'all-plans': '/profile/mobile/all-plans',
  addons: '/profile/mobile/addons',
  terms: '/terms',
  'terms-path': '/terms/:termsPath',
  privacy: '/privacy',
  help: null,
  'payment-methods': '/profile/payment-methods',
  'payment-methods-add': '/profile/balance/payment-methods/add',
  'no-payment-methods': '/no-payment-methods',
  invoices: '/profile/invoices',
  'invoice-detail': '/profile/account/invoices/:number',
  receipts: '/profile/receipts',
  'receipt-detail': '/profile/account/receipts/:number',
  'payments-history': '/profile/balance/payments-history',
  thanks: '/eshop/thanks',
  'mobile-billing': '/profile/mobile/billing',
  'pay-bill': '/profile/balance/pay-bill',
  'order-history': '/profile/order-history',
  'order-detail': '/profile/order-history/:orderNumber',
  'shipping-details': '/profile/shipping-details',
  'product-type-transfer': '/profile/mobile/sim-transfer-product-type',
  'sim-purchase': '/eshop/sim-purchase',
  'sims-choose-plans': '/eshop/sims-choose-plans',
  'sim-select-product': '/eshop/sim-select-product',
  checkout: '/eshop/checkout',
  'checkout-landing': '/eshop/checkout-landing',
};

/** Route links over `TEST_ROUTES` (with `overrides`, e.g. `{ plans: null }` for plans switched off). */
export function testLinks(overrides: Partial<Record<LinkTarget, string | null>> = {}): RouteLinks {
  const routes = { ...TEST_ROUTES, ...overrides };
  return {
    href(target, params = {}) {
      const pattern = routes[target];
      if (pattern === null || pattern === undefined) return null;
      const values: Record<string, string> = { type: 'prepay', ...params };
      return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
    },
  };
}

/** The brand of the test portal. */
export const TEST_BRAND: BrandInfo = {
  name: 'Harbour Mobile',
  logoSrc: '/logo.svg',
  logoDarkSrc: null,
  layout: 'classic',
  terms: [{ path: 'mobile', title: { en: 'Mobile terms and conditions', 'mi-NZ': 'Ngā ture waea pūkoro' } }],
  privacy: { title: { en: 'Privacy policy', 'mi-NZ': 'Kaupapahere tūmataiti' } },
  aboutUrl: null,
  documentsBaseUrl: '',
};

/** Every guard switch off except plans (shown to everyone). */
export const TEST_FEATURES: GuardFeatures = {
  showPlans: true,
  billingRouting: false,
  groups: false,
  internationalPlans: false,
  invoices: false,
  receipts: false,
  vouchers: false,
  hidePrepayTopUp: true,
  numberPorting: false,
  simActions: { swap: false, disableEnable: false, details: false, productTypeTransfer: false },
  simPurchasing: false,
  bonuses: false,
  emailVerifiedAssumed: false,
};

/**
 * The guard state of a guest in a development build whose brand sells SIMs (`features.simPurchasing`), with the
 * e-shop's other switches of `features` (esim, multipleSims, alreadyHaveSim…): the e-shop blocks' visitor.
 */
export function guestShopperGuardState(features: Partial<GuardFeatures> = {}): GuardState {
  return guestGuardState('development', { ...TEST_FEATURES, simPurchasing: true, ...features });
}

/** Session configuration of the test portal (a development build against /api, SPID 2). */
export const TEST_SESSION_CONFIG: SessionConfig = {
  spid: 2,
  apiBaseUrl: '/api',
  environment: 'development',
  features: TEST_FEATURES,
};
