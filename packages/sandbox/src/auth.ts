import type { PGlite } from '@electric-sql/pglite';
import { compare, hash } from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { ERROR_NUMBERS, MESSAGES, SandboxError } from './errors.ts';

/** JWT lifetime: 1 hour (`JWTExpiry` = issue time + 3600 s). */
export const JWT_LIFETIME_SECONDS = 3600;

export interface TokenClaims {
  /** Identity UUID. */
  sub: string;
  spid: number;
  iat: number;
  exp: number;
}

/** What an authenticated request carries. */
export interface AuthContext {
  identityUuid: string;
  spid: number;
  authId: string;
  customerUUIDs: string[];
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
  const getSecret = async () => secret;
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    /** A new token for the identity; expiry in unix seconds. */
    async issue(identityUuid: string, spid: number): Promise<{ jwt: string; expiry: number }> {
      const iat = nowSeconds();
      const exp = iat + JWT_LIFETIME_SECONDS;
      const claims: TokenClaims = { sub: identityUuid, spid, iat, exp };
      return { jwt: await sign({ ...claims }, await getSecret(), 'HS256'), expiry: exp };
    },
    /**
     * Verifies signature and expiry (against the sandbox clock, so fixed-clock tests work).
     * @throws SandboxError 401 err_number 1001 when invalid or expired.
     */
    async verify(token: string): Promise<TokenClaims> {
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
      const { sub, spid, iat, exp } = payload;
      if (
        typeof sub !== 'string' ||
        typeof spid !== 'number' ||
        typeof exp !== 'number' ||
        typeof iat !== 'number'
      ) {
        throw new SandboxError(401, 'unauthorized', 'invalid auth token', ERROR_NUMBERS.unauthorized);
      }
      if (exp <= nowSeconds()) {
        throw new SandboxError(401, 'unauthorized', 'auth token expired', ERROR_NUMBERS.unauthorized);
      }
      return { sub, spid, iat, exp };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Reads the Bearer token of a request. @throws SandboxError 401 'no auth token' (SPEC §8). */
export function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1])
    throw new SandboxError(401, 'no_auth_token', MESSAGES.noAuthToken, ERROR_NUMBERS.unauthorized);
  return match[1].trim();
}

export const hashPassword = (password: string, rounds: number) => hash(password, rounds);
export const checkPassword = (password: string, passwordHash: string) => compare(password, passwordHash);

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
