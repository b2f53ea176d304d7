/**
 * Account-level rules of SPEC §4 and §5 that are pure: JWT validity, suspension, e-mail verified,
 * invoice statuses, billing-route spend limits and payment-option visibility.
 */
import { JWT_VALIDITY_MARGIN_S } from './constants.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from './enums.ts';

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

/** Invoice status normalised to upper case (SPEC §3: case-insensitive), or null when unknown. */
export function invoiceStatusOf(status: string | null | undefined): InvoiceStatus | null {
  const upper = status?.trim().toUpperCase() ?? '';
  return (INVOICE_STATUSES as readonly string[]).includes(upper) ? (upper as InvoiceStatus) : null;
}

/** OPEN is the current period's invoice; every other status is a previous one (SPEC §4). */
export function isCurrentInvoice(status: string | null | undefined): boolean {
  return invoiceStatusOf(status) === 'OPEN';
}

/** DUE and OVERDUE invoices are outstanding (SPEC §4). */
export function isInvoiceOutstanding(status: string | null | undefined): boolean {
  const s = invoiceStatusOf(status);
  return s === 'DUE' || s === 'OVERDUE';
}

/**
 * Billing-route spend limit sent in cents: whole dollars × 100 (SPEC §5).
 * @throws RangeError when the dollars are not a non-negative whole number.
 */
export function spendLimitCents(wholeDollars: number): number {
  if (!Number.isSafeInteger(wholeDollars) || wholeDollars < 0) {
    throw new RangeError(`spendLimitCents: expected whole dollars ≥ 0, got ${wholeDollars}`);
  }
  return wholeDollars * 100;
}

/** A bill-route payment option is shown only if RemainingSpendLimit (cents) is above 0 (SPEC §5). */
export function isBillRouteUsable(route: { RemainingSpendLimit?: number | string | null }): boolean {
  const n = Number(route.RemainingSpendLimit);
  return Number.isFinite(n) && n > 0;
}

/**
 * The payment-method list shows when there are cards, or, with billing routing on, parent routes
 * with remaining limit (SPEC §5).
 */
export function showPaymentMethodList(input: {
  cardCount: number;
  billingRoutingEnabled: boolean;
  routes: ReadonlyArray<{ RoutingType?: string | null; RemainingSpendLimit?: number | string | null }>;
}): boolean {
  if (input.cardCount > 0) return true;
  if (!input.billingRoutingEnabled) return false;
  return input.routes.some((r) => r.RoutingType?.trim().toLowerCase() === 'parent' && isBillRouteUsable(r));
}

/**
 * A saved card is expired once its expiry month (SPEC §3 CardExpiryMonth 1–12, CardExpiryYear four digits)
 * is over: a card is valid through the last day of that month. `nowMs` is milliseconds since the epoch; the
 * month is taken in UTC (as the sandbox's card checks do). SPEC §5 refuses a card *about to* expire for
 * authorisation (the current month) — that is the payment provider's rule; this marks cards already expired
 * in the payment-methods list.
 */
export function isCardExpired(expMonth: number, expYear: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return expYear * 12 + (expMonth - 1) < now.getUTCFullYear() * 12 + now.getUTCMonth();
}
