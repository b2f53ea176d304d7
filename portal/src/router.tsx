import { applyShowPlansQuery } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadAccountRoutes } from './account-routes-loader.ts';
import { hasBlock } from './block-registry.ts';
import { routeTableFor } from './brand.ts';
import { RouteError } from './errors.tsx';
import { ProfileLayout } from './layouts/ProfileLayout.tsx';
import { PublicLayout, type RouteHandle } from './layouts/PublicLayout.tsx';
import { RouteView } from './RouteView.tsx';
import { accountRoutesRegistered, isAccountPath, type PortalRoute, type RouteTable } from './route-table.ts';

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
 *
 * Built from the routes known now (`routeDefs`): `mountPortal` loads the account area's routes first when the
 * address is one of theirs. A later navigation to an account address (`isAccountPath`) that the router does not
 * know yet loads them and adds them under the profile layout (react-router's `patchRoutesOnNavigation`) before it
 * matches. `hydrationData` is given (no loaders: empty) because public pages are prerendered: the first render
 * must be the page the server rendered, not a route-discovery fallback.
 */
export function createPortalRouter(manifest: BrandManifest, basename = '') {
  const initial = routeTableFor(manifest, hasBlock);
  let patched = accountRoutesRegistered();
  const router = createBrowserRouter(buildRoutes(manifest, initial), {
    ...(basename ? { basename } : {}),
    hydrationData: {},
    async patchRoutesOnNavigation({ path, patch }) {
      const pathname = basename && path.startsWith(basename) ? path.slice(basename.length) || '/' : path;
      if (patched || !isAccountPath(pathname)) return;
      await loadAccountRoutes();
      if (patched) return;
      patched = true;
      const known = new Set(initial.routes.map((r) => r.id));
      const added = routeTableFor(manifest, hasBlock).routes.filter(
        (r) => r.layout === 'profile' && !known.has(r.id),
      );
      if (added.length > 0) patch('profile-layout', added.map(toRouteObject));
    },
  });
  router.subscribe((state) => applyShowPlansQuery(state.location.search));
  return router;
}
