import type { ApiClient, AuthData, RetryOptions } from '@telco-portal/api';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BrandInfo } from './brand.ts';
import { BrandContext, SessionContext } from './contexts.ts';
import { createLazyApiClient } from './lazy-api-client.ts';
import { createRequestActivity, testTimeoutMs } from './request-activity.ts';
import {
  CUSTOMER_KEY,
  clearSavedValues,
  isJwtValid,
  productKey,
  readSavedAuth,
  readSession,
  type SessionAuth,
  saveAuth,
  savedSessionTokenStore,
  toSessionAuth,
  writeSession,
} from './storage.ts';
import type { Session, SessionConfig, SessionIdentity, SessionStatus, SignUpInput } from './types.ts';
import { useGuardData } from './use-guard-data.ts';

/**
 * Events for the analytics adapter (SPEC §7): the session's login and sign_up, and the e-shop's e-commerce
 * events blocks send through `useSession().track` (issue 11: amounts in cents, GST inclusive).
 */
export type SessionEvent =
  | { name: 'login' | 'sign_up'; method: string }
  | {
      name: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';
      valueCents: number;
      items: Array<{ id: string; name: string; priceCents: number; quantity: number }>;
      transactionId?: string;
    };

export type SessionProviderProps = {
  /** API client settings and guard switches (the portal maps them from the manifest). */
  config: SessionConfig;
  /** Builds the identity port over the session's API client (e.g. adapters' `createSandboxIdentity`). */
  createIdentity: (api: ApiClient) => SessionIdentity;
  /** fetch used by the API client (tests bind the sandbox's `app.fetch`); default global fetch. */
  fetch?: typeof fetch;
  /**
   * The API client's retry policy (`ApiClientOptions.retry`); default `DEFAULT_RETRY` (3 tries, backoff
   * from 300 ms). Storybook sets `{ baseDelayMs: 0 }` so a story reaches its failed state without a random
   * wait in which no request is pending (the screenshot would catch the loading state).
   */
  retry?: RetryOptions | false;
  /**
   * Check every API request and answer against the contract's zod schemas (default true: development, tests,
   * Storybook). A production build passes false: the lean client trusts the API and no zod reaches the browser
   * (issue 7 "a lean render path"); the API checks requests on its side.
   */
  validateApi?: boolean;
  /** Called after a successful sign-in or sign-up. */
  onEvent?: (event: SessionEvent) => void;
  children: ReactNode;
};

/** The account a session binds (SPEC §4): the preferred one when the identity holds it, the only one, else none. */
function chooseCustomer(ids: readonly string[], preferred: string | null): string | null {
  if (preferred && ids.includes(preferred)) return preferred;
  return ids.length === 1 ? ids[0]! : null;
}

/**
 * Provides `useSession()`. Must be rendered inside an `SWRConfig` (logout clears that
 * cache). Implements SPEC §4 sign-in, start-up auto-login, complete logout and SPEC §8 "401 logs the
 * user out (except error number 1002)" through the client's `onUnauthorized`.
 */
export function SessionProvider({
  config,
  createIdentity,
  fetch: fetchImpl,
  retry,
  validateApi = true,
  onEvent,
  children,
}: SessionProviderProps) {
  const { mutate } = useSWRConfig();
  // SPEC §4 auto-login, synchronous part: a saved session whose JWT is still valid is the session of the
  // first render, and no saved session at all is signed out from the first render, so the header and guards
  // never paint a "loading" frame first (issue 9: no layout shift when the header's controls appear). One
  // that needs a refresh is restored by the start-up effect below.
  const [saved] = useState(readSavedAuth);
  const restored = saved && isJwtValid(Number(saved.JWTExpiry)) ? saved : null;
  const [status, setStatus] = useState<SessionStatus>(
    restored ? 'signedIn' : saved ? 'loading' : 'signedOut',
  );
  const [auth, setAuth] = useState<SessionAuth | null>(restored);
  const [currentCustomerUUID, setCurrentCustomerUUID] = useState(
    () => restored && chooseCustomer(restored.customerUUIDs, readSession(CUSTOMER_KEY)),
  );
  const signOutRef = useRef<() => Promise<void>>(async () => {});
  const statusRef = useRef<SessionStatus>(status);
  statusRef.current = status;
  // Set when a 401 signed the customer out, so the sign-in page can say why (issue 8); cleared on sign-in.
  const [sessionEnded, setSessionEnded] = useState(false);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  // A request that ends after the provider is gone (a late 401 of a guard read) signs nothing out: the state and
  // the SWR cache it would clear are gone with it.
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const [{ api, identity, requests }] = useState(() => {
    const requests = createRequestActivity();
    const testTimeout = testTimeoutMs();
    const client = createLazyApiClient({
      validate: validateApi,
      baseUrl: config.apiBaseUrl,
      spid: config.spid,
      fetch: requests.track(fetchImpl ?? ((...a) => globalThis.fetch(...a))),
      // SPEC §9 65 s is the client's default; only the e2e test hook may shorten it.
      ...(testTimeout !== undefined ? { timeoutMs: testTimeout } : {}),
      ...(retry !== undefined ? { retry } : {}),
      tokenStore: savedSessionTokenStore(),
      onUnauthorized: () => {
        if (!mountedRef.current) return;
        if (statusRef.current === 'signedIn') setSessionEnded(true);
        void signOutRef.current();
      },
    });
    return { api: client, identity: createIdentity(client), requests };
  });

  const customerUUIDs = useMemo(() => [...(auth?.customerUUIDs ?? [])], [auth]);

  const bindCustomer = useCallback((uuid: string | null) => {
    writeSession(CUSTOMER_KEY, uuid);
    setCurrentCustomerUUID(uuid);
  }, []);

  const signOut = useCallback(async () => {
    // Ends the server session first (ASVS V7): the identity adapter reads the token synchronously, before
    // the saved values are cleared below; local logout does not wait for the answer.
    const serverSignOut = identity.signOut().catch(() => undefined);
    // SPEC §4 logout: current account, product, carts and every saved value, then the SWR cache.
    setCurrentCustomerUUID(null);
    setAuth(null);
    clearSavedValues();
    await mutate(() => true, undefined, { revalidate: false });
    setStatus('signedOut');
    await serverSignOut;
  }, [identity, mutate]);
  signOutRef.current = signOut;

  /** Stores the token and ids (never personal data) and binds the account when there is exactly one (SPEC §4). */
  const establish = useCallback(
    (answer: AuthData | SessionAuth, preferredCustomer: string | null) => {
      const next = 'customerUUIDs' in answer ? answer : toSessionAuth(answer);
      if (!saveAuth(next)) throw new Error('no auth token');
      setAuth(next);
      bindCustomer(chooseCustomer(next.customerUUIDs, preferredCustomer));
      setSessionEnded(false);
      setStatus('signedIn');
    },
    [bindCustomer],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const next = await identity.signInWithPassword(email, password);
        await mutate(() => true, undefined, { revalidate: false });
        establish(next, null);
        onEventRef.current?.({ name: 'login', method: 'password' });
      } catch (error) {
        await signOut();
        throw error;
      }
    },
    [establish, identity, mutate, signOut],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      try {
        const next = await identity.register(input);
        await mutate(() => true, undefined, { revalidate: false });
        establish(next, null);
        onEventRef.current?.({ name: 'sign_up', method: 'password' });
      } catch (error) {
        await signOut();
        throw error;
      }
    },
    [establish, identity, mutate, signOut],
  );

  // SPEC §4 start-up auto-login: processing flag, restore saved auth, re-bind the account; failure = logout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up
  useEffect(() => {
    let cancelled = false;
    (async () => {
      // Already the first render's session: restored, or none saved (signed out).
      if (restored || !saved) return;
      try {
        // A saved JWT that was valid became the first render's session (`restored`): this one has expired.
        if (!identity.refresh) throw new Error('no auth token');
        const refreshed = await identity.refresh({ JWT: saved.JWT });
        if (cancelled) return;
        establish(refreshed, readSession(CUSTOMER_KEY));
      } catch {
        if (!cancelled) await signOut();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const selectCustomer = useCallback(
    (uuid: string) => {
      if (!customerUUIDs.includes(uuid)) throw new Error(`unknown customer ${uuid}`);
      bindCustomer(uuid);
    },
    [bindCustomer, customerUUIDs],
  );

  const guard = useGuardData({
    api,
    config,
    status,
    currentCustomerUUID,
    hasAccounts: customerUUIDs.length > 0,
  });

  const [productOverride, setProductOverride] = useState<{ customer: string; uuid: string | null } | null>(
    null,
  );
  const selectProduct = useCallback(
    (uuid: string | null) => {
      if (!currentCustomerUUID) return;
      writeSession(productKey(currentCustomerUUID), uuid);
      setProductOverride({ customer: currentCustomerUUID, uuid });
    },
    [currentCustomerUUID],
  );
  const currentProductUUID = useMemo(() => {
    if (!currentCustomerUUID) return null;
    const ids = guard.productUUIDs;
    const chosen =
      productOverride?.customer === currentCustomerUUID
        ? productOverride.uuid
        : readSession(productKey(currentCustomerUUID));
    if (chosen && ids.includes(chosen)) return chosen;
    return guard.defaultProductUUID;
  }, [currentCustomerUUID, guard.productUUIDs, guard.defaultProductUUID, productOverride]);

  const value = useMemo<Session>(
    () => ({
      status,
      auth,
      customerUUIDs,
      currentCustomerUUID,
      selectCustomer,
      signIn,
      signUp,
      signOut,
      api,
      guardState: guard.guardState,
      features: config.features,
      guardReadErrors: guard.readErrors,
      retryGuardReads: guard.retry,
      guardReadsRetrying: guard.retrying,
      currentProductUUID,
      selectProduct,
      requests,
      sessionEnded,
      track: (event) => onEventRef.current?.(event),
    }),
    [
      status,
      auth,
      customerUUIDs,
      currentCustomerUUID,
      selectCustomer,
      signIn,
      signUp,
      signOut,
      api,
      guard.guardState,
      config.features,
      guard.readErrors,
      guard.retry,
      guard.retrying,
      currentProductUUID,
      selectProduct,
      requests,
      sessionEnded,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Provides `useBrand()`: what blocks show of the brand (the portal maps it from the manifest). */
export function BrandProvider({ brand, children }: { brand: BrandInfo; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}
