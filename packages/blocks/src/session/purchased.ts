import { PURCHASED_SUMMARY_TTL_MS, type PurchasedSummary, parsePurchasedSummary } from '@telco-portal/core';

/**
 * The purchased summary in local storage (SPEC §3 "Purchased summary in local storage"; SPEC §4 "A purchase
 * stores the purchased summary and logs a purchase event"; SPEC §2 "thanks (only after a purchase)"), and the
 * expiring values it is kept as (SPEC §9 "Storage keeps values with optional expiry").
 *
 * Its own module, not ./storage.ts: storage.ts is in the first page's bundle, and a module's code goes where the
 * module goes — only the checkout and the thanks page load this one. Its key starts with `tp.` (./storage.ts
 * `STORAGE_PREFIX`), so logout (`clearSavedValues`, SPEC §4 "all saved session/local values") removes it; a unit
 * test holds it to that.
 */

/** localStorage key of the purchased summary. */
export const PURCHASED_SUMMARY_KEY = 'tp.purchased';

/** How `saveExpiringValue` stores a value: the value and when it expires (unix milliseconds). */
type ExpiringRecord = { value: unknown; expiresAt: number };

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Saves a JSON value in localStorage under `key` until `nowMs + ttlMs` (milliseconds). Use a `tp.` key, so
 * logout clears it. Does nothing where storage is unavailable or full.
 */
export function saveExpiringValue(key: string, value: unknown, ttlMs: number, nowMs = Date.now()): void {
  const record: ExpiringRecord = { value, expiresAt: nowMs + ttlMs };
  try {
    local()?.setItem(key, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage blocked: the value is simply not kept.
  }
}

/**
 * The value `saveExpiringValue` saved under `key`, or null when absent, unreadable or expired at `nowMs` (unix
 * milliseconds); an expired or unreadable record is removed.
 */
export function readExpiringValue(key: string, nowMs = Date.now()): unknown {
  const store = local();
  const raw = store?.getItem(key);
  if (!store || !raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<ExpiringRecord>;
    if (typeof record.expiresAt === 'number' && record.expiresAt > nowMs) return record.value ?? null;
  } catch {
    // Not JSON: removed below.
  }
  store.removeItem(key);
  return null;
}

/**
 * Saves the purchased summary of a paid order for the thanks page: the checkout calls it once the payment has
 * succeeded, then logs `purchase` and goes to `thanks`. A later purchase replaces it. Kept in localStorage
 * `tp.purchased` for core's `PURCHASED_SUMMARY_TTL_MS` (7 days); logout clears it.
 *
 * Shape (core's `PurchasedSummary`, stored as JSON inside `{ value, expiresAt }`):
 * ```ts
 * { version: 1,
 *   orderNumber: string,                    // the order's Number
 *   lines: Array<                           // at least one
 *     | { MSISDN: string; planName: string | null; isEsim: true;
 *         activationCode: string }          // "LPA:1$<SM-DP+ address>$<matching ID>"
 *     | { MSISDN: string; planName: string | null; isEsim: false;
 *         address: string }>}               // the delivery address, formatted
 * ```
 * MSISDN as the provider sends it (digits with country code, "64…"); planName null for a SIM bought alone.
 */
export function savePurchasedSummary(summary: PurchasedSummary, nowMs = Date.now()): void {
  saveExpiringValue(PURCHASED_SUMMARY_KEY, summary, PURCHASED_SUMMARY_TTL_MS, nowMs);
}

/**
 * The saved purchased summary, or null when there is none, it has expired, or it is malformed (core's
 * `parsePurchasedSummary`: e.g. an eSIM line whose activation code is not an LPA string).
 */
export function readPurchasedSummary(nowMs = Date.now()): PurchasedSummary | null {
  return parsePurchasedSummary(readExpiringValue(PURCHASED_SUMMARY_KEY, nowMs));
}
