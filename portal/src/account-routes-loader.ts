import { registerAccountRoutes } from './route-table.ts';

let pending: Promise<void> | null = null;

/**
 * Loads the lazy route area's definitions (account-routes.ts `LAZY_ROUTES`: the account area and the e-shop, one
 * chunk) and registers them
 * (`registerAccountRoutes`); one load however often it is called. A failed load (e.g. the chunk is gone after a
 * deploy) rejects this call and is tried again by the next one.
 */
export function loadAccountRoutes(): Promise<void> {
  pending ??= import('./account-routes.ts').then(
    (m) => registerAccountRoutes(m.LAZY_ROUTES),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
