import { describe, expect, it, vi } from 'vitest';
import type { ApiClientOptions } from './client.ts';
import type { Endpoint } from './contract/define.ts';
import { endpoints } from './contract/endpoints.ts';
import { routes } from './contract/routes.ts';
import { API_ERROR_CODES, ApiError, errorMessageOf } from './errors.ts';
import { memoryTokenStore, type StoredToken } from './token-store.ts';
import { createApiClient } from './validating-client.ts';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const nowSeconds = NOW / 1000;
const validToken: StoredToken = { jwt: 'valid.jwt', expiry: nowSeconds + 3600 };

const authData = {
  JWT: 'new.jwt',
  JWTExpiry: nowSeconds + 3600,
  UUID: 'identity-1',
  SPID: 2,
  FirstName: 'Aroha',
  LastName: 'Ngata',
  Email: 'aroha@example.test',
  MobileNumber: '+64211234567',
  IdentityProvider: 'LOCAL',
  AuthID: 'aroha@example.test',
  roles: [{ CustomerUUID: 'cust-1', Role: 'OWNER' }],
};

const customer = {
  UUID: 'cust-1',
  SPID: 2,
  FirstName: 'Aroha',
  LastName: 'Ngata',
  Email: 'aroha@example.test',
  MobileNumber: '+64211234567',
  ExternalRef5: '',
  EmailVerified: true,
  AccountState: 'Active',
  CreatedAtNanos: '1767225600000000000',
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(handler: Handler, extra: Partial<ApiClientOptions> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return handler(url, init ?? {});
  }) as unknown as typeof globalThis.fetch;
  const tokenStore = extra.tokenStore ?? memoryTokenStore(validToken);
  const onUnauthorized = vi.fn();
  const client = createApiClient({ spid: 2, fetch, tokenStore, onUnauthorized, now: () => NOW, ...extra });
  return { client, calls, tokenStore, onUnauthorized, fetch };
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

describe('given paths, the base URL and query strings', () => {
  it('replaces :spid with the service provider id and encodes params under /api', async () => {
    const { client, calls } = setup(() => json({ PostpayPlansTab: [] }));
    await client.plans.postpay();
    expect(calls[0]!.url).toBe('/api/v1/2/postpay_mobile_plans');
  });

  it('uses a custom base URL and fills named params and the query', async () => {
    const { client, calls } = setup(() => json({ CustomerUUID: 'a b', EmailVerified: true }), {
      baseUrl: 'http://localhost:8787/api/',
    });
    await client.customer.confirmEmail({ customerUUID: 'a b', secret: 's3cret' });
    expect(calls[0]!.url).toBe(
      'http://localhost:8787/api/customer/a%20b/email_verification/confirm?Secret=s3cret&CustomerUUID=a+b',
    );
  });
});

describe('given an authenticated endpoint', () => {
  it('sends the stored JWT as a Bearer header', async () => {
    const { client, calls } = setup(() => json(customer));
    await client.customer.get('cust-1');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer valid.jwt');
  });

  it('sends no Authorization header on anonymous catalogue calls', async () => {
    const { client, calls } = setup(() => json({ Entries: [], Prices: [] }));
    await client.plans.catalog({ productTypes: ['postpaymobile'] });
    expect(header(calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      ProductTypeList: ['postpaymobile'],
      SearchOptions: { PageSize: 1000 },
    });
  });

  it('treats a missing token without a refresh hook as signed out, without calling fetch', async () => {
    const { client, fetch, onUnauthorized } = setup(() => json(customer), { tokenStore: memoryTokenStore() });
    const error = await client.customer.get('cust-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'no_auth_token', message: 'no auth token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes a token within the 5-minute margin through the hook, once for concurrent calls', async () => {
    const nearlyExpired = { jwt: 'old.jwt', expiry: nowSeconds + 4 * 60 };
    const refreshToken = vi.fn(async () => ({ jwt: 'fresh.jwt', expiry: nowSeconds + 3600 }));
    const { client, calls, tokenStore } = setup(() => json(customer), {
      tokenStore: memoryTokenStore(nearlyExpired),
      refreshToken,
    });
    await Promise.all([client.customer.get('cust-1'), client.customer.get('cust-1')]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => header(c.init, 'Authorization'))).toEqual([
      'Bearer fresh.jwt',
      'Bearer fresh.jwt',
    ]);
    expect(tokenStore.get()).toEqual({ jwt: 'fresh.jwt', expiry: nowSeconds + 3600 });
  });

  it('signs out when the refresh hook returns null', async () => {
    const { client, onUnauthorized, fetch } = setup(() => json(customer), {
      tokenStore: memoryTokenStore({ jwt: 'old.jwt', expiry: nowSeconds - 10 }),
      refreshToken: async () => null,
    });
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({ code: 'no_auth_token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with refreshWithJwt exchanges a not-yet-expired token via JWT_REFRESH', async () => {
    const { client, calls } = setup((url) => (url.endsWith('/v2/2/auth') ? json(authData) : json(customer)), {
      tokenStore: memoryTokenStore({ jwt: 'old.jwt', expiry: nowSeconds + 60 }),
      refreshWithJwt: true,
    });
    await client.customer.get('cust-1');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      IdentityProvider: 'JWT_REFRESH',
      AuthCode: 'old.jwt',
    });
    expect(header(calls[1]!.init, 'Authorization')).toBe('Bearer new.jwt');
  });

  it('stores a new token from the X-Auth-Token headers', async () => {
    const { client, tokenStore } = setup(() =>
      json(customer, 200, {
        'X-Auth-Token': 'rotated.jwt',
        'X-Auth-Token-Expiry': String(nowSeconds + 7200),
      }),
    );
    await client.customer.get('cust-1');
    expect(tokenStore.get()).toEqual({ jwt: 'rotated.jwt', expiry: nowSeconds + 7200 });
  });

  it('ignores a token header whose expiry is already past', async () => {
    const { client, tokenStore } = setup(() =>
      json(customer, 200, { 'X-Auth-Token': 'stale.jwt', 'X-Auth-Token-Expiry': String(nowSeconds - 1) }),
    );
    await client.customer.get('cust-1');
    expect(tokenStore.get()).toEqual(validToken);
  });
});

describe('given the sign-in helpers', () => {
  it('stores the JWT of the auth response and sends LOCAL credentials', async () => {
    const { client, calls, tokenStore } = setup(() => json(authData), { tokenStore: memoryTokenStore() });
    const auth = await client.auth.signIn({ email: 'aroha@example.test', password: 'Secret-pass-1' });
    expect(auth.roles[0]!.CustomerUUID).toBe('cust-1');
    expect(tokenStore.get()).toEqual({ jwt: 'new.jwt', expiry: nowSeconds + 3600 });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      IdentityProvider: 'LOCAL',
      AuthID: 'aroha@example.test',
      AuthCode: 'Secret-pass-1',
      IncludeRoles: true,
    });
  });

  it('sends register opt-ins as 2 or 0', async () => {
    const { client, calls } = setup(() => json(authData), { tokenStore: memoryTokenStore() });
    await client.auth.register({
      email: 'a@b.test',
      password: 'Secret-pass-1',
      firstName: ' Aroha ',
      lastName: 'Ngata',
      notifySpecialOffers: true,
    });
    expect(calls[0]!.url).toBe('/api/v2/2/auth/register');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      FirstName: 'Aroha',
      NotifySpecialOffers: 2,
      NotifyNewsletters: 0,
    });
  });
});

describe('given failures', () => {
  it('rejects with "network error" when fetch rejects', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.plans.postpay()).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'network error',
    });
  });

  it('rejects with the timeout code when no answer arrives within timeoutMs', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      { timeoutMs: 5 },
    );
    await expect(client.plans.postpay()).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('rejects with the aborted code when the caller aborts', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          controller.abort();
        }),
    );
    await expect(client.call('postpayPlans', { signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
  });

  it.each([
    [{ err_message: 'A', message: 'B', error: { message: 'C' } }, 'A'],
    [{ message: 'B', error: { message: 'C' } }, 'B'],
    [{ error: { message: 'C' } }, 'C'],
    [{ other: true }, 'unknown error'],
  ])('takes the error text in SPEC §8 order from %j', async (body, expected) => {
    const { client } = setup(() => json(body, 500));
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({ status: 500, message: expected });
  });

  it('falls back to the error object’s own message before "unknown error"', () => {
    expect(errorMessageOf(undefined, new Error('own'))).toBe('own');
    expect(errorMessageOf(undefined)).toBe('unknown error');
  });

  it('exposes err_code and the error number', async () => {
    const { client } = setup(() => json({ err_message: 'nope', err_code: 'not_allowed' }, 403));
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({ status: 403, code: 'not_allowed' });
  });

  it('calls onUnauthorized and clears the token on a 401', async () => {
    const { client, onUnauthorized, tokenStore } = setup(() =>
      json({ err_message: 'token expired', err_number: 1001 }, 401),
    );
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({ status: 401, errorNumber: 1001 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('does not log out on a 401 with error number 1002', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ err_message: 'The email address or password is invalid', error: { number: 1002 } }, 401),
    );
    await expect(client.auth.signIn({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({
      status: 401,
      errorNumber: 1002,
      message: 'The email address or password is invalid',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an empty 200 body with "no response data"', async () => {
    const { client } = setup(() => new Response('', { status: 200 }));
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({
      code: 'no_response_data',
      message: 'no response data',
    });
  });

  it('rejects a body that is not JSON', async () => {
    const { client } = setup(() => new Response('{oops', { status: 200 }));
    await expect(client.customer.get('cust-1')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('rejects a response that drifted from the contract, naming the endpoint and field', async () => {
    const { client } = setup(() => json({ ...customer, EmailVerified: 'yes' }));
    const error = (await client.customer.get('cust-1').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('getCustomer');
    expect(error.message).toContain('EmailVerified');
  });

  it('refuses input that breaks the contract without calling fetch', async () => {
    const { client, fetch } = setup(() => json(customer));
    // @ts-expect-error — ProductTypeList entries must be product types
    const call = client.call('catalogEntries', {
      body: { ProductTypeList: ['tv'], SearchOptions: { PageSize: 1 } },
    });
    await expect(call).rejects.toMatchObject({ code: 'invalid_request' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given list endpoints', () => {
  it('treats a 404 without a list as an empty list', async () => {
    const { client } = setup(() => json({ err_message: 'Object not found' }, 404));
    await expect(client.customer.paymentMethods('cust-1')).resolves.toEqual([]);
  });

  it('keeps the list a 404 carries', async () => {
    const { client } = setup(() => json({ PrepayAddons: [] }, 404));
    await expect(client.plans.prepay()).resolves.toEqual([]);
  });

  it('still fails a non-list endpoint on 404', async () => {
    const { client } = setup(() => json({ err_message: 'customer not found' }, 404));
    await expect(client.customer.get('nobody')).rejects.toMatchObject({
      status: 404,
      message: 'customer not found',
    });
  });
});

describe('given transient failures (retries, issue 8)', () => {
  const sleeps: number[] = [];
  const fast = {
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  } satisfies Partial<ApiClientOptions>;

  it('retries a GET after 503 + Retry-After and a dropped connection, then resolves', async () => {
    sleeps.length = 0;
    let n = 0;
    const { client, calls } = setup(() => {
      n += 1;
      if (n === 1) return json({ err_message: 'busy' }, 503, { 'Retry-After': '2' });
      if (n === 2) throw new TypeError('Failed to fetch');
      return json(customer);
    }, fast);
    expect((await client.customer.get('cust-1')).UUID).toBe('cust-1');
    expect(calls).toHaveLength(3);
    // Retry-After honoured (2 s), then backoff with jitter: 0.5 × min(4000, 300 × 2^1).
    expect(sleeps).toEqual([2000, 300]);
  });

  it('gives up after 3 tries with the last error', async () => {
    const { client, calls } = setup(
      () => json({ err_message: 'something went wrong, try later' }, 500),
      fast,
    );
    const error = await client.customer.get('cust-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(calls).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than 10 s (the error carries it)', async () => {
    const { client, calls } = setup(
      () => json({ err_code: 'too_many_requests' }, 429, { 'Retry-After': '60' }),
      fast,
    );
    const error = (await client.customer.get('cust-1').catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(60);
    expect(calls).toHaveLength(1);
  });

  it('never retries a POST without an Idempotency-Key, nor a 4xx', async () => {
    const post = setup(() => json({ err_message: 'busy' }, 503, { 'Retry-After': '1' }), fast);
    await post.client.auth.signIn({ email: 'a@b.test', password: 'x' }).catch(() => undefined);
    expect(post.calls).toHaveLength(1);
    const notFound = setup(() => json({ err_message: 'not allowed' }, 403), fast);
    await notFound.client.customer.get('cust-1').catch(() => undefined);
    expect(notFound.calls).toHaveLength(1);
  });

  it('retries a keyed request with the same Idempotency-Key', async () => {
    let n = 0;
    const { client, calls } = setup(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return json({ SetupIntentClientSecret: 'seti_1_secret_x' });
    }, fast);
    await client.customer.setupPaymentMethod('cust-1', { idempotencyKey: 'key-1' });
    expect(calls.map((c) => header(c.init, 'Idempotency-Key'))).toEqual(['key-1', 'key-1']);
  });

  it('stops retrying when the caller aborts', async () => {
    const controller = new AbortController();
    const { client, calls } = setup(() => {
      controller.abort();
      return json({ err_message: 'busy' }, 503);
    }, fast);
    await client
      .call('getCustomer', { params: { uuid: 'cust-1' }, signal: controller.signal })
      .catch(() => undefined);
    expect(calls).toHaveLength(1);
  });
});

describe('given no validator (the lean client of a production build, issue 7)', () => {
  it('every endpoint of the contract has its route, and the route is the one the endpoint was built from', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, route] of Object.entries(routes)) {
      const {
        params: _p,
        query: _q,
        body: _b,
        response: _r,
        summary: _s,
        ...endpointRoute
      } = endpoints[name as keyof typeof endpoints] as Endpoint;
      expect(endpointRoute).toEqual(route);
    }
  });

  it('trusts an answer that breaks the contract (no zod in the browser) while the validating client refuses it', async () => {
    const drifted = { ...customer, Email: 42, SomethingNew: true };
    const lean = setup(() => json(drifted), { validator: null });
    await expect(lean.client.customer.get(customer.UUID)).resolves.toEqual(drifted);
    const checked = setup(() => json(drifted));
    await expect(checked.client.customer.get(customer.UUID)).rejects.toMatchObject({
      code: API_ERROR_CODES.invalidResponse,
    });
  });

  it('sends a request part as given (the API checks it) and answers a list 404 with a fresh empty list', async () => {
    const lean = setup(() => json({ err_message: 'not found' }, 404), { validator: null });
    const first = await lean.client.call('postpayPlans');
    expect(first).toEqual({ PostpayPlansTab: [] });
    first.PostpayPlansTab.push({} as never);
    await expect(lean.client.call('postpayPlans')).resolves.toEqual({ PostpayPlansTab: [] });
    const sent = setup(() => json({ Exists: false }), { validator: null });
    const body = { IdentityProvider: 'NOT_A_PROVIDER', AuthID: 'a@example.test' } as never;
    await sent.client.call('authCheck', { body });
    expect(JSON.parse(String(sent.calls[0]!.init.body))).toEqual(body);
    const checked = setup(() => json({ Exists: false }));
    await expect(checked.client.call('authCheck', { body })).rejects.toMatchObject({
      code: API_ERROR_CODES.invalidRequest,
    });
    expect(checked.calls).toHaveLength(0);
  });
});
