import { ApiError, type AuthData } from '@telco-portal/api';
import { PRODUCT_TYPES } from '@telco-portal/core';
import { act, render, waitFor } from '@testing-library/react';
import { type Cache, SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SESSION_CONFIG } from '../test/fixtures.ts';
import { useSession } from './contexts.ts';
import { ADDON_PRODUCT_TYPES } from './guard-fetchers.ts';
import { SessionProvider } from './SessionProvider.tsx';
import { AUTH_KEY, CUSTOMER_KEY, readLanguagePreference, writeLanguagePreference } from './storage.ts';
import type { Session, SessionIdentity } from './types.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function authFor(customers: string[], expiresIn = 3600): AuthData {
  return {
    JWT: 'jwt-token',
    JWTExpiry: nowSeconds() + expiresIn,
    UUID: 'identity-1',
    SPID: 2,
    FirstName: 'Aroha',
    LastName: 'Ngata',
    Email: 'aroha@example.test',
    MobileNumber: '',
    IdentityProvider: 'LOCAL',
    AuthID: 'aroha@example.test',
    roles: customers.map((CustomerUUID) => ({ CustomerUUID, Role: 'OWNER' })),
  };
}

function fakeIdentity(result: AuthData | Error): SessionIdentity & { signOut: ReturnType<typeof vi.fn> } {
  const answer = () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result));
  return { signInWithPassword: vi.fn(answer), register: vi.fn(answer), signOut: vi.fn(async () => {}) };
}

/** Every API call answers with `status` (guard data reads fail, which the session tolerates). */
function fakeFetch(status = 500, body: unknown = { err_message: 'unavailable' }): typeof fetch {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

let current: Session | null = null;
let cache: Map<string, unknown>;
let swrMutate: ReturnType<typeof useSWRConfig>['mutate'] | null = null;

function Probe() {
  current = useSession();
  swrMutate = useSWRConfig().mutate;
  return null;
}

function renderSession(identity: SessionIdentity, fetchImpl: typeof fetch = fakeFetch(), onEvent = vi.fn()) {
  render(
    <SWRConfig value={{ provider: () => cache as unknown as Cache, dedupingInterval: 0 }}>
      <SessionProvider
        config={TEST_SESSION_CONFIG}
        createIdentity={() => identity}
        fetch={fetchImpl}
        onEvent={onEvent}
      >
        <Probe />
      </SessionProvider>
    </SWRConfig>,
  );
  return onEvent;
}

const session = () => {
  if (!current) throw new Error('session not rendered');
  return current;
};

beforeEach(() => {
  current = null;
  cache = new Map();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Records the session's status and bound account at every render. */
function Recorder({ seen }: { seen: Array<[string, string | null]> }) {
  const s = useSession();
  seen.push([s.status, s.currentCustomerUUID]);
  return null;
}

describe('given a user with one customer account', () => {
  it('signs in, binds the account and saves the Auth data in sessionStorage only', async () => {
    const onEvent = renderSession(fakeIdentity(authFor(['c1'])));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    await act(() => session().signIn('aroha@example.test', 'Password-123'));
    expect(session().status).toBe('signedIn');
    expect(session().customerUUIDs).toEqual(['c1']);
    expect(session().currentCustomerUUID).toBe('c1');
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY) ?? '{}').JWT).toBe('jwt-token');
    expect(sessionStorage.getItem(CUSTOMER_KEY)).toBe('c1');
    // Token and ids only (issue 8): no name, e-mail, mobile or roles in storage.
    const stored = JSON.stringify({ ...sessionStorage });
    for (const personal of ['Aroha', 'Ngata', 'aroha@example.test', 'roles', 'OWNER', 'MobileNumber']) {
      expect(stored).not.toContain(personal);
    }
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY) ?? '{}')).toEqual({
      JWT: 'jwt-token',
      JWTExpiry: expect.any(Number),
      UUID: 'identity-1',
      IdentityProvider: 'LOCAL',
      customerUUIDs: ['c1'],
    });
    expect(localStorage.length).toBe(0);
    expect(onEvent).toHaveBeenCalledWith({ name: 'login', method: 'password' });
  });
});

describe('given a user with several customer accounts', () => {
  it('leaves the account unselected until the user picks one', async () => {
    renderSession(fakeIdentity(authFor(['c1', 'c2'])));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    await act(() => session().signIn('multi@example.test', 'Password-123'));
    expect(session().currentCustomerUUID).toBeNull();
    expect(session().guardState?.hasAccount).toBe(false);
    act(() => session().selectCustomer('c2'));
    expect(session().currentCustomerUUID).toBe('c2');
    expect(sessionStorage.getItem(CUSTOMER_KEY)).toBe('c2');
    expect(() => session().selectCustomer('not-mine')).toThrow(/unknown customer/);
  });
});

describe('given a failed sign-in', () => {
  it('signs out and rethrows the ApiError for the form', async () => {
    const error = new ApiError('The email address or password is invalid', {
      status: 401,
      errorNumber: 1002,
    });
    const identity = fakeIdentity(error);
    renderSession(identity);
    await waitFor(() => expect(session().status).toBe('signedOut'));
    let thrown: unknown;
    await act(async () => {
      thrown = await session()
        .signIn('aroha@example.test', 'wrong')
        .catch((e: unknown) => e);
    });
    expect(thrown).toBe(error);
    expect(session().status).toBe('signedOut');
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull();
    expect(identity.signOut).toHaveBeenCalled();
  });
});

describe('given a signed-in session with saved values and cached data', () => {
  it('logout clears our session/local storage and the SWR cache, keeps the language and foreign keys', async () => {
    const identity = fakeIdentity(authFor(['c1']));
    renderSession(identity);
    await waitFor(() => expect(session().status).toBe('signedOut'));
    await act(() => session().signIn('aroha@example.test', 'Password-123'));
    localStorage.setItem('tp.cart.v2', 'cart-1');
    localStorage.setItem('someone-else', 'keep');
    sessionStorage.setItem('tp.product.c1', 'p1');
    writeLanguagePreference('mi-NZ');
    await act(async () => {
      await swrMutate?.(['account', 'c1'], { Balance: 100 }, { revalidate: false });
    });
    expect(cache.size).toBeGreaterThan(0);

    await act(() => session().signOut());

    expect(session().status).toBe('signedOut');
    expect(session().auth).toBeNull();
    expect(session().currentCustomerUUID).toBeNull();
    expect(session().currentProductUUID).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tp.'))).toEqual([]);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tp.'))).toEqual([]);
    expect(localStorage.getItem('someone-else')).toBe('keep');
    expect([...cache.values()].every((entry) => (entry as { data?: unknown }).data === undefined)).toBe(true);
    expect(readLanguagePreference()).toBe('mi-NZ');
    expect(identity.signOut).toHaveBeenCalled();
  });
});

describe('given saved Auth data at start-up (SPEC §4 auto-login)', () => {
  it('restores a JWT valid for more than 5 minutes and re-binds the account', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify(authFor(['c1', 'c2'])));
    sessionStorage.setItem(CUSTOMER_KEY, 'c2');
    renderSession(fakeIdentity(authFor(['c1'])));
    await waitFor(() => expect(session().status).toBe('signedIn'));
    expect(session().currentCustomerUUID).toBe('c2');
    expect(session().customerUUIDs).toEqual(['c1', 'c2']);
    // A record of an older build holding the whole Auth data is reduced to token + ids.
    expect(sessionStorage.getItem(AUTH_KEY)).not.toContain('aroha@example.test');
  });

  it('is signed in from the first render when the saved JWT is valid (issue 9: the header never paints a signed-out frame)', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify(authFor(['c1', 'c2'])));
    sessionStorage.setItem(CUSTOMER_KEY, 'c2');
    const seen: Array<[string, string | null]> = [];
    render(
      <SWRConfig value={{ provider: () => cache as unknown as Cache, dedupingInterval: 0 }}>
        <SessionProvider
          config={TEST_SESSION_CONFIG}
          createIdentity={() => fakeIdentity(authFor(['c1']))}
          fetch={fakeFetch()}
        >
          <Recorder seen={seen} />
        </SessionProvider>
      </SWRConfig>,
    );
    expect(seen[0]).toEqual(['signedIn', 'c2']);
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
    expect(seen.every(([status]) => status === 'signedIn')).toBe(true);
  });

  it('is signed out from the first render when nothing is saved (issue 9: no loading frame in the header)', () => {
    const seen: Array<[string, string | null]> = [];
    render(
      <SWRConfig value={{ provider: () => cache as unknown as Cache, dedupingInterval: 0 }}>
        <SessionProvider
          config={TEST_SESSION_CONFIG}
          createIdentity={() => fakeIdentity(authFor(['c1']))}
          fetch={fakeFetch()}
        >
          <Recorder seen={seen} />
        </SessionProvider>
      </SWRConfig>,
    );
    expect(seen.map(([status]) => status)).not.toContain('loading');
    expect(seen[0]).toEqual(['signedOut', null]);
  });

  it('logs out when the JWT expires within 5 minutes and cannot be refreshed', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify(authFor(['c1'], 120)));
    renderSession(fakeIdentity(authFor(['c1'])));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull();
  });

  it('refreshes a JWT inside the margin when the identity can', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify(authFor(['c1'], 120)));
    const identity = { ...fakeIdentity(authFor(['c1'])), refresh: vi.fn(async () => authFor(['c1'], 3600)) };
    renderSession(identity);
    await waitFor(() => expect(session().status).toBe('signedIn'));
    expect(identity.refresh).toHaveBeenCalled();
  });

  it('logs out when the saved JWT has expired', async () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify(authFor(['c1'], -10)));
    renderSession(fakeIdentity(authFor(['c1'])));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull();
  });
});

describe('given a 401 from the API (SPEC §8)', () => {
  it('logs the user out', async () => {
    renderSession(fakeIdentity(authFor(['c1'])), fakeFetch(401, { err_message: 'expired' }));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    await act(() => session().signIn('aroha@example.test', 'Password-123'));
    await waitFor(() => expect(session().status).toBe('signedOut'));
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull();
  });

  it('keeps the user signed in for error number 1002', async () => {
    const fetchImpl = fakeFetch(401, { err_message: 'nope', err_number: 1002 });
    renderSession(fakeIdentity(authFor(['c1'])), fetchImpl);
    await waitFor(() => expect(session().status).toBe('signedOut'));
    await act(() => session().signIn('aroha@example.test', 'Password-123'));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    await waitFor(() => expect(session().guardState).not.toBeNull());
    expect(session().status).toBe('signedIn');
  });
});

describe('given the add-on catalogue search of the guard data', () => {
  it('searches every catalogue product type of core (the list is written out for the first bundle)', () => {
    expect(ADDON_PRODUCT_TYPES).toEqual(PRODUCT_TYPES);
  });
});
