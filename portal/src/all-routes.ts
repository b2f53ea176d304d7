/**
 * Every route of the portal at once, for Node and tests (the generator, Storybook's portal frame, unit tests,
 * scripts): importing this module registers `LAZY_ROUTES` (`registerAccountRoutes`), so every route table
 * built afterwards has the whole account area and e-shop. A generated app's browser bundle never imports it: it loads the
 * account routes with the account area (`loadAccountRoutes`, issue 7).
 */
import { ACCOUNT_ROUTES, LAZY_ROUTES } from './account-routes.ts';
import { ESHOP_ROUTES } from './eshop-routes.ts';
import { PUBLIC_ROUTES, registerAccountRoutes } from './route-table.ts';

registerAccountRoutes(LAZY_ROUTES);

/** Every route definition of SPEC §2: `PUBLIC_ROUTES`, `ACCOUNT_ROUTES` and `ESHOP_ROUTES`. */
export const ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES, ...ESHOP_ROUTES] as const;

export { ACCOUNT_ROUTES, type AccountRouteId } from './account-routes.ts';
export { ESHOP_ROUTES, type EshopRouteId } from './eshop-routes.ts';
