import { createSandbox, type Sandbox } from '@telco-portal/sandbox';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { englishCatalogue, maoriCatalogue } from '../i18n/catalogue.ts';
import { PortalProviders } from '../PortalApp.tsx';
import { buildRoutes } from '../router.tsx';
import { harbourManifest } from '../test/manifest.ts';

vi.setConfig({ testTimeout: 30_000 });

/** Issue 9: focus and announcement after a client-side navigation, through the real router and layout. */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

async function mountAt(path: string, locale: 'en' | 'mi-NZ' = 'en') {
  const manifest = harbourManifest();
  const router = createMemoryRouter(buildRoutes(manifest), { initialEntries: [path] });
  const messages = locale === 'en' ? englishCatalogue(manifest) : await maoriCatalogue(manifest);
  render(
    <PortalProviders
      manifest={manifest}
      locale={{ locale, messages }}
      fetch={async (input, init) =>
        sandbox.app.fetch(new Request(new URL(String(input), 'http://localhost'), init))
      }
      swrProvider={() => new Map()}
    >
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { router, brand: manifest.name };
}

const politeRegion = () => document.querySelector('[data-slot="announcer"][data-politeness="polite"]');

describe('given a client-side navigation', () => {
  it('leaves focus alone on the first load, then focuses the new h1 and announces the new title once', async () => {
    const { router, brand } = await mountAt('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(document.activeElement).toBe(document.body);
    expect(politeRegion()).toHaveTextContent('');

    await act(() => router.navigate('/sign-in'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe(`Sign in | ${brand}`);
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`Sign in | ${brand}`));
    expect(document.querySelectorAll('[aria-live="polite"][data-slot="announcer"]')).toHaveLength(1);
  });

  it('does the same in te reo Māori with the localised title', async () => {
    const { router, brand } = await mountAt('/', 'mi-NZ');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await act(() => router.navigate('/sign-in'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Takiuru' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`Takiuru | ${brand}`));
  });

  it('does not pull focus back from a control the user moved to before the page rendered', async () => {
    const { router } = await mountAt('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    await act(() => router.navigate('/sign-in'));
    skip.focus();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(skip);
  });
});
