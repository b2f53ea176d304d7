import type { BrandInfo, SessionConfig } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { buildRouteTable, type RouteDef, type RouteTable, routeDefs } from './route-table.ts';

/**
 * What blocks show of the brand, mapped from the manifest (blocks never read the manifest). The logo is
 * served at the site root under its own file name (the generator emits `theme.logo` as `./logo.<ext>`).
 */
export function brandInfo(manifest: BrandManifest): BrandInfo {
  return {
    name: manifest.name,
    logoSrc: `/${manifest.theme.logo.replace(/^\.\//, '')}`,
    // The generator emits theme.logoDark as ./logo-dark.<ext>, only for brands with a dark scheme.
    logoDarkSrc:
      manifest.theme.colorScheme !== 'light' && manifest.theme.logoDark
        ? `/${manifest.theme.logoDark.replace(/^\.\//, '')}`
        : null,
    layout: manifest.theme.layout,
    terms: manifest.terms.map((t) => ({ path: t.path, title: t.title })),
    privacy: { title: manifest.privacy.title },
    aboutUrl: manifest.outerAboutLink ?? null,
    documentsBaseUrl: '',
  };
}

/** The session's slice of the manifest: API client settings and the guard switches (typed, as is). */
export function sessionConfig(manifest: BrandManifest): SessionConfig {
  return {
    spid: manifest.spid,
    apiBaseUrl: manifest.adapters.api.baseUrl,
    environment: manifest.environment,
    features: manifest.features,
  };
}

const tables = new WeakMap<
  BrandManifest,
  Map<(name: string) => boolean, WeakMap<readonly RouteDef[], RouteTable>>
>();

/**
 * `buildRouteTable`, once per manifest, block lookup and route definitions (default: the routes known now,
 * `routeDefs()`; the router and the providers share it).
 */
export function routeTableFor(
  manifest: BrandManifest,
  hasBlock: (name: string) => boolean,
  defs: readonly RouteDef[] = routeDefs(),
): RouteTable {
  let byLookup = tables.get(manifest);
  if (!byLookup) {
    byLookup = new Map();
    tables.set(manifest, byLookup);
  }
  let byDefs = byLookup.get(hasBlock);
  if (!byDefs) {
    byDefs = new WeakMap();
    byLookup.set(hasBlock, byDefs);
  }
  let table = byDefs.get(defs);
  if (!table) {
    table = buildRouteTable(manifest, hasBlock, defs);
    byDefs.set(defs, table);
  }
  return table;
}
