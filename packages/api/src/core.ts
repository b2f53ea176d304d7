import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
} from './contract/define.ts';
import type { EndpointName, Endpoints } from './contract/endpoints.ts';
import type { AuthData } from './contract/schemas.ts';
import type { ContractValidator, RequestPart } from './contract/validate.ts';
import {
  API_ERROR_CODES,
  ApiError,
  errorMessageOf,
  errorNumberOf,
  NO_LOGOUT_ERROR_NUMBER,
} from './errors.ts';
import type { StoredToken, TokenStore } from './token-store.ts';

// The errors this client throws, for callers that load only this module (`@telco-portal/api/core`).
export { API_ERROR_CODES, ApiError } from './errors.ts';

/** Response header carrying a fresh JWT; the sandbox sends it on every authenticated response. */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';
/** Response header carrying the fresh JWT's expiry in unix SECONDS. */
export const AUTH_TOKEN_EXPIRY_HEADER = 'X-Auth-Token-Expiry';
/** SPEC §9: API timeout 65 s. */
export const DEFAULT_TIMEOUT_MS = 65_000;
/** SPEC §9: a JWT counts as valid only if its expiry is more than 5 minutes ahead. */
export const JWT_VALIDITY_MARGIN_MS = 5 * 60 * 1000;

export interface ApiClientOptions {
  /** Base of every path; default '/api'. May be absolute ('http://localhost:8787/api'). */
  baseUrl?: string;
  /** Service provider id substituted for `:spid` (SPEC §9: 2 in this build). */
  spid: number;
  /** fetch implementation (tests bind it to the sandbox's `app.fetch`); default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Per-request timeout; default 65 000 ms (SPEC §9). */
  timeoutMs?: number;
  tokenStore: TokenStore;
  /** Called on a 401 (unless error number 1002) and when no token can be obtained: log the user out. */
  onUnauthorized?: () => void;
  /**
   * Obtains a fresh token through the identity provider when the stored one is missing or within the
   * 5-minute margin. Return null when signed out. Concurrent calls share one refresh.
   */
  refreshToken?: () => Promise<StoredToken | null>;
  /**
   * Without `refreshToken`: when true, a stored token that is within the margin but not yet expired is
   * exchanged via `IdentityProvider: JWT_REFRESH` (the sandbox supports it). Default false (signed out).
   */
  refreshWithJwt?: boolean;
  /**
   * Checks every request part and answer against the contract's zod schemas (`contractValidator()`). Without
   * it the client trusts both (issue 7: the production portal keeps zod out of the browser; the sandbox and
   * the API check requests on their side). `createApiClient` of `@telco-portal/api` sets it unless given
   * `validator: null`; `createLeanApiClient` of `@telco-portal/api/client` only when passed.
   */
  validator?: ContractValidator | null;
  /** Clock in ms (tests); default Date.now. */
  now?: () => number;
  /**
   * Retries of idempotent requests (GET, or any request sent with an `idempotencyKey`) after a network
   * error, 408, 429, 500, 502, 503 or 504: exponential backoff with full jitter, or the answer's
   * `Retry-After` (429/503). `false` turns retries off. All tries share the one `timeoutMs` deadline (SPEC §9:
   * 65 s stays the hard limit); a `Retry-After` longer than `maxRetryAfterMs` or past the deadline is not
   * waited for — the error is thrown with `retryAfterSeconds`.
   */
  retry?: RetryOptions | false;
  /** Waits `ms` (tests replace it); rejects when `signal` aborts. Default: a timer. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Random number in [0, 1) for the jitter (tests); default Math.random. */
  random?: () => number;
}

/** Retry settings (see `ApiClientOptions.retry`). */
export interface RetryOptions {
  /** Tries in all, the first included; default 3. */
  attempts?: number;
  /** Backoff base in ms: try n waits random(0, min(maxDelayMs, baseDelayMs · 2^(n-1))); default 300. */
  baseDelayMs?: number;
  /** Backoff cap in ms; default 4000. */
  maxDelayMs?: number;
  /** Longest `Retry-After` waited for, in ms; default 10 000. */
  maxRetryAfterMs?: number;
}

/** Default retry settings (ApiClientOptions.retry). */
export const DEFAULT_RETRY: Required<RetryOptions> = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 4000,
  maxRetryAfterMs: 10_000,
};

/** HTTP statuses worth another try of an idempotent request. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

type CallArgs<E extends Endpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends T` tests whether every input part is optional
  {} extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one endpoint — by route object (`@telco-portal/api/routes`: a module bundles only the routes it calls,
 * issue 7), by name (needs the table of every route: the full client has it, `createApiCore` alone does not), or
 * by contract object. Resolves with the response (parsed by the contract when the client validates).
 * @throws ApiError — see API_ERROR_CODES and API.md for every case.
 */
export interface ApiCall {
  <N extends EndpointName>(
    endpoint: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<EndpointResponse<Endpoints[N]>>;
  <Route extends EndpointRoute<EndpointName>>(
    endpoint: Route,
    ...args: CallArgs<Endpoints[Route['name']]>
  ): Promise<EndpointResponse<Endpoints[Route['name']]>>;
  <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
}

/** The request machinery of the client, without its helper groups (`createApiCore`). */
export interface ApiCore {
  call: ApiCall;
  readonly spid: number;
  readonly tokenStore: TokenStore;
  /** Stores the token of a sign-in answer (SPEC §4: only while it has not expired); returns the answer. */
  onAuth: (auth: AuthData) => AuthData;
}

type LooseInput = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
};

/** Request header of a keyed request (API.md "Idempotency"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*=UTF-8''…` first, else `filename="…"`;
 * any folder part is dropped. Null when there is none.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= header.match(/filename\s*=\s*"([^"]*)"/)?.[1] ?? header.match(/filename\s*=\s*([^;\s]+)/)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** `Retry-After` as seconds (delta-seconds or an HTTP date, RFC 9110 §10.2.3), or undefined. */
export function retryAfterSeconds(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

function isTokenValid(token: StoredToken | null, nowMs: number): token is StoredToken {
  return !!token && token.expiry * 1000 - nowMs > JWT_VALIDITY_MARGIN_MS;
}

/**
 * Creates the request machinery of the framework-free API client (SPEC §7 client 1): base `/api`, `:spid` substitution, Bearer
 * auth with refresh, new tokens from `X-Auth-Token` / `X-Auth-Token-Expiry`, 65 s timeout, SPEC §8 error
 * texts, 401 handling, list 404 = empty, empty body = 'no response data'. Requests and responses are checked
 * against the contract only with `options.validator` (else trusted): this module imports no zod, so the
 * production portal's routes load none (issue 7 "a lean render path"). `routeByName` resolves calls by name
 * (without it they throw: pass route objects). `createLeanApiClient` (./client.ts) adds the helper groups and
 * the route table; the portal's lazy client loads this module and each helper group on its first call.
 */
export function createApiCore(
  options: ApiClientOptions,
  routeByName?: (name: string) => EndpointRoute | undefined,
): ApiCore {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((...a) => globalThis.fetch(...a));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const store = options.tokenStore;
  const retry = options.retry === false ? false : { ...DEFAULT_RETRY, ...options.retry };
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  let refreshing: Promise<StoredToken | null> | null = null;

  const unauthorized = () => {
    store.clear();
    options.onUnauthorized?.();
  };

  const storeToken = (token: StoredToken) => {
    // SPEC §4: a JWT is stored only if its expiry is in the future.
    if (token.jwt && token.expiry * 1000 > now()) store.set(token);
  };

  async function refresh(): Promise<StoredToken | null> {
    if (options.refreshToken) return options.refreshToken();
    const current = store.get();
    if (options.refreshWithJwt && current && current.expiry * 1000 > now()) {
      // The auth routes load with the first refresh (the core is on every page; a refresh is rare), through a
      // module only this `import()` loads: an `import()` of the routes area module itself needs a namespace object
      // from Rolldown's runtime helper, which then leaves the React chunk for a chunk every chunk imports.
      const { refreshWithJwt } = await import('./jwt-refresh.ts');
      return refreshWithJwt(call, current.jwt);
    }
    return null;
  }

  async function validToken(): Promise<StoredToken | null> {
    const current = store.get();
    if (isTokenValid(current, now())) return current;
    refreshing ??= refresh()
      .then((t) => {
        if (t) storeToken(t);
        return isTokenValid(t, now()) ? t : null;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  const validator = options.validator ?? null;
  const parseInput = (endpoint: EndpointRoute, part: RequestPart, value: unknown): unknown =>
    validator ? validator.input(endpoint, part, value) : value;

  async function call(endpointOrName: EndpointRoute | string, input: LooseInput = {}): Promise<never> {
    const endpoint: EndpointRoute | undefined =
      typeof endpointOrName === 'string' ? routeByName?.(endpointOrName) : endpointOrName;
    if (!endpoint) {
      throw new Error(
        routeByName
          ? `@telco-portal/api: unknown endpoint ${String(endpointOrName)}`
          : `@telco-portal/api: ${String(endpointOrName)} called by name on a client without the route table; pass its route (@telco-portal/api/routes)`,
      );
    }
    const { name } = endpoint;
    const params = parseInput(endpoint, 'params', input.params) as Record<string, unknown> | undefined;
    const query = parseInput(endpoint, 'query', input.query) as Record<string, unknown> | undefined;
    const body = parseInput(endpoint, 'body', input.body);

    let url = baseUrl + buildPath(endpoint.path, options.spid, params);
    if (query) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
      const text = qs.toString();
      if (text) url += `?${text}`;
    }

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (input.idempotencyKey !== undefined) {
      if (!endpoint.idempotency) {
        throw new ApiError(`@telco-portal/api: ${name} takes no Idempotency-Key`, {
          status: 0,
          code: API_ERROR_CODES.invalidRequest,
        });
      }
      headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
    }
    if (endpoint.auth) {
      const token = await validToken();
      if (!token) {
        unauthorized();
        throw new ApiError('no auth token', { status: 401, code: API_ERROR_CODES.noAuthToken });
      }
      headers.Authorization = `Bearer ${token.jwt}`;
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
    const deadline = now() + timeoutMs;
    const policy = retry === false ? null : retry;
    const retryable = endpoint.method === 'GET' || input.idempotencyKey !== undefined;
    const tries = policy && retryable ? Math.max(1, policy.attempts) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptOnce(endpoint, url, headers, body, signal, timeout, input);
      } catch (error) {
        if (!policy || !(error instanceof ApiError) || attempt >= tries || signal.aborted) throw error;
        const transient =
          error.code === API_ERROR_CODES.network ||
          (error.status > 0 && RETRYABLE_STATUSES.has(error.status));
        if (!transient) throw error;
        let wait: number;
        if (error.retryAfterSeconds !== undefined) {
          wait = error.retryAfterSeconds * 1000;
          if (wait > policy.maxRetryAfterMs) throw error;
        } else {
          wait = random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
        }
        if (now() + wait >= deadline) throw error;
        try {
          await sleep(wait, signal);
        } catch {
          throw error;
        }
        if (endpoint.auth) {
          // A fresh token may have arrived meanwhile (X-Auth-Token of another answer).
          const token = store.get();
          if (token) headers.Authorization = `Bearer ${token.jwt}`;
        }
      }
    }
  }

  async function attemptOnce(
    endpoint: EndpointRoute,
    url: string,
    headers: Record<string, string>,
    body: unknown,
    signal: AbortSignal,
    timeout: AbortSignal,
    input: LooseInput,
  ): Promise<never> {
    const { name } = endpoint;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        redirect: 'follow',
      });
    } catch (error) {
      if (timeout.aborted) {
        throw new ApiError('request timed out', { status: 0, code: API_ERROR_CODES.timeout, cause: error });
      }
      // The caller's signal, or the fetch it gave us aborted the request (e.g. the customer pressed Cancel).
      if (input.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new ApiError('request aborted', { status: 0, code: API_ERROR_CODES.aborted, cause: error });
      }
      throw new ApiError('network error', { status: 0, code: API_ERROR_CODES.network, cause: error });
    }

    const newJwt = response.headers.get(AUTH_TOKEN_HEADER);
    const newExpiry = Number(response.headers.get(AUTH_TOKEN_EXPIRY_HEADER));
    if (newJwt && Number.isFinite(newExpiry) && newExpiry > 0) storeToken({ jwt: newJwt, expiry: newExpiry });

    if (endpoint.binary && response.ok) return (await readFile(response, timeout)) as never;

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (timeout.aborted) {
        throw new ApiError('request timed out', { status: 0, code: API_ERROR_CODES.timeout, cause: error });
      }
      throw new ApiError('network error', { status: 0, code: API_ERROR_CODES.network, cause: error });
    }
    let json: unknown;
    let jsonError: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch (error) {
        jsonError = error;
      }
    }

    const status = response.status;
    if (endpoint.list && status === 404) {
      // A 404 carrying a list is tolerated — when a validator can tell it is one; else the empty list.
      const asList = json === undefined || !validator ? undefined : validator.response(endpoint, json);
      if (asList?.ok) return asList.data as never;
      return structuredClone(endpoint.emptyResponse) as never;
    }

    if (!response.ok) {
      const errorNumber = errorNumberOf(json);
      if (status === 401 && errorNumber !== NO_LOGOUT_ERROR_NUMBER) unauthorized();
      const bodyCode =
        json && typeof json === 'object' && typeof (json as { err_code?: unknown }).err_code === 'string'
          ? (json as { err_code: string }).err_code
          : undefined;
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), now());
      throw new ApiError(errorMessageOf(json), {
        status,
        ...(bodyCode !== undefined ? { code: bodyCode } : {}),
        ...(errorNumber !== undefined ? { errorNumber } : {}),
        ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
        body: json ?? (text || undefined),
      });
    }

    if (text.trim() === '') {
      throw new ApiError('no response data', { status, code: API_ERROR_CODES.noResponseData });
    }
    if (jsonError !== undefined) {
      throw new ApiError(`@telco-portal/api: ${name} answered with a body that is not JSON`, {
        status,
        code: API_ERROR_CODES.invalidResponse,
        body: text,
        cause: jsonError,
      });
    }
    if (!validator) return json as never;
    const parsed = validator.response(endpoint, json);
    if (!parsed.ok) {
      throw new ApiError(
        `@telco-portal/api: ${name} (${endpoint.method} ${endpoint.path}) response does not match the contract:\n${parsed.problems}`,
        { status, code: API_ERROR_CODES.invalidResponse, body: json },
      );
    }
    return parsed.data as never;
  }

  /** The file of a `binary` endpoint's 2xx answer (SPEC §5: non-empty, with a name). @throws ApiError. */
  async function readFile(response: Response, timeout: AbortSignal) {
    let data: Blob;
    try {
      data = await response.blob();
    } catch (error) {
      if (timeout.aborted) {
        throw new ApiError('request timed out', { status: 0, code: API_ERROR_CODES.timeout, cause: error });
      }
      throw new ApiError('network error', { status: 0, code: API_ERROR_CODES.network, cause: error });
    }
    const status = response.status;
    if (data.size === 0) {
      throw new ApiError('file download error', { status, code: API_ERROR_CODES.fileDownload });
    }
    const fileName = fileNameOf(response.headers.get('Content-Disposition'));
    if (!fileName) {
      throw new ApiError('file name not specified', { status, code: API_ERROR_CODES.fileNameMissing });
    }
    const contentType = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? data.type;
    return { FileName: fileName, ContentType: contentType || 'application/octet-stream', Data: data };
  }

  const onAuth = (auth: AuthData) => {
    storeToken({ jwt: auth.JWT, expiry: auth.JWTExpiry });
    return auth;
  };
  return { call: call as ApiCall, spid: options.spid, tokenStore: store, onAuth };
}
