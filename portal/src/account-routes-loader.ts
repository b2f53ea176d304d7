import { registerAccountRoutes } from './route-table.ts';

let pending: Promise<void> | null = null;
let areaText: () => unknown = () => null;

/**
 * Sets how the lazy route area's titles load (mount.tsx: the page's language's rest part `area-routes`,
 * i18n/catalogue-split.ts COMPONENT_TEXT; nothing to load where the catalogue is whole). `loadAccountRoutes`
 * registers the routes only once their titles are in, so a page of the area never shows or announces a missing
 * title. The language is fixed for a page load (another language is another address).
 */
export function setAreaTextLoader(load: () => unknown): void {
  areaText = load;
}

/**
 * Loads the lazy route area's definitions (account-routes.ts `LAZY_ROUTES`: the account area and the e-shop, one
 * chunk) and their titles (`setAreaTextLoader`) and registers them
 * (`registerAccountRoutes`); one load however often it is called. A failed load (e.g. the chunk is gone after a
 * deploy) rejects this call and is tried again by the next one.
 */
export function loadAccountRoutes(): Promise<void> {
  pending ??= Promise.all([import('./account-routes.ts'), areaText()]).then(
    ([m]) => registerAccountRoutes(m.LAZY_ROUTES),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
