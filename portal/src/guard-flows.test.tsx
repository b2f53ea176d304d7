import { type Session, useSession } from '@telco-portal/blocks/session';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@telco-portal/sandbox';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

function mountAt(path: string) {
  const manifest = harbourManifest();
  const router = createMemoryRouter(buildRoutes(manifest), { initialEntries: [path] });
  const fetchImpl: typeof fetch = async (input, init) =>
    sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init));
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
