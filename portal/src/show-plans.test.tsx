import {
  applyShowPlansQuery,
  readShowPlansFlag,
  SHOW_PLANS_KEY,
  writeShowPlansFlag,
} from '@telco-portal/blocks/session';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishCatalogue } from './i18n/catalogue.ts';
import { PortalProviders } from './PortalApp.tsx';
import { buildRoutes } from './router.tsx';
import { harbourManifest } from './test/manifest.ts';

/** No request of these tests needs an answer: the API stays pending (featured plans show skeletons). */
const pendingFetch: typeof fetch = () => new Promise<Response>(() => {});

function mountAt(path: string, showPlans: true | 'local' | false) {
  const manifest = harbourManifest((m) => ({ ...m, features: { ...m.features, showPlans } }));
  const router = createMemoryRouter(buildRoutes(manifest), { initialEntries: [path] });
  const view = render(
    <PortalProviders
      manifest={manifest}
      locale={{ locale: 'en', messages: englishCatalogue(manifest) }}
      fetch={pendingFetch}
      swrProvider={() => new Map()}
    >
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { router, container: view.container };
}

const planLinks = (container: HTMLElement) =>
  [...container.querySelectorAll('a')]
    .map((a) => a.getAttribute('href'))
    .filter((h) => h?.startsWith('/plans'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => cleanup());

describe('given features.showPlans "local" and no stored flag (SPEC §6)', () => {
  it('offers plans nowhere on the home page: no menu item, hero or call-to-action button, no plans section', async () => {
    const { container } = mountAt('/', 'local');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0));
    expect(planLinks(container)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Popular plans' })).not.toBeInTheDocument();
  });

  it('still sends a typed-in plans address home (the guard and the links read the same decision)', async () => {
    const { router } = mountAt('/plans/prepay', 'local');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offers plans everywhere once this browser has the flag', async () => {
    const { container } = mountAt('/', 'local');
    await screen.findByRole('heading', { level: 1 });
    act(() => writeShowPlansFlag(true));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans/prepay');
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute('href', '/plans/prepay');
    expect(screen.getByRole('region', { name: 'Popular plans' })).toBeInTheDocument();
    expect(planLinks(container).length).toBeGreaterThanOrEqual(3);
  });
});

describe('given features.showPlans false', () => {
  it('serves no plans page and links to none', async () => {
    const { container } = mountAt('/plans/prepay', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Your page wasn't found" }),
    ).toBeInTheDocument();
    expect(planLinks(container)).toEqual([]);
  });
});

describe('given the ?show-plans query (what sets the stored flag)', () => {
  it('stores the flag with 1, forgets it with 0, ignores anything else', () => {
    applyShowPlansQuery('?show-plans=1');
    expect(readShowPlansFlag()).toBe(true);
    expect(localStorage.getItem(SHOW_PLANS_KEY)).toBe('true');
    applyShowPlansQuery('?utm=x&show-plans=maybe');
    expect(readShowPlansFlag()).toBe(true);
    applyShowPlansQuery('?show-plans=0');
    expect(readShowPlansFlag()).toBe(false);
  });
});
