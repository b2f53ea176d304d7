import { type LazyArea, lazyRoutesRegistered, registerLazyRoutes } from './route-table.ts';

const pending: Partial<Record<LazyArea, Promise<void>>> = {};

const chunks: Record<LazyArea, () => Promise<void>> = {
  account: () => import('./account-routes.ts').then((m) => registerLazyRoutes('account', m.ACCOUNT_ROUTES)),
  eshop: () => import('./eshop-routes.ts').then((m) => registerLazyRoutes('eshop', m.ESHOP_ROUTES)),
};

/**
 * Loads the route definitions of the lazy areas `areas` (route-table.ts `lazyAreasOf`: the account area's chunk,
 * account-routes.ts, and the e-shop's, eshop-routes.ts) and registers each (`registerLazyRoutes`); one load per
 * area however often it is called, the areas in parallel. A failed load (e.g. the chunk is gone after a deploy)
 * rejects this call and is tried again by the next one.
 */
export function loadLazyRoutes(areas: readonly LazyArea[]): Promise<void> {
  if (lazyRoutesRegistered(areas)) return Promise.resolve();
  return Promise.all(
    areas.map((area) => {
      pending[area] ??= chunks[area]().catch((error: unknown) => {
        delete pending[area];
        throw error;
      });
      return pending[area];
    }),
  ).then(() => undefined);
}
