import type { ApiClient, ApiClientOptions, ApiHelperGroup } from '@telco-portal/api';
import type { ApiCore } from '@telco-portal/api/core';

type Group = ApiHelperGroup;

/** Each helper group's module, loaded on the group's first call (Vite needs the literal paths). */
const GROUPS: Record<Group, () => Promise<(core: ApiCore) => unknown>> = {
  auth: () => import('@telco-portal/api/helpers/auth').then((m) => (c) => m.authHelpers(c.call, c.onAuth)),
  customer: () => import('@telco-portal/api/helpers/customer').then((m) => (c) => m.customerHelpers(c.call)),
  plans: () => import('@telco-portal/api/helpers/plans').then((m) => (c) => m.planHelpers(c.call)),
  products: () => import('@telco-portal/api/helpers/products').then((m) => (c) => m.productHelpers(c.call)),
  addons: () => import('@telco-portal/api/helpers/addons').then((m) => (c) => m.addonHelpers(c.call)),
};

/**
 * An `ApiClient` whose implementation is fetched with dynamic imports on the first call, so none of it weighs on
 * the first-loaded bundle (ARCHITECTURE quality rails: route-level code splitting): the request machinery
 * (`@telco-portal/api/core`) with the first call, each helper group (`@telco-portal/api/helpers/<group>`) with the
 * first call of that group — a route bundles the routes it calls and no other group's (issue 7: new endpoints do
 * not grow every route). Same interface and errors as `createApiClient`, except that `call` takes route objects
 * (`@telco-portal/api/routes`), not names, unless `validate`. `validate` (default true): check requests and
 * answers against the contract's zod schemas (`@telco-portal/api/validate`, development and tests; it also
 * resolves names); false: the lean client that trusts the API and loads no zod (a production build, issue 7).
 */
export function createLazyApiClient(options: ApiClientOptions & { validate?: boolean }): ApiClient {
  const { validate = true, ...clientOptions } = options;
  let real: Promise<ApiCore> | null = null;
  const load = () => {
    // Separate chunks: the core alone (what a production build downloads) and the contract's validator. A generated
    // app's production build never validates (build-env.d.ts TELCO_APP): the import is gone from its bundle, with
    // the names of the validator's chunks from the entry (0.1 KB gzipped on every page, measured 2026-11-29).
    real ??= Promise.all([
      import('@telco-portal/api/core'),
      !(import.meta.env.TELCO_APP && import.meta.env.PROD) && validate
        ? import('@telco-portal/api/validate')
        : null,
    ]).then(([core, check]) =>
      check
        ? core.createApiCore({ ...clientOptions, validator: check.contractValidator() }, check.routeByName)
        : core.createApiCore(clientOptions),
    );
    return real;
  };
  const helpers = new Map<Group, Promise<unknown>>();
  const group = (key: Group) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string | symbol) =>
          async (...args: unknown[]) => {
            let made = helpers.get(key);
            if (!made) {
              made = Promise.all([load(), GROUPS[key]()]).then(([core, make]) => make(core));
              helpers.set(key, made);
            }
            const fn = ((await made) as Record<string | symbol, (...a: unknown[]) => unknown>)[method];
            if (typeof fn !== 'function')
              throw new Error(`@telco-portal/api: no helper ${key}.${String(method)}`);
            return fn(...args);
          },
      },
    );
  const call = (async (...args: unknown[]) => {
    const core = await load();
    return (core.call as (...a: unknown[]) => Promise<unknown>)(...args);
  }) as ApiClient['call'];
  return {
    call,
    spid: options.spid,
    tokenStore: options.tokenStore,
    auth: group('auth') as ApiClient['auth'],
    customer: group('customer') as ApiClient['customer'],
    plans: group('plans') as ApiClient['plans'],
    products: group('products') as ApiClient['products'],
    addons: group('addons') as ApiClient['addons'],
  };
}
