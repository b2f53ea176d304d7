import {
  type AreaGuardName,
  type FirstGuardName,
  type Guard,
  type GuardResult,
  type GuardState,
  guards,
  runGuards,
} from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import type { PortalGuardName, RouteTable } from './route-table.ts';

/** What the portal's own guards read besides the session snapshot. */
export type GuardContext = { manifest: BrandManifest; params: Record<string, string | undefined> };

const OK: GuardResult = { ok: true };

/** The lazy route area's guards (core `areaGuards`), once its routes have loaded. */
let areaGuards: Readonly<Partial<Record<AreaGuardName, Guard>>> = {};

/**
 * Registers guards of core's `areaGuards`: account-routes.ts registers those its routes name when the lazy route
 * area loads, so every route that names one is known only together with it (the first page carries `guards`
 * alone, issue 7).
 */
export function registerAreaGuards(defs: Readonly<Partial<Record<AreaGuardName, Guard>>>): void {
  areaGuards = defs;
}

function portalGuard(name: PortalGuardName, ctx: GuardContext): Guard {
  switch (name) {
    case 'knownTermsPath':
      return () =>
        ctx.manifest.terms.some((t) => t.path === ctx.params.termsPath)
          ? OK
          : { ok: false, redirect: 'not-found', reason: 'unknown_terms_path' };
    case 'planType':
      // Only the plan types the brand sells have a page (manifest `plans.types`).
      return () =>
        (ctx.manifest.plans.types as readonly string[]).includes(ctx.params.type ?? '')
          ? OK
          : { ok: false, redirect: 'not-found', reason: 'unknown_plan_type' };
    default: {
      const guard = guards[name as FirstGuardName] ?? areaGuards[name as AreaGuardName];
      // A route is registered with its area's guards (account-routes.ts); one without is a bug, not a redirect.
      if (!guard) throw new Error(`telco-portal: guard '${name}' is not loaded`);
      return guard;
    }
  }
}

/** Fields of the snapshot whose read failed, with the error (the session's `guardReadErrors`). */
export type GuardReadErrors = Readonly<Partial<Record<keyof GuardState, unknown>>>;

/** A guard needed a field whose read failed: show `error` with a retry, never a redirect. */
export type GuardReadFailure = { ok: false; readFailed: true; field: keyof GuardState; error: unknown };

class FailedRead {
  constructor(
    readonly field: keyof GuardState,
    readonly error: unknown,
  ) {}
}

/**
 * The snapshot as guards see it: reading a field listed in `readErrors` throws `FailedRead`. Which fields a
 * guard needs is thus what it actually reads on this state (a guard that short-circuits before the failed
 * field, e.g. `hasPaymentCards` true, still decides), so no second list of guard dependencies can drift.
 */
function watchedState(state: GuardState, readErrors: GuardReadErrors): GuardState {
  if (Object.keys(readErrors).length === 0) return state;
  return new Proxy(state, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in readErrors) {
        throw new FailedRead(key as keyof GuardState, readErrors[key as keyof GuardState]);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * Runs the named guards in order over the session snapshot (core `runGuards`; first failure wins).
 * `from` is the path + search being entered (carried to sign-in as `?redirect=`). Failed is not absent:
 * when a guard needs a field whose read failed (`readErrors`), the answer is a `GuardReadFailure` (the
 * gate shows the error with a retry) — never the redirect a missing record would give.
 */
export function evaluateGuards(
  names: readonly PortalGuardName[],
  state: GuardState,
  from: string,
  ctx: GuardContext,
  readErrors: GuardReadErrors = {},
): GuardResult | GuardReadFailure {
  try {
    return runGuards(
      names.map((n) => portalGuard(n, ctx)),
      watchedState(state, readErrors),
      from,
    );
  } catch (error) {
    if (error instanceof FailedRead)
      return { ok: false, readFailed: true, field: error.field, error: error.error };
    throw error;
  }
}

/**
 * Where a failed guard sends the visitor, as a path of the route table: the target route with its
 * parameters and query (`/sign-in?redirect=…`). A target the brand does not serve falls back to home.
 * Not used for "not-found" (rendered in place).
 */
export function guardRedirectPath(result: Extract<GuardResult, { ok: false }>, table: RouteTable): string {
  const path = table.path(result.redirect, result.params) ?? table.path('home') ?? '/';
  const query = result.query ? new URLSearchParams(result.query as Record<string, string>).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** A same-origin path safe to redirect to after sign-in (`/x`, never `//host` or a URL). */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
