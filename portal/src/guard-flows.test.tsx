import { type Session, useSession } from '@telco-portal/blocks/session';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@telco-portal/sandbox';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from './i18n/catalogue.ts';
import { PortalProviders } from './PortalApp.tsx';
import { buildRoutes } from './router.tsx';
import { harbourManifest } from './test/manifest.ts';

/**
 * The SPEC §2 guard chain end to end: the real runtime (providers, router, guard gate, blocks) against
 * the real sandbox app (in-memory PGlite) through `fetch` bound to `app.fetch`.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

let current: Session | null = null;
function Probe() {
  current = useSession();
  return null;
}

/** Faults the test fetch answers with instead of the sandbox: [method, path pattern, answer]. */
type Fault = [method: string, path: RegExp, answer: (init?: RequestInit) => Response | Promise<Response>];
let faults: Fault[] = [];
const failing =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify({ err_message: 'something went wrong, try later', err_code: 'injected' }), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
const dropped = () => {
  throw new TypeError('Failed to fetch');
};

function mountAt(path: string) {
  const manifest = harbourManifest();
  const router = createMemoryRouter(buildRoutes(manifest), { initialEntries: [path] });
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const fault = faults.find(([m, p]) => m === method && p.test(url.pathname));
    if (fault) return fault[2](init);
    return sandbox.app.fetch(new Request(url, init));
  };
  render(
    <PortalProviders
      manifest={manifest}
      locale={{ locale: 'en', messages: englishCatalogue(manifest) }}
      fetch={fetchImpl}
      swrProvider={() => new Map()}
    >
      <Probe />
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return router;
}

async function signIn(email: string) {
  await waitFor(() => expect(current?.status).toBe('signedOut'));
  await act(() => current!.signIn(email, DEMO_PASSWORD));
}

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  faults = [];
  current = null;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => cleanup());

describe('given a signed-out visitor', () => {
  it('sends the profile to sign-in with a redirect back, and returns there after signing in', async () => {
    const router = mountAt('/profile/mobile');
    await waitFor(() => expect(where(router)).toBe('/sign-in?redirect=%2Fprofile%2Fmobile'));
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
  });

  it('shows the not-found page for an unknown address', async () => {
    mountAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Your page wasn't found" }),
    ).toBeInTheDocument();
  });
});

describe('given signed-in demo accounts (SPEC §2 guard behaviour)', () => {
  it('sends an account holder of several accounts to select-account', async () => {
    const router = mountAt('/sign-in');
    await signIn('multi@harbour.test');
    await act(() => router.navigate('/profile/mobile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-account'), { timeout: 10_000 });
  });

  it('sends a suspended account to the suspended page', async () => {
    const router = mountAt('/sign-in');
    await signIn('suspended@harbour.test');
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'), { timeout: 10_000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is suspended' }),
    ).toBeInTheDocument();
  });

  it('sends an account without cards or parent billing routes to no-payment-methods', async () => {
    const router = mountAt('/sign-in');
    await signIn('nocard@harbour.test');
    await act(() => router.navigate('/profile/mobile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-payment-methods'), {
      timeout: 10_000,
    });
  });

  it('sends an unverified e-mail to the verify-e-mail page', async () => {
    const router = mountAt('/sign-in');
    await signIn('unverified@harbour.test');
    await act(() => router.navigate('/profile/mobile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verify-page'), {
      timeout: 10_000,
    });
  });

  it('forwards to the account after signing in on a guests-only page, and home on a later visit', async () => {
    const router = mountAt('/sign-in');
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
    await act(() => router.navigate('/sign-up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });

  it('sends a non-suspended account away from the suspended page', async () => {
    const router = mountAt('/sign-in');
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
    await act(() => router.navigate('/suspended'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
  });

  it('sends /profile to the first available tab', async () => {
    const router = mountAt('/sign-in');
    await signIn('postpay@harbour.test');
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
  });
});

describe('given a guard-data read that FAILS (failed is not absent, issue 8)', () => {
  const cases: Array<[string, string, Fault, string]> = [
    [
      'a 500 on payment methods',
      'prepay@harbour.test',
      ['GET', /\/payment-methods$/, failing(500)],
      '/no-payment-methods',
    ],
    [
      'a 429 on the customer read',
      'prepay@harbour.test',
      ['GET', /^\/api\/customer\/[^/]+$/, failing(429, { 'Retry-After': '30' })],
      '/email-verify-page',
    ],
    [
      'a 503 on billing routes of a card-less account',
      'nocard@harbour.test',
      ['GET', /\/billing-routes$/, failing(503, { 'Retry-After': '30' })],
      '/no-payment-methods',
    ],
    [
      'a dropped catalogue read',
      'prepay@harbour.test',
      ['POST', /\/catalog\/v2\/entries$/, dropped],
      '/no-plans-page',
    ],
    [
      'bad JSON on payment methods',
      'prepay@harbour.test',
      ['GET', /\/payment-methods$/, () => new Response('{"trunc', { status: 200 })],
      '/no-payment-methods',
    ],
  ];

  it.each(cases.map(([label, email, fault, wrongPage]) => ({ label, email, fault, wrongPage })))(
    '$label for $email shows the error with a retry, never $wrongPage',
    async ({ email, fault, wrongPage }) => {
      faults = [fault];
      const router = mountAt('/sign-in');
      await signIn(email);
      await act(() => router.navigate('/profile/mobile'));
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('Error!');
      expect(alert).not.toHaveTextContent(/@telco-portal|not JSON|contract/);
      expect(router.state.location.pathname).not.toBe(wrongPage);
      expect(router.state.location.pathname).toBe('/profile/mobile');
      // The read answers again: Retry reads it and the customer goes on where the real data says.
      faults = [];
      await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
      const expected = email === 'nocard@harbour.test' ? '/no-payment-methods' : '/profile/mobile';
      await waitFor(() => expect(router.state.location.pathname).toBe(expected), { timeout: 10_000 });
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    },
    30_000,
  );
});

describe('given a guard page opened when it does not apply (issue 8)', () => {
  it.each([
    ['/no-payment-methods', 'an account with cards'],
    ['/no-plans-page', 'an account with add-ons'],
  ])('sends %s on to the account for %s', async (page) => {
    const router = mountAt('/sign-in');
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
    await act(() => router.navigate(page));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
  });

  it('keeps a card-less account on /no-payment-methods', async () => {
    const router = mountAt('/sign-in');
    await signIn('nocard@harbour.test');
    await act(() => router.navigate('/no-payment-methods'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a payment method' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-payment-methods');
  });
});

describe('given a 401 that signs the customer out (issue 8)', () => {
  it('says why on the sign-in page: "Your session ended, sign in again."', async () => {
    const router = mountAt('/sign-in');
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
    await act(() => router.navigate('/'));
    faults = [
      [
        'GET',
        /\/payment-methods$/,
        () =>
          new Response(
            JSON.stringify({
              err_message: 'Your session has ended. Sign in again.',
              err_code: 'session_ended',
              err_number: 1001,
            }),
            { status: 401, headers: { 'Content-Type': 'application/json' } },
          ),
      ],
    ];
    await act(() => current!.retryGuardReads());
    await act(async () => {
      await current!.api.customer.paymentMethods(current!.currentCustomerUUID!).catch(() => undefined);
    });
    await act(() => router.navigate('/profile/mobile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 10_000 });
    expect(await screen.findByText('Your session ended, sign in again.')).toBeInTheDocument();
  });
});

describe('given a slow request and a lost connection (issue 8)', () => {
  it('shows "Still working…" after 3 s; Cancel aborts the request under way', async () => {
    const hang = (init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const router = mountAt('/sign-in');
    await signIn('prepay@harbour.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mobile'), { timeout: 10_000 });
    await act(() => router.navigate('/'));
    faults = [['GET', /\/payment-methods$/, hang]];
    await act(() => current!.retryGuardReads());
    await act(async () => {
      void current!.api.customer.paymentMethods(current!.currentCustomerUUID!).catch(() => undefined);
    });
    expect(await screen.findByText('Still working…', {}, { timeout: 6000 })).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(screen.queryByText('Still working…')).not.toBeInTheDocument());
  }, 20_000);

  it('shows the offline banner while navigator.onLine is false and announces the way back', async () => {
    mountAt('/terms');
    await screen.findByRole('main');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('You are back online.')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});

describe('given the header query value (SPEC §2)', () => {
  it('hides the header with ?header=false and shows it otherwise', async () => {
    mountAt('/terms?header=false');
    await screen.findByRole('main');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    cleanup();
    mountAt('/terms');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});
