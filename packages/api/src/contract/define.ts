import type * as z from 'zod';

/** HTTP methods used by the provider API (SPEC §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client needs to send one request of the provider API, without its zod schemas (issue 7 "a lean
 * render path": the production portal's client imports only these, so zod stays off every route).
 * `path` is relative to the client's base (`/api`) and may hold a `:spid` token (replaced by the service
 * provider id, SPEC §7 client 1) plus named `:params`.
 *
 * - `auth`: the client sends `Authorization: Bearer <JWT>` and refreshes the token first (SPEC §4, §9 margin 5 min).
 * - `list`: a list call — HTTP 404 counts as success (SPEC §7); the client then returns the 404 body when it
 *   parses with `response` (only a validating client can tell), else `emptyResponse`.
 */
export interface EndpointRoute<Name extends string = string, A extends boolean = boolean, E = unknown> {
  name: Name;
  method: HttpMethod;
  path: string;
  auth: A;
  list?: boolean;
  /** Value returned by list endpoints answering 404 without a parsable list. Required when `list` is true. */
  emptyResponse?: E;
  /**
   * The endpoint honours an `Idempotency-Key` request header (API.md "Idempotency"): a retry with the same
   * key, body and identity gets the first answer again instead of doing the work twice. `required`: a
   * request without the header is 400 'idempotency_key_required'. Only on `auth: true` endpoints.
   */
  idempotency?: 'optional' | 'required';
  /**
   * The call belongs to a page behind the SPEC §2 guard chain (verified e-mail, not suspended), and the
   * server enforces it too: 403 'email_not_verified' / 'account_suspended' otherwise. Guard-data reads
   * (the customer record, cards, billing routes, products) stay readable so the portal can route.
   */
  requiresActiveAccount?: boolean;
  /**
   * The answer is a file, not JSON (SPEC §7 "blob": invoice and receipt PDFs). The client resolves
   * `{ FileName, ContentType, Data: Blob }` (FileName from `Content-Disposition`), and rejects an empty file
   * (ApiError code 'file_download_error', SPEC §8 'file download error') or one without a name ('file_name_missing',
   * SPEC §8 'file name not specified'). Error answers stay JSON.
   */
  binary?: boolean;
}

/** Declares the zod-free part of one endpoint (contract/routes.ts). Identity at runtime; exists for inference. */
export function defineRoute<const Name extends string, const A extends boolean, E = undefined>(
  route: EndpointRoute<Name, A, E>,
): EndpointRoute<Name, A, E> {
  return route;
}

/** One endpoint of the provider API: its route (EndpointRoute) and the zod schemas of its parts. */
export interface Endpoint<
  Name extends string = string,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
> extends EndpointRoute<Name, A, z.input<R>> {
  /** One line: what the endpoint does (shown in API.md; kept out of the route, which ships to browsers). */
  summary?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/**
 * Declares one endpoint contract. Identity at runtime (plus a consistency check); exists for inference.
 * @throws Error when `list` is set without `emptyResponse`, a path param has no `params` schema, or
 * `idempotency` is set on an endpoint without `auth` (keys are scoped to the signed-in identity).
 */
export function defineEndpoint<
  const Name extends string,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends boolean = boolean,
>(endpoint: Endpoint<Name, P, Q, B, R, A>): Endpoint<Name, P, Q, B, R, A> {
  if (endpoint.idempotency && !endpoint.auth) {
    throw new Error(`@telco-portal/api: endpoint ${endpoint.name} takes an Idempotency-Key but is not auth`);
  }
  if (endpoint.list && endpoint.emptyResponse === undefined) {
    throw new Error(`@telco-portal/api: list endpoint ${endpoint.name} needs an emptyResponse`);
  }
  const names = pathParamNames(endpoint.path).filter((n) => n !== 'spid');
  if (names.length > 0 && !endpoint.params) {
    throw new Error(
      `@telco-portal/api: endpoint ${endpoint.name} has path params ${names.join(', ')} but no params schema`,
    );
  }
  return endpoint;
}

/** Names of `:param` tokens in a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/**
 * Builds the concrete path: `:spid` becomes the service provider id, each other `:name` the URL-encoded
 * value of `params[name]`.
 * @throws Error when a path param is missing.
 */
export function buildPath(path: string, spid: number, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name === 'spid') return String(spid);
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`@telco-portal/api: missing path param "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The schema of an optional contract part, or undefined when the endpoint has none. */
export type PartSchema<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;

type Part<K extends string, S> = [PartSchema<S>] extends [undefined]
  ? { [k in K]?: undefined }
  : { [k in K]: z.input<NonNullable<S>> };

/** What `client.call(endpoint, input)` takes for an endpoint. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> & {
    /** Extra abort signal (combined with the client's timeout). */
    signal?: AbortSignal;
    /**
     * Sent as the `Idempotency-Key` header (endpoints with `idempotency`): reuse the same key when retrying
     * the same request, e.g. after a timeout. 1–255 visible ASCII characters.
     */
    idempotencyKey?: string;
  };

/** What `client.call` resolves to for an endpoint: the parsed (output) type of its response schema. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/**
 * Sandbox secret (issue 8): request header a script sends it in, and the cookie the portal server hands this
 * machine's browser (HttpOnly, SameSite=Strict, Path=/api). Part of the wire contract: the sandbox reads
 * them, the portal server and tests send them. See API.md "Sandbox-only routes".
 */
export const SANDBOX_SECRET_HEADER = 'X-Sandbox-Secret';
export const SANDBOX_SECRET_COOKIE = 'tp_sandbox_secret';
