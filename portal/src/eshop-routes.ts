/**
 * The e-shop's routes (SPEC §2 "SIM pages" and "E-shop"; issue 11) but its first page, `sim-purchase`, which every
 * plan card links to and so is a public route (route-table.ts). Every path is `ESHOP_PATH_PREFIX` or under it:
 * they load with the account area's routes (account-routes.ts `LAZY_ROUTES`, one chunk), never with the first page,
 * and render in the e-shop layout (layouts/ProfileLayout.tsx `EshopLayout`), which waits for them.
 *
 * A route whose block is not in this build is not served (route-table.ts), so a route is declared here once and
 * its block registered when it is built.
 */
import { SIM_PURCHASE_GUARD_NAMES } from '@telco-portal/core';
import type { MessageDescriptor } from 'react-intl';
import type { RouteDef } from './route-table.ts';

/** document.title of each e-shop route (plain descriptors: importable without react-intl). */
export const eshopRouteTitles = {
  simSelectProduct: { id: 'portal.route.simSelectProduct' },
  simsChoosePlans: { id: 'portal.route.simsChoosePlans' },
  checkout: { id: 'portal.route.checkout' },
  eshopEmailVerify: { id: 'portal.route.eshopEmailVerify' },
  thanks: { id: 'portal.route.thanks' },
  eshopProduct: { id: 'portal.route.eshopProduct' },
} as const satisfies Record<string, MessageDescriptor>;

const nonProduction = (m: { environment: string }) => m.environment !== 'production';

/** The e-shop's lazily loaded route definitions (same shape and rules as `PUBLIC_ROUTES`). */
export const ESHOP_ROUTES = [
  {
    // SPEC §2 "SIM pages": the SIM product (eSIM or physical SIM, its colour) for the chosen plan.
    id: 'sim-select-product',
    path: '/eshop/sim-select-product',
    block: 'sim-select-product',
    layout: 'eshop',
    guards: SIM_PURCHASE_GUARD_NAMES,
    title: eshopRouteTitles.simSelectProduct,
    when: (m) => m.features.simPurchasing,
  },
  {
    // SPEC §2 "SIM pages": several SIMs, each with its plan (features.multipleSims), new SIM quantity 1.
    id: 'sims-choose-plans',
    path: '/eshop/sims-choose-plans',
    block: 'sims-choose-plans',
    layout: 'eshop',
    guards: SIM_PURCHASE_GUARD_NAMES,
    title: eshopRouteTitles.simsChoosePlans,
    when: (m) => m.features.simPurchasing,
  },
  {
    // SPEC §2 "E-shop": /eshop redirects to checkout in production (checkout-landing outside it).
    id: 'checkout',
    path: '/eshop/checkout',
    block: 'checkout',
    layout: 'eshop',
    title: eshopRouteTitles.checkout,
    aliases: (m) => (nonProduction(m) ? [] : ['/eshop']),
  },
  {
    // SPEC §2 "E-shop": checkout-landing, not-found in production.
    id: 'checkout-landing',
    path: '/eshop/checkout-landing',
    block: 'checkout',
    layout: 'eshop',
    guards: ['nonProductionOnly'],
    title: eshopRouteTitles.checkout,
    when: nonProduction,
    aliases: (m) => (nonProduction(m) ? ['/eshop'] : []),
  },
  {
    // SPEC §2 "E-shop": the e-shop's e-mail verification step for guests.
    id: 'eshop-email-verify',
    path: '/eshop/email-verify',
    block: 'eshop-email-verify',
    layout: 'eshop',
    title: eshopRouteTitles.eshopEmailVerify,
  },
  {
    // SPEC §2 "E-shop": thanks, only after a purchase. The purchased summary is this browser's local storage, not
    // the session a guard reads: the block itself sends a visitor without one home. Never prerendered.
    id: 'thanks',
    path: '/eshop/thanks',
    block: 'thanks',
    layout: 'eshop',
    title: eshopRouteTitles.thanks,
  },
  {
    // SPEC §2 "E-shop": {slug} product pages, not-found in production. Static paths above rank first.
    id: 'eshop-product',
    path: '/eshop/:slug',
    block: 'eshop-product',
    layout: 'eshop',
    guards: ['nonProductionOnly'],
    title: eshopRouteTitles.eshopProduct,
    when: nonProduction,
  },
] as const satisfies readonly RouteDef[];

export type EshopRouteId = (typeof ESHOP_ROUTES)[number]['id'];
