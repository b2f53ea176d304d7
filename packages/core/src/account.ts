/**
 * Account-level rules of SPEC §4 that are pure: JWT validity, suspension, e-mail verified. The guards of every
 * route read them (they ship with the first page); the billing rules are in `billing.ts` (account screens only).
 */
import { JWT_VALIDITY_MARGIN_S } from './constants.ts';

/**
 * A JWT counts as valid if its expiry is more than 5 minutes (300 s) ahead (SPEC §4).
 * @param expirySeconds JWTExpiry, unix seconds. @param nowMs current time, milliseconds.
 */
export function isJwtValid(expirySeconds: number | null | undefined, nowMs: number): boolean {
  if (typeof expirySeconds !== 'number' || !Number.isFinite(expirySeconds)) return false;
  return expirySeconds - nowMs / 1000 > JWT_VALIDITY_MARGIN_S;
}

/** A JWT may be stored only if its expiry is in the future; otherwise the user is logged out (SPEC §4). */
export function isJwtStorable(expirySeconds: number | null | undefined, nowMs: number): boolean {
  if (typeof expirySeconds !== 'number' || !Number.isFinite(expirySeconds)) return false;
  return expirySeconds * 1000 > nowMs;
}

/**
 * Suspended (SPEC §4): the account state equals "Suspended" (compared case-insensitively); a failed
 * read (null/undefined/error value) means not suspended.
 */
export function isSuspended(accountState: unknown): boolean {
  return typeof accountState === 'string' && accountState.trim().toLowerCase() === 'suspended';
}

/** Identity providers counted as social sign-in (SPEC §7 IdentityProvider values). */
export const SOCIAL_IDENTITY_PROVIDERS = /* @__PURE__ */ Object.freeze([
  'GOOGLE',
  'APPLE',
  'FACEBOOK',
] as const);

/**
 * E-mail verified (SPEC §4): true when the account says so, or a verified flag is set, or the address
 * ends with the null placeholder, or the environment assumes verified, or the user signed in socially.
 * SPEC does not give the null placeholder's text, so the caller passes it (`nullEmailSuffix`).
 */
export function isEmailVerified(input: {
  accountVerified?: boolean | null;
  verifiedFlag?: boolean | null;
  email?: string | null;
  nullEmailSuffix?: string | null;
  environmentAssumesVerified?: boolean | null;
  identityProvider?: string | null;
}): boolean {
  if (
    input.accountVerified === true ||
    input.verifiedFlag === true ||
    input.environmentAssumesVerified === true
  ) {
    return true;
  }
  const suffix = input.nullEmailSuffix?.trim().toLowerCase();
  if (suffix && input.email?.trim().toLowerCase().endsWith(suffix)) return true;
  const provider = input.identityProvider?.trim().toUpperCase() ?? '';
  return (SOCIAL_IDENTITY_PROVIDERS as readonly string[]).includes(provider);
}
