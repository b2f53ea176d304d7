import type * as z from 'zod';
import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
} from './contract/define.ts';
import type { EndpointName, Endpoints } from './contract/endpoints.ts';
import type {
  changeAddonAutoRenewRequestSchema,
  changePlanRequestSchema,
  postpayAddonRequestSchema,
  prepayAddonRequestSchema,
} from './contract/plans-schemas.ts';
import { routes } from './contract/routes.ts';
import type {
  AuthData,
  CatalogEntriesRequest,
  CustomerUpdate,
  ProductType,
  usageHistogramRequestSchema,
} from './contract/schemas.ts';
import type { ContractValidator, RequestPart } from './contract/validate.ts';
import {
  API_ERROR_CODES,
  ApiError,
  errorMessageOf,
  errorNumberOf,
  NO_LOGOUT_ERROR_NUMBER,
} from './errors.ts';
import type { StoredToken, TokenStore } from './token-store.ts';

// The errors this client throws, for callers that load only this module (`@telco-portal/api/client`).
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

/** The API client (see API.md). */
export interface ApiClient {
  /**
   * Calls one endpoint by name or contract object. Resolves with the response parsed by the contract.
   * @throws ApiError — see API_ERROR_CODES and API.md for every case.
   */
  call<N extends EndpointName>(
    endpoint: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<EndpointResponse<Endpoints[N]>>;
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  readonly spid: number;
  readonly tokenStore: TokenStore;
  auth: ReturnType<typeof authHelpers>;
  customer: ReturnType<typeof customerHelpers>;
  plans: ReturnType<typeof planHelpers>;
  products: ReturnType<typeof productHelpers>;
  addons: ReturnType<typeof addonHelpers>;
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
 * Creates the framework-free API client (SPEC §7 client 1): base `/api`, `:spid` substitution, Bearer
 * auth with refresh, new tokens from `X-Auth-Token` / `X-Auth-Token-Expiry`, 65 s timeout, SPEC §8 error
 * texts, 401 handling, list 404 = empty, empty body = 'no response data'. Requests and responses are checked
 * against the contract only with `options.validator` (else trusted): this module imports no zod, so the
 * production portal's routes load none (issue 7 "a lean render path"). `@telco-portal/api`'s
 * `createApiClient` is this client with the contract's validator.
 */
export function createLeanApiClient(options: ApiClientOptions): ApiClient {
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
      const auth: AuthData = await call('signIn', {
        body: { IdentityProvider: 'JWT_REFRESH', AuthCode: current.jwt, IncludeRoles: true },
      });
      return { jwt: auth.JWT, expiry: auth.JWTExpiry };
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

  async function call(endpointOrName: EndpointRoute | EndpointName, input: LooseInput = {}): Promise<never> {
    const endpoint: EndpointRoute =
      typeof endpointOrName === 'string'
        ? (routes as Record<string, EndpointRoute>)[endpointOrName]!
        : endpointOrName;
    if (!endpoint) throw new Error(`@telco-portal/api: unknown endpoint ${String(endpointOrName)}`);
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

  const typedCall = call as ApiClient['call'];
  const onAuth = (auth: AuthData) => {
    storeToken({ jwt: auth.JWT, expiry: auth.JWTExpiry });
    return auth;
  };

  return {
    call: typedCall,
    spid: options.spid,
    tokenStore: store,
    auth: authHelpers(typedCall, onAuth),
    customer: customerHelpers(typedCall),
    plans: planHelpers(typedCall),
    products: productHelpers(typedCall),
    addons: addonHelpers(typedCall),
  };
}

function authHelpers(call: ApiClient['call'], onAuth: (a: AuthData) => AuthData) {
  return {
    /** LOCAL sign-in; stores the returned token. @throws ApiError 401 err_number 1002 on bad credentials. */
    signIn: async (input: { email: string; password: string; includeRoles?: boolean }) =>
      onAuth(
        await call('signIn', {
          body: {
            IdentityProvider: 'LOCAL',
            AuthID: input.email,
            AuthCode: input.password,
            IncludeRoles: input.includeRoles ?? true,
          },
        }),
      ),
    /** Exchange a still-valid JWT for a fresh one (IdentityProvider JWT_REFRESH); stores it. */
    refresh: async (jwt: string) =>
      onAuth(
        await call('signIn', {
          body: { IdentityProvider: 'JWT_REFRESH', AuthCode: jwt, IncludeRoles: true },
        }),
      ),
    /** Sign-in with another identity provider's credential (FIREBASE/GOOGLE/APPLE/FACEBOOK id token). */
    signInWithProvider: async (input: {
      provider: 'FIREBASE' | 'GOOGLE' | 'APPLE' | 'FACEBOOK';
      authCode?: string;
      authNonce?: string;
      authId?: string;
    }) =>
      onAuth(
        await call('signIn', {
          body: {
            IdentityProvider: input.provider,
            ...(input.authId !== undefined ? { AuthID: input.authId } : {}),
            ...(input.authCode !== undefined ? { AuthCode: input.authCode } : {}),
            ...(input.authNonce !== undefined ? { AuthNonce: input.authNonce } : {}),
            IncludeRoles: true,
          },
        }),
      ),
    /**
     * Sign-up (LOCAL): creates identity + customer (EmailVerified false) and sends the verification e-mail.
     * Stores the returned token. @throws ApiError 409 code 'identity_exists', 400 code 'invalid_password'.
     */
    register: async (input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      mobileNumber?: string;
      notifySpecialOffers?: boolean;
      notifyNewsletters?: boolean;
    }) =>
      onAuth(
        await call('register', {
          body: {
            IdentityProvider: 'LOCAL',
            AuthID: input.email,
            AuthCode: input.password,
            IncludeRoles: true,
            Email: input.email,
            ...(input.mobileNumber ? { MobileNumber: input.mobileNumber } : {}),
            FirstName: input.firstName.trim(),
            LastName: input.lastName.trim(),
            NotifySpecialOffers: input.notifySpecialOffers ? 2 : 0,
            NotifyNewsletters: input.notifyNewsletters ? 2 : 0,
          },
        }),
      ),
    /** Whether a LOCAL identity with this e-mail exists. */
    exists: async (email: string) =>
      (await call('authCheck', { body: { IdentityProvider: 'LOCAL', AuthID: email } })).Exists,
    /**
     * Set a new password on the signed-in LOCAL identity `authId` (its e-mail); `currentPassword` is required
     * (SPEC §5). Ends the identity's other sessions; this client keeps working with the fresh token it gets.
     * @throws ApiError 400 'old_password_invalid' (SPEC §8), 'invalid_password' (SPEC §5), 429 after repeated failures.
     */
    changePassword: (authId: string, password: string, currentPassword: string) =>
      call('changePassword', {
        params: { authId },
        body: { Password: password, CurrentPassword: currentPassword },
      }),
    /**
     * Ends every session of the identity of `jwt` on the server (sign-out, ASVS V7). Resolves false when the
     * token was already invalid; never needs a valid session (auth: false), so it cannot trigger a logout loop.
     */
    logout: async (jwt: string) => (await call('logout', { body: { JWT: jwt } })).LoggedOut,
    /** E-mails a password-reset link (LOCAL identity); resolves the same whether or not the address has an account. */
    requestPasswordReset: (email: string) => call('passwordResetRequest', { body: { Email: email.trim() } }),
    /**
     * Checks the code of a reset link without using it (Firebase `verifyPasswordResetCode`); resolves the
     * e-mail (AuthID) of the account it resets. Needs no sign-in.
     * @throws ApiError 400 code 'reset_code_invalid' (unknown, used or expired code), 429 (too many wrong codes).
     */
    checkPasswordReset: async (code: string) =>
      (await call('passwordResetCheck', { body: { Code: code.trim() } })).AuthID,
    /**
     * Sets a new password with the code of the reset link; needs no sign-in and stores no token.
     * @throws ApiError 400 code 'reset_code_invalid' (unknown, used or expired code), 'invalid_password' (SPEC §5).
     */
    confirmPasswordReset: (code: string, password: string) =>
      call('passwordResetConfirm', { body: { Code: code, Password: password } }),
  };
}

function customerHelpers(call: ApiClient['call']) {
  return {
    get: (uuid: string) => call('getCustomer', { params: { uuid } }),
    update: (uuid: string, patch: CustomerUpdate) =>
      call('updateCustomer', { params: { uuid }, body: patch }),
    sendEmailVerification: (uuid: string) => call('sendEmailVerification', { params: { uuid } }),
    resendEmailVerification: (uuid: string) => call('resendEmailVerification', { params: { uuid } }),
    /** Confirms the e-mail with the link's secret; needs no sign-in. @throws ApiError 400 'invalid_verification_code'. */
    confirmEmail: (input: { customerUUID: string; secret: string }) =>
      call('confirmEmailVerification', {
        params: { uuid: input.customerUUID },
        query: { Secret: input.secret, CustomerUUID: input.customerUUID },
      }),
    /** Balance (cents) and billing cycles (nanos as strings). */
    account: (uuid: string) => call('customerAccount', { params: { id: uuid } }),
    /** Saved cards (not deleted), default (Rank 1) first. */
    paymentMethods: async (uuid: string) =>
      (await call('paymentMethods', { params: { id: uuid } })).PaymentMethods,
    billingRoutes: async (uuid: string) =>
      (await call('billingRoutes', { params: { id: uuid } })).BillingRoutes,
    /**
     * A new setup intent's client secret, for the payments adapter's `confirmCardSetup` (SPEC §7). Pass the
     * same `idempotencyKey` when retrying one attempt (e.g. after a timeout) to get the same intent back.
     */
    setupPaymentMethod: async (uuid: string, options: { idempotencyKey?: string } = {}) =>
      (
        await call('setupPaymentMethod', {
          params: { id: uuid },
          ...(options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
        })
      ).SetupIntentClientSecret,
    /**
     * Removes a card; resolves the remaining cards.
     * @throws ApiError 409 'only_card' (SPEC §5), 404 'card_is_not_found' (SPEC §8).
     */
    deletePaymentMethod: async (uuid: string, cardId: string) =>
      (await call('deletePaymentMethod', { params: { id: uuid, cardId } })).PaymentMethods,
    /** Invoices, newest first (SPEC §3, §7). A 404 is an empty list; other failures reject (ApiError). */
    invoices: async (uuid: string) => (await call('invoices', { params: { id: uuid } })).Invoices,
    /** Receipts, newest first (SPEC §3, §7). */
    receipts: async (uuid: string) => (await call('receipts', { params: { id: uuid } })).Receipts,
    /**
     * An invoice's PDF: `{ FileName, ContentType, Data: Blob }`.
     * @throws ApiError 404 'invoice_not_found' ('invoice #N not found'), 'file_download_error' (empty file),
     * 'file_name_missing' (SPEC §5, §8).
     */
    invoicePdf: (uuid: string, number: string) => call('invoicePdf', { params: { id: uuid, number } }),
    /** A receipt's PDF (see `invoicePdf`). @throws ApiError 404 'receipt_not_found'. */
    receiptPdf: (uuid: string, receiptUuid: string) =>
      call('receiptPdf', { params: { id: uuid, uuid: receiptUuid } }),
    /** Makes a card the default (Rank 1); resolves all cards. @throws ApiError 404 'card_is_not_found'. */
    setDefaultPaymentMethod: async (uuid: string, cardId: string) =>
      (await call('setDefaultPaymentMethod', { params: { id: uuid, cardId }, body: { Rank: 1 } }))
        .PaymentMethods,
    /**
     * Checks a 13-digit voucher for the customer's prepay/payg product (SPEC §5, §7); resolves
     * `{ Code, AmountCents }` (cents). @throws ApiError 400 'redemption_check_error' ('Redemption check Error').
     */
    checkVoucher: (uuid: string, productUUID: string, code: string) =>
      call('checkVoucher', { params: { id: uuid, product: productUUID, code } }),
    /**
     * Redeems a 13-digit voucher on the product (SPEC §5, §7): resolves the credit added and the product's
     * new `CreditCents` and `CurrencyCreditExpiresAtNanos`. Pass the same `idempotencyKey` when retrying one
     * attempt so it is credited once. @throws ApiError 400 'redemption_error' ('Redemption Error').
     */
    redeemVoucher: (uuid: string, productUUID: string, code: string, options: { idempotencyKey: string }) =>
      call('redeemVoucher', {
        params: { id: uuid, product: productUUID, code },
        idempotencyKey: options.idempotencyKey,
      }),
  };
}

function planHelpers(call: ApiClient['call']) {
  return {
    postpay: async () => (await call('postpayPlans')).PostpayPlansTab,
    prepay: async () => (await call('prepayPlans')).PrepayAddons,
    /** Catalogue search (page size 1000, SPEC §9); anonymous when `customerUUID` is omitted. */
    catalog: (input: {
      productTypes: ProductType[];
      customerUUID?: string;
      productInfo?: CatalogEntriesRequest['ProductInfo'];
    }) =>
      call('catalogEntries', {
        body: {
          ProductTypeList: input.productTypes,
          SearchOptions: { PageSize: 1000 },
          ...(input.customerUUID ? { CustomerInfo: { ID: input.customerUUID } } : {}),
          ...(input.productInfo ? { ProductInfo: input.productInfo } : {}),
        },
      }),
  };
}

function productHelpers(call: ApiClient['call']) {
  return {
    list: async (customerUUID: string) =>
      (await call('mobileProducts', { params: { uuid: customerUUID } })).MobileProducts,
    prepay: (customerUUID: string, productUUID: string) =>
      call('prepayProduct', { params: { customerUuid: customerUUID, productUuid: productUUID } }),
    postpay: (customerUUID: string, productUUID: string) =>
      call('postpayProduct', { params: { customerUuid: customerUUID, productUuid: productUUID } }),
    prepayBalance: (customerUUID: string, productUUID: string) =>
      call('prepayBalance', { params: { uuid: customerUUID, productId: productUUID } }),
    postpayBalance: (customerUUID: string, productUUID: string) =>
      call('postpayBalance', { body: { CustomerUUID: customerUUID, UUID: productUUID } }),
    /** Daily usage buckets (SPEC §9: 30 buckets of 1 day). Nanos as decimal strings. */
    usageHistogram: (body: z.input<typeof usageHistogramRequestSchema>) => call('usageHistogram', { body }),
  };
}

/**
 * Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; §4; §5). The money-moving calls
 * take an `idempotencyKey` (required by the server): make one per attempt and reuse it on retries.
 */
function addonHelpers(call: ApiClient['call']) {
  return {
    /**
     * Buys a prepay add-on or plan (from credit when `PAYG`, else the default card).
     * @throws ApiError 402 'not_enough_balance' | 'card_is_not_found', 404 'addon_available_product_not_found',
     * 409 'plan_already_owned'.
     */
    buyPrepay: (
      input: {
        customerUUID: string;
        productUUID: string;
        availabilityUUID: string;
        body: z.input<typeof prepayAddonRequestSchema>;
      },
      idempotencyKey: string,
    ) =>
      call('buyPrepayAddon', {
        params: {
          uuid: input.customerUUID,
          productUuid: input.productUUID,
          availabilityUuid: input.availabilityUUID,
        },
        body: input.body,
        idempotencyKey,
      }),
    /** Removes a running add-on; resolves the product's running add-ons. @throws ApiError 404, 409. */
    removePrepay: async (customerUUID: string, productUUID: string, addonUUID: string) =>
      (
        await call('removePrepayAddon', {
          params: { uuid: customerUUID, productUuid: productUUID, addonUuid: addonUUID },
        })
      ).AddOns,
    /** Buys a postpay add-on (on the bill). @throws ApiError 404, 409 'plan_already_owned'. */
    buyPostpay: (body: z.input<typeof postpayAddonRequestSchema>, idempotencyKey: string) =>
      call('buyPostpayAddon', { body, idempotencyKey }),
    /** Auto-renew on/off; resolves the running add-ons. @throws ApiError 409 'not_allowed'. */
    setAutoRenew: async (body: z.input<typeof changeAddonAutoRenewRequestSchema>) =>
      (await call('changeAddonAutoRenew', { body })).AddOns,
    /**
     * Changes the base plan now or at the next billing date.
     * @throws ApiError 404 'plan_not_found', 409 'same_plan' | 'plan_change_limit'.
     */
    changePlan: (body: z.input<typeof changePlanRequestSchema>, idempotencyKey: string) =>
      call('changePlan', { body, idempotencyKey }),
    /** Scheduled and recent plan changes of a product, newest first. */
    planChanges: async (customerUUID: string, productUUID: string) =>
      (await call('planChanges', { params: { uuid: customerUUID, productUuid: productUUID } })).PlanChanges,
  };
}
