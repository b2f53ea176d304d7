import type { ApiClient, ApiClientOptions } from '@telco-portal/api';

type Group = 'auth' | 'customer' | 'plans' | 'products' | 'addons';

/**
 * An `ApiClient` whose implementation is fetched with a dynamic import on the first call, so none of it
 * weighs on the first-loaded bundle (ARCHITECTURE quality rails: route-level code splitting). Same interface
 * and errors as `createApiClient`. `validate` (default true): check requests and answers against the contract's
 * zod schemas (`@telco-portal/api/validate`, development and tests); false: the lean client of `@telco-portal/api/client`
 * that trusts the API and loads no zod (a production build, issue 7 "a lean render path").
 */
export function createLazyApiClient(options: ApiClientOptions & { validate?: boolean }): ApiClient {
  const { validate = true, ...clientOptions } = options;
  let real: Promise<ApiClient> | null = null;
  const load = () => {
    // Two separate chunks: the client alone (what a production build downloads) and the contract's validator.
    real ??= Promise.all([
      import('@telco-portal/api/client'),
      validate ? import('@telco-portal/api/validate') : null,
    ]).then(([client, check]) =>
      client.createLeanApiClient(
        check ? { ...clientOptions, validator: check.contractValidator() } : clientOptions,
      ),
    );
    return real;
  };
  const group = (key: Group) =>
    new Proxy(
      {},
      {
        get:
          (_target, method: string | symbol) =>
          async (...args: unknown[]) => {
            const client = await load();
            const fn = (client[key] as Record<string | symbol, (...a: unknown[]) => unknown>)[method];
            if (typeof fn !== 'function')
              throw new Error(`@telco-portal/api: no helper ${key}.${String(method)}`);
            return fn(...args);
          },
      },
    );
  const call = (async (...args: unknown[]) => {
    const client = await load();
    return (client.call as (...a: unknown[]) => Promise<unknown>)(...args);
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
