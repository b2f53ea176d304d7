import { registerAccountRoutes } from './route-table.ts';

let pending: Promise<void> | null = null;

/**
 * Loads the account area's route definitions (account-routes.ts, its own chunk) and registers them
 * (`registerAccountRoutes`); one load however often it is called. A failed load (e.g. the chunk is gone after a
 * deploy) rejects this call and is tried again by the next one.
 */
export function loadAccountRoutes(): Promise<void> {
  pending ??= import('./account-routes.ts').then(
    (m) => registerAccountRoutes(m.ACCOUNT_ROUTES),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
