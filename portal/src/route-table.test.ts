import type { LinkTarget } from '@telco-portal/blocks/session';
import {
  type AreaGuardName,
  areaGuards,
  BILLING_GUARD_NAMES,
  type GuardTarget,
  guards,
  INVOICES_GUARD_NAMES,
  PRODUCT_TYPE_TRANSFER_GUARD_NAMES,
  PROFILE_GUARD_NAMES,
  RECEIPTS_GUARD_NAMES,
  REDEEM_VOUCHER_GUARD_NAMES,
  TOP_UP_GUARD_NAMES,
} from '@telco-portal/core';
import { PROFILE_TABS } from '@telco-portal/manifest/schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { LAZY_ROUTE_GUARDS } from './account-routes.ts';
import { ACCOUNT_ROUTES, ESHOP_ROUTES, ROUTES } from './all-routes.ts';
import { hasBlock } from './block-registry.ts';
import { guardRedirectPath } from './guards.ts';
import {
  ACCOUNT_PATH_PREFIX,
  buildRouteTable,
  ESHOP_PATH_PREFIX,
  isLazyAreaPath,
  lazyAreasOf,
  PROFILE_GUARDS,
  PROFILE_TAB_ROUTES,
  PUBLIC_ROUTES,
  type RouteDef,
  type RouteId,
} from './route-table.ts';
import { harbourManifest } from './test/manifest.ts';

const all = () => true;
const noFlag = { showPlansStored: false };

describe('given the route ids other packages name (typed end to end)', () => {
  it('declares every route blocks link to and every route a guard redirects to', () => {
    expectTypeOf<LinkTarget>().toExtend<RouteId>();
    expectTypeOf<GuardTarget>().toExtend<RouteId>();
  });

  it('declares each id once and maps every manifest profile tab', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(PROFILE_TAB_ROUTES).sort()).toEqual([...PROFILE_TABS].sort());
  });

  it('keeps the account area out of the first page: every account route is under the account prefix, profile layout, not a tab', () => {
    const tabIds = new Set<string>(Object.values(PROFILE_TAB_ROUTES).filter((id) => id !== null));
    for (const def of ACCOUNT_ROUTES) {
      expect(def.path.startsWith(ACCOUNT_PATH_PREFIX), def.id).toBe(true);
      expect(def.layout, def.id).toBe('profile');
      expect(tabIds.has(def.id), def.id).toBe(false);
    }
    // A profile tab is what the header's account link opens: it is known before the account area loads.
    for (const id of tabIds)
      expect(
        PUBLIC_ROUTES.some((d) => d.id === id),
        id,
      ).toBe(true);
  });

  it('keeps the e-shop out of the first page but its first page: every e-shop route is under the e-shop prefix, e-shop layout', () => {
    for (const def of ESHOP_ROUTES) {
      expect(isLazyAreaPath(def.path), def.id).toBe(true);
      expect(def.path.startsWith(`${ESHOP_PATH_PREFIX}/`), def.id).toBe(true);
      expect(def.layout, def.id).toBe('eshop');
    }
    // Every plan card links to sim-purchase: the first page knows it (prerendered home and plans pages link to it).
    const first = PUBLIC_ROUTES.filter((d) => 'layout' in d && d.layout === 'eshop').map((d) => d.id);
    expect(first).toEqual(['sim-purchase']);
    expect(isLazyAreaPath('/eshop')).toBe(true);
    expect(isLazyAreaPath('/eshopping')).toBe(false);
    expect(isLazyAreaPath('/plans/prepay')).toBe(false);
  });

  it("loads the e-shop's routes only for an e-shop address (with the account area's, which its pages link to)", () => {
    expect(lazyAreasOf('/profile/mobile')).toEqual(['account']);
    expect(lazyAreasOf('/eshop/checkout')).toEqual(['account', 'eshop']);
    expect(lazyAreasOf('/eshop')).toEqual(['account', 'eshop']);
    expect(lazyAreasOf('/eshopping')).toEqual([]);
    expect(lazyAreasOf('/')).toEqual([]);
    for (const def of ACCOUNT_ROUTES) expect(lazyAreasOf(def.path), def.id).toEqual(['account']);
  });
});

describe('given the guards the first page carries (core `guards`; `areaGuards` load with the lazy routes)', () => {
  it('names only first-page guards on a public route, so none needs the lazy area to run', () => {
    const portalOwn = new Set(['knownTermsPath', 'planType']);
    for (const def of PUBLIC_ROUTES) {
      for (const name of 'guards' in def ? def.guards : []) {
        expect(Object.hasOwn(guards, name) || portalOwn.has(name), `${def.id}: ${name}`).toBe(true);
      }
    }
  });
});

describe('given the guards the lazy route area registers (account-routes.ts LAZY_ROUTE_GUARDS)', () => {
  it('registers every guard a lazy route names that the first page does not carry, each as core defines it', () => {
    const portalOwn = new Set(['knownTermsPath', 'planType']);
    for (const def of [...ACCOUNT_ROUTES, ...ESHOP_ROUTES] as readonly RouteDef[]) {
      for (const name of def.guards ?? []) {
        if (Object.hasOwn(guards, name) || portalOwn.has(name)) continue;
        expect(LAZY_ROUTE_GUARDS, `${def.id}: ${name}`).toHaveProperty(
          name,
          areaGuards[name as AreaGuardName],
        );
      }
    }
  });
});

describe('given the e-shop entry address /eshop (SPEC §2 "E-shop")', () => {
  const redirectOf = (environment: 'production' | 'development') =>
    buildRouteTable({ ...harbourManifest(), environment }, all).redirects.find((r) => r.path === '/eshop');

  it('redirects to checkout in production and to checkout-landing outside it, inside the e-shop layout', () => {
    expect(redirectOf('production')).toEqual({ path: '/eshop', to: '/eshop/checkout', layout: 'eshop' });
    expect(redirectOf('development')).toEqual({
      path: '/eshop',
      to: '/eshop/checkout-landing',
      layout: 'eshop',
    });
  });
});

describe('given the harbour manifest and every block present', () => {
  const manifest = harbourManifest();
  const table = buildRouteTable(manifest, all);
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
        '/help',
        '/eshop/thanks',
        '/profile/mobile',
        '/profile/mobile/usage',
        '/profile/balance/payment-methods/add',
        '/profile/payment-methods',
        '*',
      ]),
    );
  });

  it('serves the thanks page to everyone in the e-shop layout, its block going home without a purchase (SPEC §2)', () => {
    const thanks = table.routes.find((r) => r.id === 'thanks');
    expect(thanks).toMatchObject({ path: '/eshop/thanks', block: 'thanks', layout: 'eshop', guards: [] });
    expect(PUBLIC_ROUTES.map((d) => d.id as string)).not.toContain('thanks');
  });

  it('serves the thanks page in a portal of the real blocks', () => {
    expect(buildRouteTable(manifest, hasBlock).path('thanks')).toBe('/eshop/thanks');
  });

  it('passes each block the manifest slice of the same name', () => {
    const config = (id: RouteId) => table.routes.find((r) => r.id === id)?.config;
    expect(config('home')).toBe(manifest.home);
    expect(config('plans')).toBe(manifest.plans);
    expect(config('sign-up')).toBe(manifest.signUp);
    expect(config('select-account')).toBe(manifest.selectAccount);
    expect(config('usage')).toBe(manifest.usage);
    expect(config('sign-in')).toBeUndefined();
  });

  it('puts balance/payment-methods/add behind the profile chain, and no-payment-methods outside it (SPEC §2)', () => {
    const add = table.routes.find((r) => r.id === 'payment-methods-add');
    expect(add).toMatchObject({ block: 'payment-method-add', layout: 'profile', guards: PROFILE_GUARDS });
    expect(table.profileTabs.map((t) => t.path)).not.toContain('/profile/balance/payment-methods/add');
    const noCards = table.routes.find((r) => r.id === 'no-payment-methods');
    expect(noCards?.guards).not.toContain('hasPaymentMethods');
  });

  it('leaves terms/{path} out in production (SPEC §2 "non-production only")', () => {
    expect(paths).not.toContain('/terms/:termsPath');
    expect(table.path('terms-path')).toBeNull();
  });

  it('guards guests-only pages with guestOnly', () => {
    for (const id of ['sign-in', 'sign-up', 'forgot-pass', 'reset-password']) {
      expect(table.routes.find((r) => r.id === id)?.guards).toEqual(['guestOnly']);
    }
  });

  it("puts core's profile chain (one definition) on every profile screen", () => {
    expect(PROFILE_GUARDS).toBe(PROFILE_GUARD_NAMES);
    // SPEC §2: every profile screen has the chain; some add their own guards after it (core's named chains).
    const ownChains: Record<string, readonly string[]> = {
      'redeem-voucher': REDEEM_VOUCHER_GUARD_NAMES,
      'top-up': TOP_UP_GUARD_NAMES,
      invoices: INVOICES_GUARD_NAMES,
      'invoice-detail': INVOICES_GUARD_NAMES,
      receipts: RECEIPTS_GUARD_NAMES,
      'receipt-detail': RECEIPTS_GUARD_NAMES,
      'mobile-billing': BILLING_GUARD_NAMES,
      'pay-bill': BILLING_GUARD_NAMES,
      'product-type-transfer': PRODUCT_TYPE_TRANSFER_GUARD_NAMES,
    };
    for (const route of table.routes.filter((r) => r.layout === 'profile')) {
      expect(route.guards, route.id).toEqual(ownChains[route.id] ?? PROFILE_GUARDS);
    }
    expect(REDEEM_VOUCHER_GUARD_NAMES.slice(0, PROFILE_GUARDS.length)).toEqual(PROFILE_GUARDS);
  });

  it('offers only the profile tabs that have a block, sending /profile to the first', () => {
    expect(table.profileTabs.map((t) => t.id)).toEqual([
      'my-app-home',
      'usage',
      'your-plan',
      'payment-methods',
      'invoices',
      'receipts',
      'payments-history',
      'order-history',
      'shipping-details',
    ]);
    expect(table.path('profile')).toBe('/profile/mobile');
    expect(table.redirects).toEqual(
      expect.arrayContaining([
        { path: '/profile', to: '/profile/mobile', layout: 'profile' },
        { path: '/profile/*', to: '/profile/mobile', layout: 'profile' },
        { path: '/mobile-app-dashboard', to: '/profile/mobile', layout: 'public' },
      ]),
    );
  });

  it('fills path parameters, with the brand defaults when a link names none', () => {
    expect(table.path('plans')).toBe('/plans/prepay');
    expect(table.path('plans', { type: 'payg' })).toBe('/plans/payg');
    expect(table.path('not-found')).toBeNull();
  });

  it('builds the main menu from the table', () => {
    expect(table.menu(noFlag)).toEqual([
      { id: 'home', to: '/' },
      { id: 'plans', to: '/plans/prepay' },
      { id: 'profile', to: '/profile/mobile' },
      { id: 'help', to: '/help' },
    ]);
  });
});

describe('given the real registries (blocks in this build)', () => {
  const table = buildRouteTable(harbourManifest(), hasBlock);

  it('knows every block the route table serves for harbour', () => {
    for (const route of table.routes) expect(hasBlock(route.block)).toBe(true);
    expect(table.has('home')).toBe(true);
    expect(table.has('not-found')).toBe(true);
  });

  it('serves no route whose block is not built yet, and links to it resolve to null', () => {
    expect(table.has('help')).toBe(false);
    expect(table.href('help', undefined, noFlag)).toBeNull();
    expect(table.menu(noFlag).map((m) => m.id)).toEqual(['home', 'plans', 'profile']);
  });

  it('turns a guard result into a path of the table', () => {
    expect(
      guardRedirectPath(
        { ok: false, redirect: 'sign-in', query: { redirect: '/profile/mobile' }, reason: 'not_signed_in' },
        table,
      ),
    ).toBe('/sign-in?redirect=%2Fprofile%2Fmobile');
    expect(
      guardRedirectPath(
        { ok: false, redirect: 'plans', params: { type: 'prepay' }, reason: 'no_sim_type' },
        table,
      ),
    ).toBe('/plans/prepay');
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
    expect(ids).not.toContain('mobile-dashboard');
    expect(ids).not.toContain('usage');
    expect(ids).not.toContain('payment-methods-add');
    expect(ids).not.toContain('payment-methods');
    expect(table.profileHome).toBeNull();
    expect(table.redirects.some((r) => r.path.startsWith('/profile'))).toBe(false);
  });
});

describe('given feature and environment switches', () => {
  it('drops the plans route and every link to it when features.showPlans is false', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, features: { ...m.features, showPlans: false } })),
      all,
    );
    expect(table.has('plans')).toBe(false);
    expect(table.href('plans', undefined, { showPlansStored: true })).toBeNull();
    expect(table.menu(noFlag).map((m) => m.id)).not.toContain('plans');
  });

  it('serves plans for "local" but links to them only with the stored flag (SPEC §6)', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, features: { ...m.features, showPlans: 'local' } })),
      all,
    );
    expect(table.has('plans')).toBe(true);
    expect(table.href('plans', { type: 'prepay' }, noFlag)).toBeNull();
    expect(table.menu(noFlag).map((m) => m.id)).not.toContain('plans');
    expect(table.href('plans', { type: 'prepay' }, { showPlansStored: true })).toBe('/plans/prepay');
    expect(table.menu({ showPlansStored: true }).map((m) => m.id)).toContain('plans');
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
    expect(table.href('terms-path', { termsPath: 'mobile' }, noFlag)).toBe('/terms/mobile');
  });

  it('links About out of the portal when the brand has an outer about link (SPEC §2)', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, outerAboutLink: 'https://harbour.example/about' })),
      all,
    );
    expect(table.menu(noFlag)).toContainEqual({
      id: 'about',
      to: 'https://harbour.example/about',
      external: true,
    });
  });

  it('follows the manifest order of profile tabs and drops tabs it does not list', () => {
    const table = buildRouteTable(
      harbourManifest((m) => ({ ...m, profileTabs: ['personal-data'] })),
      all,
    );
    expect(table.profileTabs).toEqual([]);
    expect(table.has('mobile-dashboard')).toBe(false);
    expect(table.has('profile')).toBe(false);
  });
});
