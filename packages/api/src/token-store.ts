/**
 * Where the client keeps the API token. `expiry` is unix SECONDS (as `JWTExpiry`, SPEC §3).
 * Tokens never go to localStorage or IndexedDB (ARCHITECTURE "Quality rails").
 */
export interface StoredToken {
  jwt: string;
  /** Unix seconds. */
  expiry: number;
}

export interface TokenStore {
  get(): StoredToken | null;
  set(token: StoredToken): void;
  clear(): void;
}

/** In-memory token store (tests, SSR, or when sessionStorage is unavailable). */
export function memoryTokenStore(initial: StoredToken | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    clear: () => {
      token = null;
    },
  };
}

/** sessionStorage key used by `sessionTokenStore`. */
export const SESSION_TOKEN_KEY = 'telco-portal.api-token';

/**
 * Token store backed by `sessionStorage` (per tab, cleared when the tab closes). Falls back to memory when
 * sessionStorage is missing or throws (private mode, Node). Malformed stored values read as null.
 */
export function sessionTokenStore(key: string = SESSION_TOKEN_KEY): TokenStore {
  const storage = (() => {
    try {
      const s = (globalThis as { sessionStorage?: Storage }).sessionStorage;
      if (!s) return null;
      s.getItem(key);
      return s;
    } catch {
      return null;
    }
  })();
  if (!storage) return memoryTokenStore();
  return {
    get() {
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as Partial<StoredToken>;
        if (typeof parsed.jwt !== 'string' || typeof parsed.expiry !== 'number') return null;
        return { jwt: parsed.jwt, expiry: parsed.expiry };
      } catch {
        return null;
      }
    },
    set(token) {
      storage.setItem(key, JSON.stringify(token));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
