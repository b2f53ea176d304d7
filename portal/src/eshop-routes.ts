/**
 * The e-shop's routes (SPEC §2 "SIM pages" and "E-shop"; issue 11) but its first page, `sim-purchase`, which every
 * plan card links to and so is a public route (route-table.ts). Every path is `ESHOP_PATH_PREFIX` or under it:
 * they are a chunk of their own (`loadLazyRoutes(['account', 'eshop'])`, lazy-routes-loader.ts: an e-shop address
 * loads the account area's routes too, which its pages link to), never on the first page or an account page, and
 * render in the e-shop layout (layouts/ProfileLayout.tsx `EshopLayout`), which waits for them.
 *
 * Only the pages whose blocks are built are declared: the e-shop's own e-mail step (SPEC §2 "E-shop" email-verify;
 * the checkout verifies a guest's e-mail in place) adds its route here, under `ESHOP_PATH_PREFIX`.
 */
import type { MessageDescriptor } from 'react-intl';
import type { RouteDef } from './route-table.ts';

/** document.title of each e-shop route (plain descriptors: importable without react-intl). */
export const eshopRouteTitles = {
  simsChoosePlans: { id: 'portal.areaRoute.simsChoosePlans.simsChoosePlans' },
  simSelectProduct: { id: 'portal.areaRoute.simSelectProduct.simSelectProduct' },
  eshopProduct: { id: 'portal.areaRoute.simSelectProduct.eshopProduct' },
  checkout: { id: 'portal.areaRoute.checkout.checkout' },
  thanks: { id: 'portal.areaRoute.thanks.thanks' },
} as const satisfies Record<string, MessageDescriptor>;

const nonProduction = (m: { environment: string }) => m.environment !== 'production';

/** The e-shop's lazily loaded route definitions (same shape and rules as `PUBLIC_ROUTES`). */
export const ESHOP_ROUTES = [
  {
    // SPEC §2 "SIM pages": several SIMs, each with its plan, where multiple SIMs are allowed (sim-purchase comes here
    // after "Add to cart"). "SIM purchasing allowed" is its `when` (the route is not served otherwise) and "SIM type
    // chosen" the block's own rule, as sim-purchase's: no SIM in the cart, on to the plans. Named guards here cost
    // every account page their bytes with the route (simTypeChosen: 86 B), over the card page's 30 KB budget.
    id: 'sims-choose-plans',
    path: '/eshop/sims-choose-plans',
    block: 'sims-choose-plans',
    layout: 'eshop',
    title: eshopRouteTitles.simsChoosePlans,
    when: (m) => m.features.simPurchasing && m.features.multipleSims,
  },
  {
    // SPEC §2 "SIM pages": a SIM chosen first (`?sim=<catalogue item id>`: sim-purchase's "Change plan", the
    // product pages), then its plan. "SIM purchasing allowed" is its `when`; "SIM type chosen" the block's own rule
    // (no SIM, or one the catalogue does not sell here: on to plans/prepay), as sim-purchase's and sims-choose-plans'.
    id: 'sim-select-product',
    path: '/eshop/sim-select-product',
    block: 'sim-select-product',
    layout: 'eshop',
    title: eshopRouteTitles.simSelectProduct,
    when: (m) => m.features.simPurchasing,
  },
  {
    // SPEC §2 "E-shop" {slug}, not-found in production: a SIM's product page (EShopProduct, SPEC §2's named screen),
    // `{slug}` its catalogue item id (`/eshop/esim`, `/eshop/physical-sim`; the block shows the not-found page for
    // another). The other e-shop paths are static segments, which the router ranks above this one.
    id: 'eshop-product',
    path: '/eshop/:slug',
    block: 'sim-select-product',
    layout: 'eshop',
    guards: ['nonProductionOnly'],
    title: eshopRouteTitles.eshopProduct,
    when: (m) => nonProduction(m) && m.features.simPurchasing,
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
    // SPEC §2 "E-shop": thanks, only after a purchase. The purchased summary is this browser's local storage, not
    // the session a guard reads: the block itself sends a visitor without one home. Never prerendered.
    id: 'thanks',
    path: '/eshop/thanks',
    block: 'thanks',
    layout: 'eshop',
    title: eshopRouteTitles.thanks,
  },
] as const satisfies readonly RouteDef[];

export type EshopRouteId = (typeof ESHOP_ROUTES)[number]['id'];
