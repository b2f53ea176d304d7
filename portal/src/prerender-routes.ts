/**
 * Which pages `telco-portal build` prerenders, and the language URL scheme they are served at (issue 7
 * "prerendered public routes"). Pure and React-free: importable in Node (`@telco-portal/portal/route-table`
 * re-exports it for the generator).
 *
 * URL scheme: the brand's default language lives at the bare path (`/plans/prepay`); each other language
 * under its two-letter prefix (`/mi/plans/prepay` for mi-NZ; `/en/...` for English when a brand's default
 * is mi-NZ). A prefix is a real folder, so any static host serves `mi/plans/prepay/index.html` as is.
 */
import { type GuardState, guestGuardState } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import { evaluateGuards } from './guards.ts';
import type { RouteId, RouteTable } from './route-table.ts';

/** Portal languages (SPEC §9). */
export type PageLocale = 'en' | 'mi-NZ';

type Languages = Pick<BrandManifest, 'languages'>;

function languagesOf(manifest: Languages): { default: PageLocale; available: PageLocale[] } {
  const available = (manifest.languages?.available ?? ['en']) as PageLocale[];
  const fallback = (manifest.languages?.default ?? 'en') as PageLocale;
  return { default: available.includes(fallback) ? fallback : 'en', available };
}

/** A path without its trailing slash (`/mi/` → `/mi`; `/` stays): the same page either way. */
export function samePage(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(a) === strip(b);
}

/** The URL prefix of a language: '' for the brand's default, else `/` + its language subtag (`/mi`). */
export function localePrefix(manifest: Languages, locale: PageLocale): string {
  return locale === languagesOf(manifest).default ? '' : `/${locale.split('-')[0]}`;
}

/**
 * The language a path is in and the router basename that strips it: `/mi/plans/prepay` → mi-NZ, `/mi`;
 * an unprefixed path (or a prefix the brand does not offer) → the default language, basename ''.
 */
export function localeFromPath(
  manifest: Languages,
  pathname: string,
): { locale: PageLocale; basename: string; prefixed: boolean } {
  const { default: fallback, available } = languagesOf(manifest);
  for (const locale of available) {
    const prefix = localePrefix(manifest, locale);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, basename: prefix, prefixed: true };
    }
  }
  return { locale: fallback, basename: '', prefixed: false };
}

/**
 * `pathname` (with or without a language prefix) moved to `locale`'s URL: `('/mi/plans/prepay', 'en')` →
 * `/plans/prepay`, `('/', 'mi-NZ')` → `/mi`.
 */
export function pathInLocale(manifest: Languages, pathname: string, locale: PageLocale): string {
  const { basename } = localeFromPath(manifest, pathname);
  const bare = pathname.slice(basename.length) || '/';
  const prefix = localePrefix(manifest, locale);
  // The home page of a prefixed language is `/mi` (what the router's links under basename `/mi` point at).
  return prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare;
}

/** What the guard chain sees for a first-time guest: signed out, nothing stored in the browser. */
export function guestState(manifest: Pick<BrandManifest, 'environment' | 'features'>): GuardState {
  return guestGuardState(manifest.environment, manifest.features);
}

/** One page to prerender: a served route at one concrete path (parameters filled), no language prefix. */
export type PrerenderRoute = { id: RouteId; path: string };

/**
 * Guest routes that are not prerendered: the reset-password page, whose state depends on the code in its address
 * (a build cannot know it); the thanks page, which shows the purchased summary of this browser's local storage
 * (SPEC §2 "thanks (only after a purchase)"). The other form pages are prerendered with their controls disabled until hydration
 * (blocks' `FormControls`: before it, Enter would submit the form the browser's way, a GET with the password in
 * the address — seen in e2e as `/sign-in?email=…&password=…`).
 */
export const CLIENT_RENDERED_ROUTES: ReadonlySet<RouteId> = new Set(['reset-password', 'thanks']);

/**
 * The guest-visible routes of a brand: every served route of the public layout (the profile area is
 * never a guest's) whose guard chain lets a first-time guest in (`guestState`), once per parameter set
 * (`paramSets`: each plan type the brand sells…), except `CLIENT_RENDERED_ROUTES`. The catch-all not-found route
 * has no path of its own.
 * Derived from the route table, never listed by hand.
 */
export function prerenderRoutes(manifest: BrandManifest, table: RouteTable): PrerenderRoute[] {
  const state = guestState(manifest);
  const out: PrerenderRoute[] = [];
  for (const route of table.routes) {
    if (route.layout !== 'public' || route.path.includes('*') || CLIENT_RENDERED_ROUTES.has(route.id))
      continue;
    const sets = route.path.includes(':') ? (route.paramSets ?? []) : [{}];
    for (const params of sets) {
      const path = table.path(route.id, params);
      if (!path) continue;
      const result = evaluateGuards(route.guards, state, path, { manifest, params: { ...params } });
      if (result.ok) out.push({ id: route.id, path });
    }
  }
  return out;
}

/** One HTML file of the build: a guest-visible route in one language. */
export type PrerenderPage = PrerenderRoute & {
  locale: PageLocale;
  /** Its address: the language prefix + the route's path (`/mi/plans/prepay`). */
  url: string;
  /** Where it is written, relative to the build folder (`mi/plans/prepay/index.html`). */
  file: string;
  /** The same page in every language the brand offers (hreflang alternates), the default first. */
  alternates: Array<{ locale: PageLocale; url: string }>;
};

/** `prerenderRoutes` × every language the brand offers (its default language first). */
export function prerenderPages(manifest: BrandManifest, table: RouteTable): PrerenderPage[] {
  const { default: fallback, available } = languagesOf(manifest);
  const locales = [fallback, ...available.filter((l) => l !== fallback)];
  const routes = prerenderRoutes(manifest, table);
  return routes.flatMap((route) => {
    const alternates = locales.map((locale) => ({ locale, url: pathInLocale(manifest, route.path, locale) }));
    return alternates.map(({ locale, url }) => ({
      ...route,
      locale,
      url,
      file: `${url.replace(/^\//, '').replace(/\/?$/, '/')}index.html`.replace(/^\//, ''),
      alternates,
    }));
  });
}
