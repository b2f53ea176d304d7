import type { PGlite, Transaction } from '@electric-sql/pglite';
import { LIMITS } from '@telco-portal/api';
import { sign, verify } from 'hono/jwt';
import type { SandboxDb } from './db/worker-db.ts';
import { ERROR_NUMBERS, MESSAGES, SandboxError } from './errors.ts';

/** JWT lifetime: 1 hour (`JWTExpiry` = issue time + 3600 s), renewed by every authenticated answer. */
export const JWT_LIFETIME_SECONDS = 3600;

/**
 * Absolute session lifetime (ASVS 5.0 V7.3.2): 12 hours after the password sign-in no token is issued or
 * accepted, whatever refreshes happened (JWT_REFRESH and the sliding `X-Auth-Token` keep `auth_time`).
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 12 * 3600;

export interface TokenClaims {
  /** Identity UUID. */
  sub: string;
  spid: number;
  iat: number;
  exp: number;
  /** The identity's token version when issued; a newer version (sign-out, new password…) revokes it. */
  ver: number;
  /** Unix seconds of the sign-in that started this session (kept across refreshes). */
  auth_time: number;
}

/** Standing of one customer account the identity holds (SPEC §2 guard chain). */
export interface CustomerStanding {
  /** E-mail verified (or the SPEC §4 '@null' placeholder, or the sandbox assumes it). */
  verified: boolean;
  suspended: boolean;
}

/** What an authenticated request carries. */
export interface AuthContext {
  identityUuid: string;
  spid: number;
  authId: string;
  customerUUIDs: string[];
  /** Claims of the request's token (version and sign-in time carry over to the renewed token). */
  claims: TokenClaims;
  /** Per customer UUID. */
  standing: Map<string, CustomerStanding>;
  /** The endpoint is behind the SPEC §2 guard chain (`requiresActiveAccount`): checked per customer. */
  requireActive: boolean;
}

/** Reads the per-database JWT secret (`sandbox_meta.jwt_secret`, written when seeding). */
export async function loadJwtSecret(db: PGlite): Promise<string> {
  const row = await db.query<{ value: string }>(`SELECT value FROM sandbox_meta WHERE key = 'jwt_secret'`);
  if (!row.rows[0]) throw new Error('sandbox: jwt_secret missing (database not seeded)');
  return row.rows[0].value;
}

/**
 * Signs and checks HS256 JWTs with the per-database secret. The secret is loaded up front: reading it
 * lazily from inside a transaction would wait on the transaction's own lock.
 */
export function createTokenService(secret: string, now: () => Date) {
  // Imported once (hono/jwt would import the raw secret again for every sign and verify).
  let key: Promise<CryptoKey> | null = null;
  const signatureChecked = new Map<string, TokenClaims>();
  const getSecret = () => {
    key ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return key;
  };
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    nowSeconds,
    /**
     * A new token for the identity at `tokenVersion`; expiry in unix seconds: one hour, but never past the
     * absolute session lifetime counted from `authTime` (default now: a new sign-in).
     * @throws SandboxError 401 'session_expired' (err_number 1001) when the session's lifetime is over.
     */
    async issue(
      identity: { uuid: string; spid: number; tokenVersion: number },
      authTime?: number,
    ): Promise<{ jwt: string; expiry: number }> {
      const iat = nowSeconds();
      const signedInAt = authTime ?? iat;
      const exp = Math.min(iat + JWT_LIFETIME_SECONDS, signedInAt + SESSION_ABSOLUTE_LIFETIME_SECONDS);
      if (exp <= iat) throw sessionExpired();
      const claims: TokenClaims = {
        sub: identity.uuid,
        spid: identity.spid,
        iat,
        exp,
        ver: identity.tokenVersion,
        auth_time: signedInAt,
      };
      return { jwt: await sign({ ...claims }, await getSecret(), 'HS256'), expiry: exp };
    },
    /**
     * Verifies signature and expiry (against the sandbox clock, so fixed-clock tests work).
     * @throws SandboxError 401 err_number 1001 when invalid or expired.
     */
    async verify(token: string): Promise<TokenClaims> {
      // A signature check of the same string always gives the same answer: tokens whose signature was
      // checked are remembered (bounded), so a client's repeated token costs no HMAC. The clock checks
      // below (and the token version, in route.ts) run on every request.
      let claims = signatureChecked.get(token);
      if (!claims) {
        let payload: Record<string, unknown>;
        try {
          payload = await verify(token, await getSecret(), {
            alg: 'HS256',
            exp: false,
            nbf: false,
            iat: false,
          });
        } catch {
          throw new SandboxError(401, 'unauthorized', 'invalid auth token', ERROR_NUMBERS.unauthorized);
        }
        const { sub, spid, iat, exp, ver, auth_time } = payload;
        if (
          typeof sub !== 'string' ||
          typeof spid !== 'number' ||
          typeof exp !== 'number' ||
          typeof iat !== 'number' ||
          typeof ver !== 'number' ||
          typeof auth_time !== 'number'
        ) {
          throw new SandboxError(401, 'unauthorized', 'invalid auth token', ERROR_NUMBERS.unauthorized);
        }
        claims = Object.freeze({ sub, spid, iat, exp, ver, auth_time });
        if (signatureChecked.size >= 10_000) signatureChecked.clear();
        signatureChecked.set(token, claims);
      }
      const { exp, auth_time } = claims;
      if (exp <= nowSeconds()) {
        throw new SandboxError(401, 'unauthorized', 'auth token expired', ERROR_NUMBERS.unauthorized);
      }
      if (auth_time + SESSION_ABSOLUTE_LIFETIME_SECONDS <= nowSeconds()) throw sessionExpired();
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

const sessionExpired = () =>
  new SandboxError(401, 'session_expired', MESSAGES.sessionEnded, ERROR_NUMBERS.unauthorized);

type Db = SandboxDb | Transaction;

/** The identity a token belongs to, if its session is still live. */
export interface LiveIdentity {
  uuid: string;
  spid: number;
  authId: string;
  tokenVersion: number;
}

/**
 * Checks that the identity of `claims` exists, is not disabled and still has the token's version (no
 * sign-out, password or e-mail change since).
 * @throws SandboxError 401 'session_ended' (err_number 1001: the client signs out).
 */
export async function liveIdentity(db: Db, claims: TokenClaims): Promise<LiveIdentity> {
  const { rows } = await db.query<IdentitySessionRow>(
    `SELECT auth_id, spid, token_version, disabled_at_nanos IS NOT NULL AS disabled FROM identities WHERE uuid = $1`,
    [claims.sub],
  );
  return assertLive(claims, rows[0]);
}

/** Session columns of an identity row. */
export interface IdentitySessionRow {
  auth_id: string;
  spid: number;
  token_version: number;
  disabled: boolean;
}

/** `liveIdentity` on a row already read. @throws SandboxError 401 'session_ended'. */
export function assertLive(claims: TokenClaims, row: IdentitySessionRow | undefined): LiveIdentity {
  if (!row || row.disabled || row.token_version !== claims.ver || row.spid !== claims.spid) {
    throw new SandboxError(401, 'session_ended', MESSAGES.sessionEnded, ERROR_NUMBERS.unauthorized);
  }
  return { uuid: claims.sub, spid: row.spid, authId: row.auth_id, tokenVersion: row.token_version };
}

/** Reads the Bearer token of a request. @throws SandboxError 401 'no auth token' (SPEC §8). */
export function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1])
    throw new SandboxError(401, 'no_auth_token', MESSAGES.noAuthToken, ERROR_NUMBERS.unauthorized);
  return match[1].trim();
}

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NUMBER_OR_SYMBOL = /[\p{N}\p{P}\p{S}]/u;

/**
 * SPEC §5 password rule: 10 or more characters, upper and lower case, at least one number or symbol.
 * (Same rule as @telco-portal/core `passwordRuleFailures`.)
 * @throws SandboxError 400 'invalid_password'.
 */
export function assertPasswordRule(password: string): void {
  if (
    [...password].length >= 10 &&
    password.length <= LIMITS.password &&
    UPPER.test(password) &&
    LOWER.test(password) &&
    NUMBER_OR_SYMBOL.test(password)
  ) {
    return;
  }
  throw new SandboxError(400, 'invalid_password', PASSWORD_RULE_MESSAGE);
}

/** Text of a 400 'invalid_password' (SPEC §5 password rule). */
export const PASSWORD_RULE_MESSAGE =
  'The password needs at least 10 characters, upper and lower case letters and a number or symbol';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @throws SandboxError 400 'invalid_email'. */
export function assertEmail(email: string): void {
  if (!EMAIL.test(email)) throw new SandboxError(400, 'invalid_email', 'The email address is invalid');
}

/** 32 random bytes as hex (verification secrets). */
export function randomSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
