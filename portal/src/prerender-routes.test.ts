import { describe, expect, it } from 'vitest';
import { hasBlock } from './block-registry.ts';
import {
  localeFromPath,
  localePrefix,
  pathInLocale,
  prerenderPages,
  prerenderRoutes,
} from './prerender-routes.ts';
import { buildRouteTable, PROFILE_GUARDS } from './route-table.ts';
import { harbourManifest } from './test/manifest.ts';

const harbour = harbourManifest();
const table = buildRouteTable(harbour, hasBlock);

describe('prerenderRoutes (issue 7: guest-visible routes, from the route table)', () => {
  it('prerenders exactly the public routes a guest may enter, each plan type the brand sells', () => {
    const ids = prerenderRoutes(harbour, table).map((r) => r.path);
    expect(ids).toEqual(
      expect.arrayContaining(['/', ...harbour.plans.types.map((t) => `/plans/${t}`), '/terms', '/privacy']),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prerenders the sign-in, sign-up and forgot-password pages, not the reset page (CLIENT_RENDERED_ROUTES)', () => {
    const paths = prerenderRoutes(harbour, table).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/sign-in', '/sign-up', '/forgot-pass']));
    expect(paths).not.toContain('/reset-password');
  });

  it('does not prerender the thanks page: it shows the purchased summary of local storage (SPEC §2)', () => {
    expect(table.path('thanks')).toBe('/eshop/thanks');
    expect(prerenderRoutes(harbour, table).map((r) => r.id)).not.toContain('thanks');
  });

  it('never prerenders a route whose guards need a signed-in visitor, nor the profile area', () => {
    const prerendered = new Set(prerenderRoutes(harbour, table).map((r) => r.id));
    for (const route of table.routes) {
      if (
        route.layout === 'profile' ||
        route.guards.some((g) => g === 'signedIn' || PROFILE_GUARDS.includes(g))
      )
        expect(prerendered.has(route.id), route.id).toBe(false);
    }
    for (const id of ['mobile-dashboard', 'usage', 'select-account', 'suspended', 'email-verify-page'])
      expect(prerendered.has(id as never), id).toBe(false);
    expect(prerendered.has('not-found')).toBe(false);
  });

  it('follows the switches: plans only stored-flag visible ("local") are not a guest page', () => {
    const local = harbourManifest((m) => ({ ...m, features: { ...m.features, showPlans: 'local' } }));
    const paths = prerenderRoutes(local, buildRouteTable(local, hasBlock)).map((r) => r.path);
    expect(paths.some((p) => p.startsWith('/plans/'))).toBe(false);
    expect(paths).toContain('/');
  });

  it('prerenders terms/{path} only where the route is served (non-production) and for known paths', () => {
    const prod = harbourManifest((m) => ({ ...m, environment: 'production' }));
    const prodPaths = prerenderRoutes(prod, buildRouteTable(prod, hasBlock)).map((r) => r.path);
    expect(prodPaths.filter((p) => p.startsWith('/terms/'))).toEqual([]);
    const dev = harbourManifest((m) => ({ ...m, environment: 'development' }));
    const devPaths = prerenderRoutes(dev, buildRouteTable(dev, hasBlock)).map((r) => r.path);
    expect(devPaths.filter((p) => p.startsWith('/terms/'))).toEqual(
      dev.terms.map((t) => `/terms/${encodeURIComponent(t.path)}`),
    );
  });
});

describe('prerenderPages: every guest route in every language', () => {
  it('writes each route once per language, the default language at the bare path', () => {
    const pages = prerenderPages(harbour, table);
    const routes = prerenderRoutes(harbour, table);
    expect(pages).toHaveLength(routes.length * 2);
    expect(pages.find((p) => p.url === '/')).toMatchObject({ locale: 'en', file: 'index.html' });
    expect(pages.find((p) => p.url === '/mi')).toMatchObject({ locale: 'mi-NZ', file: 'mi/index.html' });
    expect(pages.find((p) => p.url === '/mi/plans/prepay')).toMatchObject({
      locale: 'mi-NZ',
      file: 'mi/plans/prepay/index.html',
      alternates: [
        { locale: 'en', url: '/plans/prepay' },
        { locale: 'mi-NZ', url: '/mi/plans/prepay' },
      ],
    });
  });

  it('a brand whose default is te reo Māori has it at the bare path and English under /en', () => {
    const mi = harbourManifest((m) => ({
      ...m,
      languages: { default: 'mi-NZ', available: ['mi-NZ', 'en'] },
    }));
    const pages = prerenderPages(mi, buildRouteTable(mi, hasBlock));
    expect(pages.find((p) => p.url === '/privacy')?.locale).toBe('mi-NZ');
    expect(pages.find((p) => p.url === '/en/privacy')?.locale).toBe('en');
  });

  it('an English-only brand gets one file per route', () => {
    const en = harbourManifest((m) => ({ ...m, languages: { default: 'en', available: ['en'] } }));
    const t = buildRouteTable(en, hasBlock);
    expect(prerenderPages(en, t)).toHaveLength(prerenderRoutes(en, t).length);
  });
});

describe('language URL scheme', () => {
  it('maps prefixes to languages and back', () => {
    expect(localePrefix(harbour, 'en')).toBe('');
    expect(localePrefix(harbour, 'mi-NZ')).toBe('/mi');
    expect(localeFromPath(harbour, '/mi/plans/prepay')).toEqual({
      locale: 'mi-NZ',
      basename: '/mi',
      prefixed: true,
    });
    expect(localeFromPath(harbour, '/mi')).toMatchObject({ locale: 'mi-NZ', basename: '/mi' });
    expect(localeFromPath(harbour, '/mission')).toEqual({ locale: 'en', basename: '', prefixed: false });
    expect(pathInLocale(harbour, '/mi/plans/prepay', 'en')).toBe('/plans/prepay');
    expect(pathInLocale(harbour, '/sign-in', 'mi-NZ')).toBe('/mi/sign-in');
    expect(pathInLocale(harbour, '/', 'mi-NZ')).toBe('/mi');
    expect(pathInLocale(harbour, '/mi/', 'en')).toBe('/');
  });
});
