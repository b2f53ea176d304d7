import type { AuthData, TokenStore } from '@telco-portal/api';
import { customerIdsFromAuth } from './customer-ids.ts';

/**
 * Everything the portal saves in the browser, in one place (the one module to change when issue 14 moves
 * the token to an HttpOnly cookie).
 *
 * - sessionStorage `tp.auth`: the session of the signed-in user — the token and ids ONLY (`SessionAuth`:
 *   JWT, JWTExpiry seconds, identity UUID, identity provider, customer UUIDs). No name, e-mail, mobile or
 *   roles: personal data is fetched (the customer record), never stored (issue 8). Tokens live only in
 *   sessionStorage (never localStorage/IndexedDB — ARCHITECTURE quality rails).
 * - sessionStorage `tp.customer`: the current customer UUID.
 * - sessionStorage `tp.product.<customerUUID>`: the current mobile product of that customer.
 * - localStorage `tp.showPlans`: "true" enables plans when features.showPlans is "local".
 * - localStorage `tp.purchased`: the purchased summary of the last paid order, with an expiry (./purchased.ts
 *   `savePurchasedSummary`, in its own module so the entry does not carry it); the thanks page reads it.
 * - localStorage `tp.*`: values other blocks save (e.g. e-shop cart ids `tp.cart…`).
 * - cookie `tp-lang`: the interface language. It is a device preference, not session data, so it is
 *   kept outside session/local storage and survives logout (SPEC §4 "all saved session/local values").
 *
 * Logout removes every `tp.` key from both storages (`clearSavedValues`).
 */
export const STORAGE_PREFIX = 'tp.';
export const AUTH_KEY = `${STORAGE_PREFIX}auth`;
export const CUSTOMER_KEY = `${STORAGE_PREFIX}customer`;
export const productKey = (customerUUID: string) => `${STORAGE_PREFIX}product.${customerUUID}`;
export const LANGUAGE_COOKIE = 'tp-lang';
/** localStorage flag for features.showPlans "local" (SPEC §6 "show plans (true, or local with stored flag)"). */
export const SHOW_PLANS_KEY = `${STORAGE_PREFIX}showPlans`;

/** SPEC §9 "JWT validity margin 5 min". */
export const JWT_VALIDITY_MARGIN_SECONDS = 5 * 60;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  return session()?.getItem(key) ?? null;
}
export function writeSession(key: string, value: string | null): void {
  const s = session();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

/**
 * What the session keeps of the provider's Auth data (SPEC §3): the token and ids, nothing personal.
 * `JWTExpiry` is unix SECONDS; `customerUUIDs` come from the roles (SPEC §4 "the customer ids are loaded").
 */
export type SessionAuth = {
  JWT: string;
  JWTExpiry: number;
  /** The identity's UUID. */
  UUID: string;
  IdentityProvider: string;
  /** Customer ids of the roles, de-duplicated, in role order. */
  customerUUIDs: readonly string[];
};

/** The token and ids of Auth data (drops FirstName, LastName, Email, MobileNumber, AuthID and roles). */
export function toSessionAuth(auth: AuthData): SessionAuth {
  return {
    JWT: auth.JWT,
    JWTExpiry: Number(auth.JWTExpiry),
    UUID: auth.UUID,
    IdentityProvider: auth.IdentityProvider,
    customerUUIDs: customerIdsFromAuth(auth),
  };
}

/**
 * The saved session, or null when absent or unreadable. A record of an older build that held the whole
 * Auth data (names, e-mail, roles) is reduced to token + ids and written back, so personal data does not
 * linger in storage.
 */
export function readSavedAuth(): SessionAuth | null {
  const raw = readSession(AUTH_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionAuth> & Partial<AuthData>;
    if (typeof value.JWT !== 'string') return null;
    if (Array.isArray(value.customerUUIDs)) {
      return {
        JWT: value.JWT,
        JWTExpiry: Number(value.JWTExpiry),
        UUID: String(value.UUID ?? ''),
        IdentityProvider: String(value.IdentityProvider ?? ''),
        customerUUIDs: value.customerUUIDs.filter((id): id is string => typeof id === 'string'),
      };
    }
    const reduced = toSessionAuth({ ...(value as AuthData), roles: value.roles ?? [] });
    writeSession(AUTH_KEY, JSON.stringify(reduced));
    return reduced;
  } catch {
    return null;
  }
}

/**
 * Saves the session (token + ids only; SPEC §4: a JWT is stored only if its expiry is in the future).
 * Returns false (and stores nothing) otherwise. `nowSeconds` is unix seconds.
 */
export function saveAuth(auth: SessionAuth, nowSeconds = Date.now() / 1000): boolean {
  if (!(Number(auth.JWTExpiry) > nowSeconds)) return false;
  const record: SessionAuth = {
    JWT: auth.JWT,
    JWTExpiry: Number(auth.JWTExpiry),
    UUID: auth.UUID,
    IdentityProvider: auth.IdentityProvider,
    customerUUIDs: [...auth.customerUUIDs],
  };
  writeSession(AUTH_KEY, JSON.stringify(record));
  return true;
}

/**
 * The API client's TokenStore over the saved session, so the JWT lives in exactly one sessionStorage
 * record. `set` (a fresh `X-Auth-Token`) updates token + expiry of the signed-in session only.
 */
export function savedSessionTokenStore(): TokenStore {
  return {
    get() {
      const auth = readSavedAuth();
      if (!auth?.JWT) return null;
      return { jwt: auth.JWT, expiry: Number(auth.JWTExpiry) };
    },
    set(token) {
      const auth = readSavedAuth();
      if (!auth) return;
      saveAuth({ ...auth, JWT: token.jwt, JWTExpiry: token.expiry });
    },
    clear() {
      writeSession(AUTH_KEY, null);
    },
  };
}

/** SPEC §4/§9: a JWT counts as valid if its expiry (unix seconds) is more than 5 minutes ahead. */
export function isJwtValid(
  expirySeconds: number | null | undefined,
  nowSeconds = Date.now() / 1000,
): boolean {
  return typeof expirySeconds === 'number' && expirySeconds - nowSeconds > JWT_VALIDITY_MARGIN_SECONDS;
}

/** Removes every key with our prefix from sessionStorage and localStorage (SPEC §4 logout). */
export function clearSavedValues(): void {
  for (const store of [session(), local()]) {
    if (!store) continue;
    const ours: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
    }
    for (const key of ours) store.removeItem(key);
  }
}

/** The saved interface language (cookie `tp-lang`), or null. */
export function readLanguagePreference(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Saves the interface language for a year (cookie, path /, SameSite=Lax). */
export function writeLanguagePreference(lang: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference cookie; Cookie Store API is not in Safari/Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; SameSite=Lax`;
}
