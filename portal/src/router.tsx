import { applyShowPlansQuery } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { hasBlock } from './block-registry.ts';
import { routeTableFor } from './brand.ts';
import { RouteError } from './errors.tsx';
import { EshopLayout, ProfileLayout } from './layouts/ProfileLayout.tsx';
import { PublicLayout, type RouteHandle } from './layouts/PublicLayout.tsx';
import { loadLazyRoutes } from './lazy-routes-loader.ts';
import { RouteView } from './RouteView.tsx';
import {
  LAZY_AREAS,
  type LazyArea,
  lazyAreasOf,
  lazyRoutesRegistered,
  type PortalRedirect,
  type PortalRoute,
  type RouteTable,
} from './route-table.ts';

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    id: route.id,
    path: route.path,
    element: <RouteView route={route} />,
    errorElement: <RouteError />,
    handle,
  };
}

/** The routes and redirects of one layout, as route objects. */
function childrenOf(table: RouteTable, layout: PortalRoute['layout']): RouteObject[] {
  const inLayout = (r: PortalRoute | PortalRedirect) => r.layout === layout;
  return [
    ...table.routes.filter(inLayout).map(toRouteObject),
    ...table.redirects
      .filter(inLayout)
      .map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
  ];
}

/** The e-shop layout's route object (SPEC §2 "E-shop"), holding `children`. */
function eshopLayout(children: RouteObject[]): RouteObject {
  return { id: 'eshop-layout', element: <EshopLayout />, errorElement: <RouteError />, children };
}

/**
 * React Router route objects for a manifest (SPEC §2): the public layout holds every screen; the profile
 * layout (guard chain + section links) holds the profile tabs, the e-shop layout the e-shop's pages. Each screen
 * has its own error boundary and its block is a lazy chunk.
 */
export function buildRoutes(
  manifest: BrandManifest,
  table: RouteTable = routeTableFor(manifest, hasBlock),
): RouteObject[] {
  const publicChildren = childrenOf(table, 'public');
  const profileChildren = childrenOf(table, 'profile');
  if (profileChildren.length > 0) {
    publicChildren.push({
      id: 'profile-layout',
      element: <ProfileLayout />,
      errorElement: <RouteError />,
      children: profileChildren,
    });
  }
  const eshopChildren = childrenOf(table, 'eshop');
  if (eshopChildren.length > 0) publicChildren.push(eshopLayout(eshopChildren));
  return [
    {
      id: 'public-layout',
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: publicChildren,
    },
  ];
}

/**
 * The browser data router of a portal (`createBrowserRouter` over `buildRoutes`) under `basename` (the
 * language prefix of the address, e.g. `/mi`; prerender-routes.ts `localeFromPath`). Every navigation applies
 * `?show-plans=1|0` (the stored show-plans flag, SPEC §6 "local with stored flag").
 *
 * Built from the routes known now (`routeDefs`): `mountPortal` loads the lazy areas of the address first. A
 * later navigation to an address of a lazy area the router does not hold yet (`lazyAreasOf`: the account area, or
 * the e-shop with the account area) loads that area's routes and adds the new ones under the profile and e-shop
 * layouts (react-router's `patchRoutesOnNavigation`) before it matches. `hydrationData` is given (no loaders: empty) because public pages are prerendered: the first render
 * must be the page the server rendered, not a route-discovery fallback.
 */
export function createPortalRouter(manifest: BrandManifest, basename = '') {
  const initial = routeTableFor(manifest, hasBlock);
  // What the router holds: the first table's routes and redirects, then what each patch added.
  const known = new Set<string>(initial.routes.map((r) => r.id));
  const knownRedirects = new Set(initial.redirects.map((r) => r.path));
  const patchedAreas = new Set<LazyArea>(LAZY_AREAS.filter((area) => lazyRoutesRegistered([area])));
  // The first table may hold an e-shop route (sim-purchase) and so the layout, or none (switched off).
  let eshopLayoutAdded = initial.routes.some((r) => r.layout === 'eshop');
  const router = createBrowserRouter(buildRoutes(manifest, initial), {
    ...(basename ? { basename } : {}),
    hydrationData: {},
    async patchRoutesOnNavigation({ path, patch }) {
      const pathname = basename && path.startsWith(basename) ? path.slice(basename.length) || '/' : path;
      const areas = lazyAreasOf(pathname);
      if (areas.every((area) => patchedAreas.has(area))) return;
      await loadLazyRoutes(areas);
      for (const area of areas) patchedAreas.add(area);
      const now = routeTableFor(manifest, hasBlock);
      const added: RouteTable = {
        ...now,
        routes: now.routes.filter((r) => !known.has(r.id)),
        redirects: now.redirects.filter((r) => !knownRedirects.has(r.path)),
      };
      for (const r of added.routes) known.add(r.id);
      for (const r of added.redirects) knownRedirects.add(r.path);
      const profile = childrenOf(added, 'profile').filter((r) => r.id !== undefined);
      if (profile.length > 0) patch('profile-layout', profile);
      const eshop = childrenOf(added, 'eshop');
      if (eshop.length === 0) return;
      if (eshopLayoutAdded) patch('eshop-layout', eshop);
      else {
        eshopLayoutAdded = true;
        patch('public-layout', [eshopLayout(eshop)]);
      }
    },
  });
  router.subscribe((state) => applyShowPlansQuery(state.location.search));
  return router;
}
