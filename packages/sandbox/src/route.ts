import { zValidator } from '@hono/zod-validator';
import { AUTH_TOKEN_EXPIRY_HEADER, AUTH_TOKEN_HEADER, type Endpoint } from '@telco-portal/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { SandboxMode } from './access.ts';
import {
  type AuthContext,
  assertLive,
  bearerToken,
  type CustomerStanding,
  type TokenService,
} from './auth.ts';
import type { SandboxDb } from './db/worker-db.ts';
import { MESSAGES, SandboxError } from './errors.ts';
import type { FaultRegistry } from './faults.ts';
import { idempotency } from './idempotency.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RateLimits } from './rate-limit.ts';

/** What every route handler may use. */
export interface SandboxDeps {
  db: SandboxDb;
  now: () => Date;
  tokens: TokenService;
  faults: FaultRegistry;
  mode: SandboxMode;
  /** Secret of the sandbox-only routes (development mode); null in production mode. */
  sandboxSecret: string | null;
  /** Origin of every link in e-mails (never taken from the request's Host). */
  publicOrigin: string;
  /** argon2id hashing with a concurrency cap (passwords.ts). */
  passwords: PasswordHasher;
  /** Per-account and per-address abuse limits (rate-limit.ts). */
  limits: RateLimits;
  /** Treat every e-mail as verified for the guard-chain checks (a non-production brand's `emailVerifiedAssumed`). */
  assumeEmailVerified: boolean;
  /** The brand lets customers change their bill cycle (`features.billingCycle`; SPEC §5 'not allowed' otherwise). */
  allowBillingCycleChange: boolean;
  /** Simulated delay of the older cart (v1) calls, ms (SPEC §9; `{ min: 0, max: 0 }` in tests). */
  oldCartDelayMs?: { min: number; max: number };
  /** Authentication lookups kept between requests, dropped on every session-data change. */
  sessions: SessionCache;
}

/** One identity's session row joined with its customers (the authentication lookup). */
type SessionRow = {
  auth_id: string;
  spid: number;
  token_version: number;
  disabled: boolean;
  customer_uuid: string | null;
  email_verified: boolean | null;
  email: string | null;
  account_state: string | null;
};

/**
 * The authentication lookup of each identity, in memory. Exact, not timed: migration 004 makes every change
 * to identities, customers or identity_customers send NOTIFY sandbox_sessions at commit, and `invalidate`
 * (the listener) drops everything. A lookup that started before an invalidation is not stored (generation
 * check), so a sign-out or a new password is seen by the very next request. Bounded to `max` identities.
 */
export function createSessionCache(max = 10_000) {
  const rows = new Map<string, SessionRow[]>();
  let generation = 0;
  return {
    get: (identityUuid: string) => rows.get(identityUuid),
    get generation() {
      return generation;
    },
    /** Stores `value` unless the data changed since `startedAt` (a generation). */
    set(identityUuid: string, value: SessionRow[], startedAt: number): void {
      if (startedAt !== generation) return;
      if (rows.size >= max) rows.clear();
      rows.set(identityUuid, value);
    },
    invalidate(): void {
      generation += 1;
      rows.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

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

/**
 * A handler's answer: the response body (answered as JSON 200), or, for a `binary` endpoint (contract
 * `binary: true`), the file's own Response (a Response from any other endpoint is still sent as JSON).
 */
export type Handler<E extends Endpoint> = (
  args: HandlerArgs<E>,
) => Promise<z.input<E['response']> | Response>;

const invalid = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) {
    throw new SandboxError(
      400,
      'invalid_request',
      `invalid request: ${z.prettifyError(result.error as z.ZodError)}`,
    );
  }
};

/**
 * The identity's session state and its customers' standing in one query (one row per customer, or one row
 * with null customer columns for an identity without customers); stored in the session cache.
 */
async function lookupSession(deps: SandboxDeps, identityUuid: string): Promise<SessionRow[]> {
  const startedAt = deps.sessions.generation;
  const { rows } = await deps.db.query<SessionRow>(
    `SELECT i.auth_id, i.spid, i.token_version, i.disabled_at_nanos IS NOT NULL AS disabled,
            c.uuid AS customer_uuid, c.email_verified, c.email, c.account_state
       FROM identities i
       LEFT JOIN identity_customers ic ON ic.identity_uuid = i.uuid
       LEFT JOIN customers c ON c.uuid = ic.customer_uuid
      WHERE i.uuid = $1 ORDER BY ic.position, ic.customer_uuid`,
    [identityUuid],
  );
  deps.sessions.set(identityUuid, rows, startedAt);
  return rows;
}

/**
 * Resolves the identity, its customers and their standing from the Bearer token: signature, expiry,
 * absolute session lifetime and token version (a sign-out, password or e-mail change revokes older tokens).
 * @throws SandboxError 401 (err_number 1001: the client signs out).
 */
export async function authenticate(
  deps: SandboxDeps,
  c: Context,
  requireActive = false,
): Promise<AuthContext> {
  const claims = await deps.tokens.verify(bearerToken(c.req.header('Authorization')));
  const rows = deps.sessions.get(claims.sub) ?? (await lookupSession(deps, claims.sub));
  const identity = assertLive(claims, rows[0]);
  const standing = new Map<string, CustomerStanding>();
  const customerUUIDs: string[] = [];
  for (const r of rows) {
    if (r.customer_uuid === null) continue;
    customerUUIDs.push(r.customer_uuid);
    standing.set(r.customer_uuid, {
      // SPEC §4: verified when the account says so or the address is the '@null' placeholder.
      verified: deps.assumeEmailVerified || r.email_verified === true || (r.email ?? '').endsWith('@null'),
      suspended: r.account_state === 'Suspended',
    });
  }
  return {
    identityUuid: claims.sub,
    spid: identity.spid,
    authId: identity.authId,
    customerUUIDs,
    claims,
    standing,
    requireActive,
  };
}

/**
 * @throws SandboxError 403 'not allowed' (SPEC §8) when the identity has no role on the customer; on an
 * endpoint behind the SPEC §2 guard chain (`requiresActiveAccount`) also 403 'email_not_verified' or
 * 'account_suspended' — the API enforces what the portal's guards show.
 */
export function assertCustomerAccess(auth: AuthContext, customerUuid: string): void {
  if (!auth.customerUUIDs.includes(customerUuid))
    throw new SandboxError(403, 'not_allowed', MESSAGES.notAllowed);
  if (!auth.requireActive) return;
  const standing = auth.standing.get(customerUuid);
  if (standing?.suspended) throw new SandboxError(403, 'account_suspended', MESSAGES.accountSuspended);
  if (!standing?.verified) throw new SandboxError(403, 'email_not_verified', MESSAGES.emailNotVerified);
}

const ROTATED_VERSION = 'rotatedTokenVersion';

/**
 * Sliding session: an authenticated answer carries a renewed token (`X-Auth-Token`) when the token sent is
 * older than this (5 minutes, the SPEC §9 validity margin), or when the request changed the session's
 * version. Younger tokens are not re-minted on every answer.
 */
export const TOKEN_RENEW_AFTER_SECONDS = 300;

/**
 * Called by a handler whose change bumped the caller's token version (new password, new e-mail): the
 * answer's renewed token carries `version`, so this session continues while every other one ends.
 */
export function rotateSession(c: Context, version: number): void {
  c.set(ROTATED_VERSION as never, version as never);
}

/**
 * Registers one contract endpoint on the app under `/api` + its path: authenticates (auth endpoints),
 * validates params/query/body with the contract's schemas (@hono/zod-validator; 400 'invalid_request'),
 * applies the Idempotency-Key store (keyed endpoints), answers the handler's result as JSON 200 and, on auth
 * endpoints, a renewed token in `X-Auth-Token` / `X-Auth-Token-Expiry` (unix seconds) once the token sent is
 * 5 minutes old — same session (sign-in time kept), current token version (a password change rotates the
 * caller's token at once and ends the others).
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
      c.set('auth' as never, (await authenticate(deps, c, endpoint.requiresActiveAccount === true)) as never);
      await next();
    });
  }
  if (endpoint.params) middlewares.push(zValidator('param', endpoint.params as z.ZodType<object>, invalid));
  if (endpoint.query) middlewares.push(zValidator('query', endpoint.query as z.ZodType<object>, invalid));
  if (endpoint.body) middlewares.push(zValidator('json', endpoint.body, invalid));
  if (endpoint.idempotency) middlewares.push(idempotency(deps, endpoint.idempotency));

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
      // A handler that changed a credential hands over the version its own change produced; any other
      // change (e.g. a sign-out racing this request) leaves the renewed token on the old version: revoked.
      const rotated = c.get(ROTATED_VERSION as never) as number | undefined;
      if (rotated !== undefined || auth.claims.iat + TOKEN_RENEW_AFTER_SECONDS <= deps.tokens.nowSeconds()) {
        const token = await deps.tokens.issue(
          { uuid: auth.identityUuid, spid: auth.spid, tokenVersion: rotated ?? auth.claims.ver },
          auth.claims.auth_time,
        );
        c.header(AUTH_TOKEN_HEADER, token.jwt);
        c.header(AUTH_TOKEN_EXPIRY_HEADER, String(token.expiry));
        if (result instanceof Response) {
          result.headers.set(AUTH_TOKEN_HEADER, token.jwt);
          result.headers.set(AUTH_TOKEN_EXPIRY_HEADER, String(token.expiry));
        }
      }
    }
    // A file (`binary` endpoint, e.g. an invoice PDF) goes out as the handler built it.
    if (endpoint.binary && result instanceof Response) return result;
    return c.json(result as object, 200);
  });
}
