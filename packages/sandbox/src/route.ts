import type { PGlite } from '@electric-sql/pglite';
import { zValidator } from '@hono/zod-validator';
import { AUTH_TOKEN_EXPIRY_HEADER, AUTH_TOKEN_HEADER, type Endpoint } from '@telco-portal/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { type AuthContext, bearerToken, type TokenService } from './auth.ts';
import { ERROR_NUMBERS, MESSAGES, SandboxError } from './errors.ts';
import type { FaultRegistry } from './faults.ts';

/** What every route handler may use. */
export interface SandboxDeps {
  db: PGlite;
  now: () => Date;
  tokens: TokenService;
  faults: FaultRegistry;
  /** Origin for links in e-mails; default: the request's origin. */
  publicOrigin?: string;
  /** bcrypt cost for new passwords (10; tests may lower it). */
  bcryptRounds: number;
}

type Out<S> = [NonNullable<S>] extends [never] ? undefined : z.output<NonNullable<S>>;

export interface HandlerArgs<E extends Endpoint> {
  c: Context;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Present when the endpoint has `auth: true`. */
  auth: E['auth'] extends true ? AuthContext : AuthContext | null;
  /** `:spid` of the path, or null when the path has none. */
  spid: number | null;
}

export type Handler<E extends Endpoint> = (args: HandlerArgs<E>) => Promise<z.input<E['response']>>;

const invalid = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) {
    throw new SandboxError(
      400,
      'invalid_request',
      `invalid request: ${z.prettifyError(result.error as z.ZodError)}`,
    );
  }
};

/** Resolves the identity and its customers from the Bearer token. @throws SandboxError 401. */
export async function authenticate(deps: SandboxDeps, c: Context): Promise<AuthContext> {
  const claims = await deps.tokens.verify(bearerToken(c.req.header('Authorization')));
  const identity = await deps.db.query<{ auth_id: string; spid: number }>(
    'SELECT auth_id, spid FROM identities WHERE uuid = $1',
    [claims.sub],
  );
  const row = identity.rows[0];
  if (!row) throw new SandboxError(401, 'unauthorized', 'unknown identity', ERROR_NUMBERS.unauthorized);
  const customers = await deps.db.query<{ customer_uuid: string }>(
    'SELECT customer_uuid FROM identity_customers WHERE identity_uuid = $1 ORDER BY position, customer_uuid',
    [claims.sub],
  );
  return {
    identityUuid: claims.sub,
    spid: row.spid,
    authId: row.auth_id,
    customerUUIDs: customers.rows.map((r) => r.customer_uuid),
  };
}

/** @throws SandboxError 403 'not allowed' (SPEC §8) when the identity has no role on the customer. */
export function assertCustomerAccess(auth: AuthContext, customerUuid: string): void {
  if (!auth.customerUUIDs.includes(customerUuid))
    throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
}

/**
 * Registers one contract endpoint on the app under `/api` + its path: authenticates (auth endpoints),
 * validates params/query/body with the contract's schemas (@hono/zod-validator; 400 'invalid_request'),
 * answers the handler's result as JSON 200 and, on auth endpoints, a fresh token in
 * `X-Auth-Token` / `X-Auth-Token-Expiry` (unix seconds).
 */
export function route<E extends Endpoint>(
  app: Hono,
  deps: SandboxDeps,
  endpoint: E,
  handler: Handler<E>,
): void {
  const middlewares: MiddlewareHandler[] = [];
  if (endpoint.auth) {
    middlewares.push(async (c, next) => {
      c.set('auth' as never, (await authenticate(deps, c)) as never);
      await next();
    });
  }
  if (endpoint.params) middlewares.push(zValidator('param', endpoint.params as z.ZodType<object>, invalid));
  if (endpoint.query) middlewares.push(zValidator('query', endpoint.query as z.ZodType<object>, invalid));
  if (endpoint.body) middlewares.push(zValidator('json', endpoint.body, invalid));

  app.on([endpoint.method], [`/api${endpoint.path}`], ...middlewares, async (c) => {
    const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
    const auth = (endpoint.auth ? c.get('auth' as never) : null) as AuthContext | null;
    const rawSpid = (c.req.param() as Record<string, string | undefined>).spid;
    let spid: number | null = null;
    if (rawSpid !== undefined) {
      spid = Number(rawSpid);
      if (!Number.isInteger(spid) || spid <= 0)
        throw new SandboxError(400, 'invalid_request', 'invalid service provider id');
    }
    const result = await handler({
      c,
      params: (endpoint.params ? valid('param') : undefined) as never,
      query: (endpoint.query ? valid('query') : undefined) as never,
      body: (endpoint.body ? valid('json') : undefined) as never,
      auth: auth as never,
      spid,
    });
    if (auth) {
      const token = await deps.tokens.issue(auth.identityUuid, auth.spid);
      c.header(AUTH_TOKEN_HEADER, token.jwt);
      c.header(AUTH_TOKEN_EXPIRY_HEADER, String(token.expiry));
    }
    return c.json(result as object, 200);
  });
}
