/**
 * The switch matrix (issue 6): for every switch and setting of the manifest's SETTINGS table
 * (packages/manifest/src/settings.ts), a portal built from the harbour manifest with each of the row's
 * values differs from the others EXACTLY in what the row says each value offers — routes, blocks, menu
 * items, links, profile tabs, footer links, guard decisions, layout — and reserved rows change nothing.
 * A new screen behind a switch adds its offers to that switch's row (README "Switches").
 */
import { cartApiOf } from '@telco-portal/blocks';
import { type GuardState, PROFILE_GUARD_NAMES } from '@telco-portal/core';
import {
  type BrandManifest,
  type PortalOffer,
  SETTING_ROWS,
  type SettingRow,
  validateManifest,
} from '@telco-portal/manifest/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import harbour from '../../brands/harbour/brand.json';
import { ROUTES } from './all-routes.ts';
import { hasBlock } from './block-registry.ts';
import { brandInfo } from './brand.ts';
import { evaluateGuards } from './guards.ts';
import { buildRouteTable, type LinkState, type PortalGuardName, type RouteId } from './route-table.ts';

const ROUTE_IDS: RouteId[] = [...ROUTES.map((r) => r.id), 'profile'];

/**
 * The matrix's probe visitor: signed in with one prepay account, cards and add-ons, e-mail NOT verified
 * (so the e-mail switches show), in the manifest's environment with its switches.
 */
function probe(manifest: BrandManifest, state: LinkState): GuardState {
  return {
    signedIn: true,
    hasAccount: true,
    emailVerified: false,
    suspended: false,
    hasPaymentCards: true,
    hasParentBillingRoutes: false,
    hasAddons: true,
    accountTypeActivated: true,
    accountType: 'prepay',
    environment: manifest.environment,
    features: manifest.features,
    showPlansStored: state.showPlansStored,
  };
}

/** Everything a built portal offers (see `PortalOffer`), with the blocks of this build. */
export function portalOffers(
  manifest: BrandManifest,
  state: LinkState = { showPlansStored: false },
): Set<string> {
  const table = buildRouteTable(manifest, hasBlock);
  const brand = brandInfo(manifest);
  const out = new Set<string>();
  for (const route of table.routes) {
    out.add(`route:${route.id}`);
    out.add(`block:${route.block}`);
  }
  for (const item of table.menu(state)) out.add(`menu:${item.id}`);
  for (const id of ROUTE_IDS) if (table.href(id, undefined, state)) out.add(`link:${id}`);
  for (const tab of table.profileTabs) out.add(`tab:${tab.id}`);
  if (brand.aboutUrl) out.add('footer:about');
  out.add(`layout:${brand.layout}`);
  const used = new Set<PortalGuardName>(table.routes.flatMap((r) => r.guards));
  if (table.profileHome) for (const g of PROFILE_GUARD_NAMES) used.add(g);
  const params = { type: manifest.home.plansType, termsPath: manifest.terms[0]?.path ?? '' };
  for (const name of used) {
    if (evaluateGuards([name], probe(manifest, state), '/probe', { manifest, params }).ok)
      out.add(`guard:${name}`);
  }
  return out;
}

/**
 * `portalOffers` and the contract routes the e-shop's cart calls (`api:<route name>`), through the same choice the
 * blocks make at run time (blocks eshop/cart.ts `cartApiOf`: cart v2, or v1's own chunk).
 */
export async function allOffers(manifest: BrandManifest): Promise<Set<string>> {
  const out = portalOffers(manifest);
  for (const name of (await cartApiOf(manifest.features)).routes) out.add(`api:${name}`);
  return out;
}

/** harbour's brand.json with `path` set to `value` (removed for undefined) and the row's other fields. */
function manifestWith(
  path: string,
  value: unknown,
  others: Readonly<Record<string, unknown>> = {},
): BrandManifest {
  const json = structuredClone(harbour) as Record<string, unknown>;
  const set = (dotted: string, v: unknown) => {
    const keys = dotted.split('.');
    let node = json;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1]!;
    if (v === undefined) delete node[last];
    else node[last] = structuredClone(v);
  };
  for (const [at, v] of Object.entries(others)) set(at, v);
  set(path, value);
  return validateManifest(json, `brands/harbour/brand.json (${path} = ${JSON.stringify(value)})`);
}

const rows = SETTING_ROWS.filter(([, row]) => row.values !== undefined) as Array<
  [string, SettingRow & { values: NonNullable<SettingRow['values']> }]
>;

describe('given the SETTINGS table', () => {
  it('gives every switch values to try, except sections whose fields have their own rows', () => {
    const withValues = new Set(rows.map(([path]) => path));
    const sections = SETTING_ROWS.filter(([path]) => !withValues.has(path)).map(([path]) => path);
    for (const section of sections) {
      expect(
        rows.some(([path]) => path.startsWith(`${section}.`)),
        `${section} needs values (or rows for its fields)`,
      ).toBe(true);
    }
  });

  it('lets reserved settings offer nothing', () => {
    for (const [path, row] of rows.filter(([, r]) => r.reserved)) {
      expect(
        row.values.flatMap((v) => v.offers),
        path,
      ).toEqual([]);
    }
  });
});

describe.each(rows)('given %s', (path, row) => {
  const universe = new Set<string>(row.values.flatMap((v) => v.offers));
  const built = row.values.map(({ value, offers }) => ({
    value,
    expected: [...offers].sort(),
    offers: new Set<string>(),
  }));
  beforeAll(async () => {
    for (const b of built) b.offers = await allOffers(manifestWith(path, b.value, row.with));
  });
  const outside = (offers: Set<string>) => [...offers].filter((o) => !universe.has(o)).sort();

  it.each(built.map((b) => [JSON.stringify(b.value) ?? 'unset', b] as const))(
    'with %s the portal offers exactly the documented gates',
    (_label, b) => {
      expect([...b.offers].filter((o) => universe.has(o)).sort()).toEqual(b.expected);
    },
  );

  it('changes nothing else', () => {
    const [first, ...others] = built;
    for (const other of others) expect(outside(other.offers)).toEqual(outside(first!.offers));
  });
});

describe('given features.showPlans "local" (runtime state, not a switch)', () => {
  it('offers what true offers once this browser has the stored flag', () => {
    const local = manifestWith('features.showPlans', 'local');
    const on = manifestWith('features.showPlans', true);
    expect([...portalOffers(local, { showPlansStored: true })].sort()).toEqual([...portalOffers(on)].sort());
  });

  it('offers no plan link, menu item or passing plans guard without it', () => {
    const offers = portalOffers(manifestWith('features.showPlans', 'local'));
    expect(
      [...offers]
        .filter((o) => o.endsWith(':plans') || o === 'guard:showPlans' || o === 'guard:planType')
        .sort(),
    ).toEqual(['block:plans', 'guard:planType', 'route:plans'] satisfies PortalOffer[]);
  });
});
