/**
 * The route table of the portal (SPEC §2) — every route declared once: id, path, block, layout, guard chain
 * and the switches that serve it. The router (`buildRoutes`), the header menu, the profile section links,
 * the links blocks follow (`useRouteHref`) and the guards' redirect targets are all derived from it, and
 * the generator's `validate` reads it to reject a profile tab without a screen.
 *
 * Pure and React-free: importable in Node (`@telco-portal/portal/route-table`).
 */
import type { HeaderMenuItem, HeaderNavId } from '@telco-portal/blocks/blocks/header/menu.ts';
import { type GuardName, PROFILE_GUARD_NAMES, showPlansEnabled } from '@telco-portal/core';
import type { BrandManifest, ProfileTab } from '@telco-portal/manifest';
import type { MessageDescriptor } from 'react-intl';
import type { AccountRouteId } from './account-routes.ts';
import type { EshopRouteId } from './eshop-routes.ts';
import { routeTitles } from './route-titles.ts';

/** Guard names a route may list: core's guards plus the portal's own, which read the manifest. */
export type PortalGuardName = GuardName | 'knownTermsPath' | 'planType';

/** SPEC §2 "Profile area" chain, by name — core's `PROFILE_GUARD_NAMES` (one definition). */
export const PROFILE_GUARDS: readonly PortalGuardName[] = PROFILE_GUARD_NAMES;

/** Runtime state links depend on (not switches): this browser's stored show-plans flag (SPEC §6). */
export type LinkState = { showPlansStored: boolean };

/** One route's declaration (SPEC §2). `PUBLIC_ROUTES` here, `ACCOUNT_ROUTES` in account-routes.ts. */
export type RouteDef = {
  readonly id: string;
  readonly path: string;
  /** Block name in the registries; a route whose block is not in this build is not served. */
  readonly block: string;
  /**
   * Default: the public layout. `profile`: the profile area (its guard chain and section links); `eshop`: the
   * e-shop's pages (ESHOP_PATH_PREFIX), which render once their lazy areas are registered (EshopLayout).
   */
  readonly layout?: 'profile' | 'eshop';
  /** Default: none. */
  readonly guards?: readonly PortalGuardName[];
  readonly title: MessageDescriptor;
  /** Served only when the manifest allows it (feature / environment switches). Default: always. */
  readonly when?: (m: BrandManifest) => boolean;
  /** Linked to (menu, blocks' links) only while this holds for the visitor. Default: whenever served. */
  readonly linkWhen?: (m: BrandManifest, state: LinkState) => boolean;
  /** The manifest slice passed to the block as its `config` prop. */
  readonly config?: (m: BrandManifest) => unknown;
  /** Path parameters a link gets when it names none (e.g. the brand's featured plan type). */
  readonly params?: (m: BrandManifest) => Readonly<Record<string, string>>;
  /**
   * Every parameter set the route has for this brand (e.g. each plan type it sells), so `build` can prerender
   * each page of a parameterised route (prerender.ts). Default: the route has no parameters.
   */
  readonly paramSets?: (m: BrandManifest) => ReadonlyArray<Readonly<Record<string, string>>>;
  /** Profile routes: served only when this route is served too (a section under a tab). */
  readonly under?: string;
  /** Shown as a profile section link after its parent tab. */
  readonly sectionLink?: boolean;
  /** Served only when the profile area has at least one tab. */
  readonly needsProfile?: boolean;
  /** Old addresses that redirect here (a function: they depend on the manifest, e.g. its environment). */
  readonly aliases?: readonly string[] | ((m: BrandManifest) => readonly string[]);
};

/**
 * Every public route of SPEC §2 and the profile tabs: what the first page needs to know (links, the header menu,
 * guards' redirect targets, the router's first match). The rest of the account area is `ACCOUNT_ROUTES`
 * (account-routes.ts) and the e-shop's `ESHOP_ROUTES` (eshop-routes.ts), added by `registerLazyRoutes`. A route whose block is not in this build yet (help) is
 * declared so links to it resolve to null instead of a dead page; the issue that builds the block only adds it
 * to the registry. SPEC §2 "about (only when no outer about link is configured)": no about block yet; the
 * brand's outer about link is a main-menu entry (`MAIN_MENU`).
 */
export const PUBLIC_ROUTES = [
  {
    id: 'home',
    path: '/',
    block: 'home',
    title: routeTitles.home,
    config: (m) => m.home,
  },
  {
    id: 'plans',
    path: '/plans/:type',
    block: 'plans',
    guards: ['planType', 'showPlans'],
    title: routeTitles.plans,
    config: (m) => m.plans,
    // SPEC §6 show plans: false = not served; "local" = served, linked only with the stored flag.
    when: (m) => m.features.showPlans !== false,
    linkWhen: (m, state) =>
      showPlansEnabled({ features: m.features, showPlansStored: state.showPlansStored }),
    params: (m) => ({ type: m.home.plansType }),
    paramSets: (m) => m.plans.types.map((type) => ({ type })),
  },
  {
    id: 'sign-in',
    path: '/sign-in',
    block: 'sign-in',
    guards: ['guestOnly'],
    title: routeTitles.signIn,
  },
  {
    id: 'sign-up',
    path: '/sign-up',
    block: 'sign-up',
    guards: ['guestOnly'],
    title: routeTitles.signUp,
    config: (m) => m.signUp,
  },
  {
    id: 'forgot-pass',
    path: '/forgot-pass',
    block: 'forgot-password',
    guards: ['guestOnly'],
    title: routeTitles.forgotPassword,
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    block: 'reset-password',
    guards: ['guestOnly'],
    title: routeTitles.resetPassword,
  },
  {
    id: 'email-verify',
    path: '/email-verify',
    block: 'email-verify',
    title: routeTitles.emailVerify,
  },
  {
    id: 'email-verify-page',
    path: '/email-verify-page',
    block: 'email-verify-page',
    guards: ['signedIn', 'hasAccount', 'emailUnverified'],
    title: routeTitles.emailVerifyPage,
  },
  {
    id: 'select-account',
    path: '/select-account',
    block: 'select-account',
    guards: ['signedIn'],
    title: routeTitles.selectAccount,
    config: (m) => m.selectAccount,
  },
  {
    id: 'suspended',
    path: '/suspended',
    block: 'suspended',
    guards: ['signedIn', 'hasAccount', 'suspendedPage'],
    title: routeTitles.suspended,
  },
  {
    id: 'no-payment-methods',
    path: '/no-payment-methods',
    block: 'no-payment-methods',
    guards: ['signedIn', 'hasAccount', 'noPaymentMethodsPage'],
    title: routeTitles.noPaymentMethods,
  },
  {
    id: 'no-plans-page',
    path: '/no-plans-page',
    block: 'no-plans',
    guards: ['signedIn', 'hasAccount', 'noPlansPage'],
    title: routeTitles.noPlans,
  },
  {
    id: 'terms',
    path: '/terms',
    block: 'terms-page',
    title: routeTitles.terms,
  },
  {
    id: 'terms-path',
    path: '/terms/:termsPath',
    block: 'terms-page',
    guards: ['nonProductionOnly', 'knownTermsPath'],
    title: routeTitles.terms,
    // SPEC §2 "terms/{terms_path} (non-production only)".
    when: (m) => m.environment !== 'production',
    params: (m) => ({ termsPath: m.terms[0]?.path ?? '' }),
    paramSets: (m) => m.terms.map((t) => ({ termsPath: t.path })),
  },
  {
    id: 'privacy',
    path: '/privacy',
    block: 'privacy-page',
    title: routeTitles.privacy,
  },
  {
    // SPEC §2 "SIM pages": the e-shop's first page, where every plan card's call to action leads (issue 11), so
    // it is known to the first page's links; the rest of the e-shop is ESHOP_ROUTES (eshop-routes.ts, lazy).
    id: 'sim-purchase',
    path: '/eshop/sim-purchase',
    block: 'sim-purchase',
    layout: 'eshop',
    // SPEC §2 "SIM purchasing allowed"; "SIM type chosen" is the block's own rule (SimPurchase: a first-page
    // guard would cost the home route; the later SIM pages name area guard simTypeChosen).
    guards: ['simPurchasing'],
    title: routeTitles.simPurchase,
    when: (m) => m.features.simPurchasing,
  },
  {
    // SPEC §2 help centre: its block is not in this build yet.
    id: 'help',
    path: '/help',
    block: 'help',
    title: routeTitles.help,
  },
  {
    id: 'mobile-dashboard',
    path: '/profile/mobile',
    block: 'mobile-dashboard',
    layout: 'profile',
    guards: PROFILE_GUARDS,
    title: routeTitles.mobileDashboard,
    aliases: ['/mobile-app-dashboard'],
  },
  {
    id: 'not-found',
    path: '*',
    block: 'not-found',
    title: routeTitles.notFound,
  },
] as const satisfies readonly RouteDef[];

/** Every account route's path starts with this (account-routes.ts; a unit test holds them to it). */
export const ACCOUNT_PATH_PREFIX = '/profile/';

/** Every e-shop route's path is this or starts with it and `/` (eshop-routes.ts; a unit test holds them to it). */
export const ESHOP_PATH_PREFIX = '/eshop';

/**
 * The lazily loaded route areas, one chunk each: the account area (account-routes.ts `ACCOUNT_ROUTES`, with the
 * area guards they name) and the e-shop (eshop-routes.ts `ESHOP_ROUTES`). An account page never carries the
 * e-shop's definitions (issue 7: a new e-shop page costs no account page a byte).
 */
export const LAZY_AREAS = ['account', 'eshop'] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];

/**
 * The lazy areas whose routes `pathname` (without the language prefix) may be, to register before the router
 * matches it: `ACCOUNT_PATH_PREFIX` → the account area; `ESHOP_PATH_PREFIX` (or under it) → the e-shop and the
 * account area (its pages link to account pages: sim-purchase to the mobile dashboard, checkout's thanks page to
 * orders); any other address → none.
 */
export function lazyAreasOf(pathname: string): readonly LazyArea[] {
  if (pathname.startsWith(ACCOUNT_PATH_PREFIX)) return ['account'];
  if (pathname === ESHOP_PATH_PREFIX || pathname.startsWith(`${ESHOP_PATH_PREFIX}/`))
    return ['account', 'eshop'];
  return [];
}

/** Whether `pathname` may be a route of a lazy area (`lazyAreasOf` names one). */
export function isLazyAreaPath(pathname: string): boolean {
  return lazyAreasOf(pathname).length > 0;
}

const lazyRoutes: Record<LazyArea, readonly RouteDef[]> = { account: [], eshop: [] };
let allRoutes: readonly RouteDef[] = PUBLIC_ROUTES;
const listeners = new Set<() => void>();

/**
 * Adds one lazy area's route definitions (`ACCOUNT_ROUTES` or `ESHOP_ROUTES`) to the routes every table is built
 * from (`routeDefs`), and tells `subscribeRouteDefs` listeners (the portal's providers and router). Idempotent.
 */
export function registerLazyRoutes(area: LazyArea, defs: readonly RouteDef[]): void {
  if (defs === lazyRoutes[area]) return;
  lazyRoutes[area] = defs;
  const notFound = (d: RouteDef) => d.path === '*';
  allRoutes = [
    ...PUBLIC_ROUTES.filter((d) => !notFound(d)),
    ...lazyRoutes.account,
    ...lazyRoutes.eshop,
    ...PUBLIC_ROUTES.filter(notFound),
  ];
  for (const listener of listeners) listener();
}

/** Whether every area of `areas` has its routes registered. */
export function lazyRoutesRegistered(areas: readonly LazyArea[]): boolean {
  return areas.every((area) => lazyRoutes[area].length > 0);
}

/** The route definitions known now: `PUBLIC_ROUTES`, plus each lazy area's once registered (not-found last). */
export function routeDefs(): readonly RouteDef[] {
  return allRoutes;
}

/** Calls `listener` whenever `routeDefs()` changes; returns the unsubscribe function. */
export function subscribeRouteDefs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Route ids: every id of `PUBLIC_ROUTES` and `ACCOUNT_ROUTES`, plus `profile` — the account area, i.e. the first
 * profile tab the brand lists (`/profile` redirects there).
 */
export type RouteId = (typeof PUBLIC_ROUTES)[number]['id'] | AccountRouteId | EshopRouteId | 'profile';

/**
 * Which route renders each profile tab of the manifest (SPEC §2 profile tabs); null: no screen in this
 * build yet (validate rejects a brand that lists it). Exhaustive over the manifest's tab enum.
 */
export const PROFILE_TAB_ROUTES: Readonly<Record<ProfileTab, RouteId | null>> = {
  'my-app-home': 'mobile-dashboard',
  'personal-data': null,
  plans: null,
  ufb: null,
  power: null,
  bonuses: null,
  'my-orders': null,
};

/**
 * The main menu, in order: each entry is the route of the same id (`profile` = the account area), shown
 * when linked for this visitor; `about` is the brand's outer about link (manifest `outerAboutLink`).
 */
export const MAIN_MENU = [
  'home',
  'plans',
  'profile',
  'help',
  'about',
] as const satisfies readonly HeaderNavId[];

/** One served route: a block rendered at `path` inside a layout, behind guards. */
export type PortalRoute = {
  id: RouteId;
  path: string;
  block: string;
  layout: 'public' | 'profile' | 'eshop';
  guards: readonly PortalGuardName[];
  title: MessageDescriptor;
  /** The block's manifest slice, passed as its `config` prop. */
  config?: unknown;
  /** Every parameter set of a parameterised path for this brand (`RouteDef.paramSets`); absent: none. */
  paramSets?: ReadonlyArray<Readonly<Record<string, string>>>;
};

export type PortalRedirect = { path: string; to: string; layout: PortalRoute['layout'] };

/** A profile section link: a tab the brand lists that has a screen, or a section under one. */
export type ProfileTabLink = { id: string; path: string; label: MessageDescriptor };

export type RouteTable = {
  /** Served routes, public and profile. */
  routes: PortalRoute[];
  redirects: PortalRedirect[];
  profileTabs: ProfileTabLink[];
  /** First profile tab's path, or null when the profile area has no screen. */
  profileHome: string | null;
  /** Whether a route is served. */
  has(id: RouteId): boolean;
  /**
   * Path of a served route with its parameters (missing ones from the route's defaults), or null when the
   * route is not served. Guards redirect through this: they are not gated by link state.
   */
  path(id: RouteId, params?: Readonly<Record<string, string>>): string | null;
  /** Like `path`, but null while the route is switched off for this visitor (e.g. plans with "local"). */
  href(id: RouteId, params: Readonly<Record<string, string>> | undefined, state: LinkState): string | null;
  /** The header's main menu for this visitor (the header hides `profile` from guests). */
  menu(state: LinkState): HeaderMenuItem[];
};

function fill(pattern: string, params: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

/**
 * The route table of a manifest over `defs` (default: the routes known now, `routeDefs()`). Only routes whose
 * block exists (`hasBlock`) and whose switches allow them are served — no placeholder pages. Pure: no React.
 */
export function buildRouteTable(
  manifest: BrandManifest,
  hasBlock: (name: string) => boolean,
  defs: readonly RouteDef[] = routeDefs(),
): RouteTable {
  const byId = new Map(defs.map((d) => [d.id, d]));
  const servedIds = new Set<string>();
  const isServedAlone = (d: RouteDef) => hasBlock(d.block) && (d.when?.(manifest) ?? true);

  // Profile tabs, in the brand's order, that have a screen.
  const profileTabs: ProfileTabLink[] = [];
  const redirects: PortalRedirect[] = [];
  const tabRoutes: RouteDef[] = [];
  for (const tab of manifest.profileTabs) {
    const id = PROFILE_TAB_ROUTES[tab];
    const def = id ? byId.get(id) : undefined;
    if (!def || !isServedAlone(def)) continue;
    tabRoutes.push(def);
    servedIds.add(def.id);
    profileTabs.push({ id: tab, path: def.path, label: def.title });
    redirects.push({ path: `/profile/${tab}`, to: def.path, layout: 'profile' });
    for (const child of defs) {
      if (child.under === def.id && isServedAlone(child)) {
        servedIds.add(child.id);
        if (child.sectionLink) profileTabs.push({ id: child.id, path: child.path, label: child.title });
      }
    }
  }
  const profileHome = tabRoutes[0]?.path ?? null;

  const routes: PortalRoute[] = [];
  for (const d of defs) {
    const tabbed = Object.values(PROFILE_TAB_ROUTES).includes(d.id as RouteId) || d.under !== undefined;
    if (tabbed ? !servedIds.has(d.id) : !isServedAlone(d) || (d.needsProfile && !profileHome)) continue;
    servedIds.add(d.id);
    routes.push({
      id: d.id as RouteId,
      path: d.path,
      block: d.block,
      layout: d.layout ?? 'public',
      guards: d.guards ?? [],
      title: d.title,
      ...(d.config ? { config: d.config(manifest) } : {}),
      ...(d.paramSets ? { paramSets: d.paramSets(manifest) } : {}),
    });
    const aliases = typeof d.aliases === 'function' ? d.aliases(manifest) : (d.aliases ?? []);
    // An e-shop route's old addresses redirect inside the e-shop layout, which the router adds with its routes.
    const layout = d.layout === 'eshop' ? 'eshop' : 'public';
    for (const alias of aliases) redirects.push({ path: alias, to: d.path, layout });
  }
  if (profileHome) {
    redirects.push({ path: '/profile', to: profileHome, layout: 'profile' });
    redirects.push({ path: '/profile/account', to: profileHome, layout: 'profile' });
    // SPEC §2: "If the requested tab is unavailable, the user goes to the first available tab".
    redirects.push({ path: '/profile/*', to: profileHome, layout: 'profile' });
  }

  const path = (id: RouteId, params: Readonly<Record<string, string>> = {}): string | null => {
    if (id === 'profile') return profileHome;
    const d = byId.get(id);
    if (!d || !servedIds.has(id) || d.path === '*') return null;
    return fill(d.path, { ...d.params?.(manifest), ...params });
  };
  const href = (
    id: RouteId,
    params: Readonly<Record<string, string>> | undefined,
    state: LinkState,
  ): string | null => {
    const d = byId.get(id);
    if (d?.linkWhen && !d.linkWhen(manifest, state)) return null;
    return path(id, params);
  };
  const menu = (state: LinkState): HeaderMenuItem[] =>
    MAIN_MENU.flatMap((id): HeaderMenuItem[] => {
      if (id === 'about')
        return manifest.outerAboutLink ? [{ id, to: manifest.outerAboutLink, external: true }] : [];
      const to = href(id as Exclude<typeof id, 'about'>, undefined, state);
      return to ? [{ id, to }] : [];
    });

  return {
    routes,
    redirects,
    profileTabs,
    profileHome,
    has: (id) => (id === 'profile' ? profileHome !== null : servedIds.has(id)),
    path,
    href,
    menu,
  };
}
