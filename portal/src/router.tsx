import { applyShowPlansQuery } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { hasBlock } from './block-registry.ts';
import { routeTableFor } from './brand.ts';
import { RouteError } from './errors.tsx';
import { ProfileLayout } from './layouts/ProfileLayout.tsx';
import { PublicLayout, type RouteHandle } from './layouts/PublicLayout.tsx';
import { RouteView } from './RouteView.tsx';
import type { PortalRoute, RouteTable } from './route-table.ts';

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

/**
 * React Router route objects for a manifest (SPEC §2): the public layout holds every screen; the profile
 * layout (guard chain + section links) holds the profile tabs. Each screen has its own error boundary
 * and its block is a lazy chunk.
 */
export function buildRoutes(
  manifest: BrandManifest,
  table: RouteTable = routeTableFor(manifest, hasBlock),
): RouteObject[] {
  const publicChildren: RouteObject[] = [
    ...table.routes.filter((r) => r.layout === 'public').map(toRouteObject),
    ...table.redirects
      .filter((r) => r.layout === 'public')
      .map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
  ];
  const profileChildren: RouteObject[] = [
    ...table.routes.filter((r) => r.layout === 'profile').map(toRouteObject),
    ...table.redirects
      .filter((r) => r.layout === 'profile')
      .map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
  ];
  if (profileChildren.length > 0) {
    publicChildren.push({
      id: 'profile-layout',
      element: <ProfileLayout />,
      errorElement: <RouteError />,
      children: profileChildren,
    });
  }
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
 */
export function createPortalRouter(manifest: BrandManifest, basename = '') {
  const router = createBrowserRouter(buildRoutes(manifest), basename ? { basename } : {});
  router.subscribe((state) => applyShowPlansQuery(state.location.search));
  return router;
}
