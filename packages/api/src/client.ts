import type { EndpointRoute } from './contract/define.ts';
import { routes } from './contract/routes.ts';
import { type ApiCall, type ApiClientOptions, createApiCore } from './core.ts';
import { addonHelpers } from './helpers/addons.ts';
import { authHelpers } from './helpers/auth.ts';
import { customerHelpers } from './helpers/customer.ts';
import { planHelpers } from './helpers/plans.ts';
import { productHelpers } from './helpers/products.ts';
import type { TokenStore } from './token-store.ts';

export * from './core.ts';

/** The API client (see API.md): `call` and the helper groups. */
export interface ApiClient {
  call: ApiCall;
  readonly spid: number;
  readonly tokenStore: TokenStore;
  auth: ReturnType<typeof authHelpers>;
  customer: ReturnType<typeof customerHelpers>;
  plans: ReturnType<typeof planHelpers>;
  products: ReturnType<typeof productHelpers>;
  addons: ReturnType<typeof addonHelpers>;
}

/** The helper groups of `ApiClient` by key, each a module of ./helpers (the lazy client loads them one by one). */
export type ApiHelperGroup = 'auth' | 'customer' | 'plans' | 'products' | 'addons';

/**
 * The whole framework-free API client: `createApiCore` (every request rule; see there) with the route table
 * (calls by name) and every helper group. Checks requests and answers against the contract only with
 * `options.validator`; this module imports no zod. `@telco-portal/api`'s `createApiClient` is this client with the
 * contract's validator. The production portal uses the lazy client of `@telco-portal/blocks/session`, which loads
 * the core and each helper group on demand instead.
 */
export function createLeanApiClient(options: ApiClientOptions): ApiClient {
  const core = createApiCore(options, (name) => (routes as Record<string, EndpointRoute>)[name]);
  return {
    call: core.call,
    spid: core.spid,
    tokenStore: core.tokenStore,
    auth: authHelpers(core.call, core.onAuth),
    customer: customerHelpers(core.call),
    plans: planHelpers(core.call),
    products: productHelpers(core.call),
    addons: addonHelpers(core.call),
  };
}
