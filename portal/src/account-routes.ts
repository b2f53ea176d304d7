/**
 * The account area's routes (SPEC §2 profile area): every screen under the profile layout except the profile
 * tabs themselves (route-table.ts). They load with the account area, not with the first page: the entry knows the
 * public routes and the profile tabs, and `loadAccountRoutes` (account-routes-loader.ts) adds these when a signed-in
 * page is opened or a session is saved (issue 7: a new account screen never makes the home route heavier).
 * Every path starts with `ACCOUNT_PATH_PREFIX`, so the entry knows which addresses must wait for them.
 *
 * Node (generator, tests, Storybook) gets them synchronously through `./all-routes.ts`.
 */
import type { MessageDescriptor } from 'react-intl';
import { PROFILE_GUARDS, type RouteDef } from './route-table.ts';

/** document.title of each account route (plain descriptors: importable without react-intl). */
export const accountRouteTitles = {
  usage: { id: 'portal.route.usage' },
  addPaymentMethod: { id: 'portal.route.addPaymentMethod' },
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
] as const satisfies readonly RouteDef[];

/** Ids of the account area's routes. */
export type AccountRouteId = (typeof ACCOUNT_ROUTES)[number]['id'];
