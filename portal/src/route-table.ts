import type { BrandManifest } from '@telco-portal/manifest';
import type { MessageDescriptor } from 'react-intl';
import { routeTitles } from './messages.ts';

/**
 * Guard names the portal resolves (core `guards` plus the portal's own `emailUnverified`,
 * `knownTermsPath` and `planType`). Order matters: the first failure wins (core `runGuards`).
 */
export type PortalGuardName =
  | 'signedIn'
  | 'guestOnly'
  | 'hasAccount'
  | 'emailVerified'
  | 'notSuspended'
  | 'hasPaymentMethods'
  | 'hasAddons'
  | 'showPlans'
  | 'suspendedPage'
  | 'nonProductionOnly'
  | 'emailUnverified'
  | 'knownTermsPath'
  | 'planType';

/** SPEC §2 "Profile area" chain (same order as core `profileGuards`). */
export const PROFILE_GUARDS: readonly PortalGuardName[] = [
  'signedIn',
  'hasAccount',
  'emailVerified',
  'notSuspended',
  'hasPaymentMethods',
  'hasAddons',
];

/** One screen of the route table: a block rendered at `path` inside a layout, behind guards. */
export type PortalRoute = {
  id: string;
  path: string;
  block: string;
  layout: 'public' | 'profile';
  guards: readonly PortalGuardName[];
  title: MessageDescriptor;
  /** The block's manifest slice, passed as its `config` prop. */
  config?: unknown;
};

export type PortalRedirect = { path: string; to: string; layout: 'public' | 'profile' };

/** A profile tab that has a block (SPEC §2 "Tabs are restricted by configuration"). */
export type ProfileTabLink = { id: string; path: string; label: MessageDescriptor };

export type RouteTable = {
  routes: PortalRoute[];
  redirects: PortalRedirect[];
  profileTabs: ProfileTabLink[];
  /** First available profile tab path, or null when the profile area has no block. */
  profileHome: string | null;
  has(id: string): boolean;
};

/** Profile tab -> where it lives and which block renders it. Tabs without a block are left out. */
const PROFILE_TAB_BLOCKS: Record<string, { path: string; block: string; title: MessageDescriptor }> = {
  'my-app-home': { path: '/profile/mobile', block: 'mobile-dashboard', title: routeTitles.mobileDashboard },
};

/**
 * The SPEC §2 route table for a manifest. Only routes whose block exists (`hasBlock`) and whose
 * feature/environment switches allow them are present — no placeholder pages. Pure: no React.
 */
export function buildRouteTable(manifest: BrandManifest, hasBlock: (name: string) => boolean): RouteTable {
  const routes: PortalRoute[] = [];
  const redirects: PortalRedirect[] = [];
  const add = (route: PortalRoute) => {
    if (hasBlock(route.block)) routes.push(route);
  };
  const showPlans = manifest.features?.showPlans;

  add({
    id: 'home',
    path: '/',
    block: 'home',
    layout: 'public',
    guards: [],
    title: routeTitles.home,
    config: manifest.home,
  });
  if (showPlans !== false) {
    add({
      id: 'plans',
      path: '/plans/:type',
      block: 'plans',
      layout: 'public',
      guards: ['planType', 'showPlans'],
      title: routeTitles.plans,
    });
  }
  add({
    id: 'sign-in',
    path: '/sign-in',
    block: 'sign-in',
    layout: 'public',
    guards: ['guestOnly'],
    title: routeTitles.signIn,
  });
  add({
    id: 'sign-up',
    path: '/sign-up',
    block: 'sign-up',
    layout: 'public',
    guards: ['guestOnly'],
    title: routeTitles.signUp,
  });
  add({
    id: 'forgot-pass',
    path: '/forgot-pass',
    block: 'forgot-password',
    layout: 'public',
    guards: ['guestOnly'],
    title: routeTitles.forgotPassword,
  });
  add({
    id: 'reset-password',
    path: '/reset-password',
    block: 'reset-password',
    layout: 'public',
    guards: ['guestOnly'],
    title: routeTitles.resetPassword,
  });
  add({
    id: 'email-verify',
    path: '/email-verify',
    block: 'email-verify',
    layout: 'public',
    guards: [],
    title: routeTitles.emailVerify,
  });
  add({
    id: 'email-verify-page',
    path: '/email-verify-page',
    block: 'email-verify-page',
    layout: 'public',
    guards: ['signedIn', 'hasAccount', 'emailUnverified'],
    title: routeTitles.emailVerifyPage,
  });
  add({
    id: 'select-account',
    path: '/select-account',
    block: 'select-account',
    layout: 'public',
    guards: ['signedIn'],
    title: routeTitles.selectAccount,
  });
  add({
    id: 'suspended',
    path: '/suspended',
    block: 'suspended',
    layout: 'public',
    guards: ['signedIn', 'hasAccount', 'suspendedPage'],
    title: routeTitles.suspended,
  });
  add({
    id: 'no-payment-methods',
    path: '/no-payment-methods',
    block: 'no-payment-methods',
    layout: 'public',
    guards: ['signedIn', 'hasAccount'],
    title: routeTitles.noPaymentMethods,
  });
  add({
    id: 'no-plans-page',
    path: '/no-plans-page',
    block: 'no-plans',
    layout: 'public',
    guards: ['signedIn', 'hasAccount'],
    title: routeTitles.noPlans,
  });
  add({
    id: 'terms',
    path: '/terms',
    block: 'terms-page',
    layout: 'public',
    guards: [],
    title: routeTitles.terms,
    config: { kind: 'terms' },
  });
  if (manifest.environment !== 'production') {
    add({
      id: 'terms-path',
      path: '/terms/:termsPath',
      block: 'terms-page',
      layout: 'public',
      guards: ['nonProductionOnly', 'knownTermsPath'],
      title: routeTitles.terms,
      config: { kind: 'terms' },
    });
  }
  add({
    id: 'privacy',
    path: '/privacy',
    block: 'terms-page',
    layout: 'public',
    guards: [],
    title: routeTitles.privacy,
    config: { kind: 'privacy' },
  });

  // Profile area: tabs restricted to those with a block, in manifest order.
  const profileTabs: ProfileTabLink[] = [];
  for (const tab of manifest.profileTabs ?? []) {
    const def = PROFILE_TAB_BLOCKS[tab];
    if (!def || !hasBlock(def.block)) continue;
    routes.push({
      id: `profile-${tab}`,
      path: def.path,
      block: def.block,
      layout: 'profile',
      guards: PROFILE_GUARDS,
      title: def.title,
    });
    profileTabs.push({ id: tab, path: def.path, label: def.title });
    redirects.push({ path: `/profile/${tab}`, to: def.path, layout: 'profile' });
  }
  const hasMobile = routes.some((r) => r.id === 'profile-my-app-home');
  if (hasMobile) {
    redirects.push({ path: '/mobile-app-dashboard', to: '/profile/mobile', layout: 'public' });
    if (hasBlock('usage-histogram')) {
      routes.push({
        id: 'profile-usage',
        path: '/profile/mobile/usage',
        block: 'usage-histogram',
        layout: 'profile',
        guards: PROFILE_GUARDS,
        title: routeTitles.usage,
      });
      profileTabs.push({ id: 'usage', path: '/profile/mobile/usage', label: routeTitles.usage });
    }
  }
  const profileHome = profileTabs[0]?.path ?? null;
  // SPEC §2 profile "balance/payment-methods/add": customers who already have a card add another (those
  // without one add it on /no-payment-methods, outside this guard chain). Not a tab.
  if (profileHome && hasBlock('payment-method-add')) {
    routes.push({
      id: 'profile-payment-methods-add',
      path: '/profile/balance/payment-methods/add',
      block: 'payment-method-add',
      layout: 'profile',
      guards: PROFILE_GUARDS,
      title: routeTitles.addPaymentMethod,
      config: { afterAdd: profileHome },
    });
  }
  if (profileHome) {
    redirects.push({ path: '/profile', to: profileHome, layout: 'profile' });
    redirects.push({ path: '/profile/account', to: profileHome, layout: 'profile' });
    // SPEC §2: "If the requested tab is unavailable, the user goes to the first available tab".
    redirects.push({ path: '/profile/*', to: profileHome, layout: 'profile' });
  }

  add({
    id: 'not-found',
    path: '*',
    block: 'not-found',
    layout: 'public',
    guards: [],
    title: routeTitles.notFound,
  });

  return {
    routes,
    redirects,
    profileTabs,
    profileHome,
    has: (id) => routes.some((r) => r.id === id),
  };
}
