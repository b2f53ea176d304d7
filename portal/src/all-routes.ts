/**
 * Every route of the portal at once, for Node and tests (the generator, Storybook's portal frame, unit tests,
 * scripts): importing this module registers the lazy areas' routes (`registerLazyRoutes`), so every route table
 * built afterwards has the whole account area and e-shop. A generated app's browser bundle never imports it: it loads
 * each area's routes when an address of it is opened (`loadLazyRoutes`, issue 7).
 */
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { ESHOP_ROUTES } from './eshop-routes.ts';
import { PUBLIC_ROUTES, registerLazyRoutes } from './route-table.ts';

registerLazyRoutes('account', ACCOUNT_ROUTES);
registerLazyRoutes('eshop', ESHOP_ROUTES);

/** Every route definition of SPEC §2: `PUBLIC_ROUTES`, `ACCOUNT_ROUTES` and `ESHOP_ROUTES`. */
export const ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES, ...ESHOP_ROUTES] as const;

export { ACCOUNT_ROUTES, type AccountRouteId } from './account-routes.ts';
export { ESHOP_ROUTES, type EshopRouteId } from './eshop-routes.ts';
