import { describe, expect, it } from 'vitest';
import { hasBlock } from './block-registry.ts';
import { buildRouteTable, PROFILE_GUARDS } from './route-table.ts';
import { harbourManifest } from './test/manifest.ts';

const all = () => true;

describe('given the harbour manifest and every block present', () => {
  const table = buildRouteTable(harbourManifest(), all);
  const paths = table.routes.map((r) => r.path);

  it('registers the SPEC §2 screens', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/plans/:type',
        '/sign-in',
        '/sign-up',
        '/forgot-pass',
        '/reset-password',
        '/email-verify',
        '/email-verify-page',
        '/select-account',
        '/suspended',
        '/no-payment-methods',
        '/no-plans-page',
        '/terms',
        '/privacy',
        '/profile/mobile',
        '/profile/mobile/usage',
        '/profile/balance/payment-methods/add',
        '*',
      ]),
    );
  });

  it('puts balance/payment-methods/add behind the profile chain, and no-payment-methods outside it (SPEC §2)', () => {
    const add = table.routes.find((r) => r.id === 'profile-payment-methods-add');
    expect(add).toMatchObject({ block: 'payment-method-add', layout: 'profile', guards: PROFILE_GUARDS });
    expect(add?.config).toEqual({ afterAdd: '/profile/mobile' });
    expect(table.profileTabs.map((t) => t.path)).not.toContain('/profile/balance/payment-methods/add');
    const noCards = table.routes.find((r) => r.id === 'no-payment-methods');
    expect(noCards?.guards).not.toContain('hasPaymentMethods');
  });

  it('leaves terms/{path} out in production (SPEC §2 "non-production only")', () => {
    expect(paths).not.toContain('/terms/:termsPath');
  });

  it('guards guests-only pages with guestOnly', () => {
    for (const id of ['sign-in', 'sign-up', 'forgot-pass', 'reset-password']) {
      expect(table.routes.find((r) => r.id === id)?.guards).toEqual(['guestOnly']);
    }
  });

  it('puts the profile chain on every profile screen', () => {
    for (const route of table.routes.filter((r) => r.layout === 'profile')) {
      expect(route.guards).toEqual(PROFILE_GUARDS);
    }
  });

  it('offers only the profile tabs that have a block, sending /profile to the first', () => {
    expect(table.profileTabs.map((t) => t.id)).toEqual(['my-app-home', 'usage']);
    expect(table.redirects).toEqual(
      expect.arrayContaining([
        { path: '/profile', to: '/profile/mobile', layout: 'profile' },
        { path: '/profile/*', to: '/profile/mobile', layout: 'profile' },
        { path: '/mobile-app-dashboard', to: '/profile/mobile', layout: 'public' },
      ]),
    );
  });
});

describe('given blocks that do not exist', () => {
  it('registers no route for them (no placeholder pages)', () => {
    const table = buildRouteTable(
      harbourManifest(),
      (name) => !['plans', 'forgot-password', 'mobile-dashboard'].includes(name),
    );
    const ids = table.routes.map((r) => r.id);
    expect(ids).not.toContain('plans');
    expect(ids).not.toContain('forgot-pass');
    expect(ids).not.toContain('profile-my-app-home');
    expect(ids).not.toContain('profile-usage');
    expect(table.profileHome).toBeNull();
    expect(table.redirects.some((r) => r.path.startsWith('/profile'))).toBe(false);
  });
});

describe('given feature and environment switches', () => {
  it('drops the plans route when features.showPlans is false', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, features: { ...m.features, showPlans: false } })),
      all,
    );
    expect(table.has('plans')).toBe(false);
  });

  it('adds terms/{path} outside production, guarded to known paths', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, environment: 'staging' })),
      all,
    );
    expect(table.routes.find((r) => r.path === '/terms/:termsPath')?.guards).toEqual([
      'nonProductionOnly',
      'knownTermsPath',
    ]);
  });

  it('follows the manifest order of profile tabs and drops tabs it does not list', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, profileTabs: ['personal-data'] })),
      all,
    );
    expect(table.profileTabs).toEqual([]);
    expect(table.has('profile-my-app-home')).toBe(false);
  });
});

describe('given the real registries', () => {
  it('knows every block the route table names for harbour', () => {
    const table = buildRouteTable(harbourManifest(), hasBlock);
    for (const route of table.routes) expect(hasBlock(route.block)).toBe(true);
    expect(table.has('home')).toBe(true);
    expect(table.has('not-found')).toBe(true);
  });
});
