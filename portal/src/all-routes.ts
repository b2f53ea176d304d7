/**
 * Every route of the portal at once, for Node and tests (the generator, Storybook's portal frame, unit tests,
 * scripts): importing this module registers `ACCOUNT_ROUTES` (`registerAccountRoutes`), so every route table
 * built afterwards has the whole account area. A generated app's browser bundle never imports it: it loads the
 * account routes with the account area (`loadAccountRoutes`, issue 7).
 */
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { PUBLIC_ROUTES, registerAccountRoutes } from './route-table.ts';

registerAccountRoutes(ACCOUNT_ROUTES);

/** Every route definition of SPEC §2: `PUBLIC_ROUTES` and `ACCOUNT_ROUTES`. */
export const ROUTES = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES] as const;

export { ACCOUNT_ROUTES, type AccountRouteId } from './account-routes.ts';
