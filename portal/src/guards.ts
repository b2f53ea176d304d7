import { type Guard, type GuardResult, type GuardState, guards, runGuards } from '@telco-portal/core';
import type { BrandManifest } from '@telco-portal/manifest';
import type { PortalGuardName } from './route-table.ts';

/** What the portal's own guards read besides the session snapshot. */
export type GuardContext = { manifest: BrandManifest; params: Record<string, string | undefined> };

const OK: GuardResult = { ok: true };
const PLAN_TYPES = new Set(['prepay', 'postpay', 'payg']);

function portalGuard(name: PortalGuardName, ctx: GuardContext): Guard {
  switch (name) {
    case 'emailUnverified':
      // The verify-e-mail page is for unverified accounts; verified ones go home.
      return (s) => (s.emailVerified ? { ok: false, redirect: '/', reason: 'email_verified' } : OK);
    case 'knownTermsPath':
      return () =>
        ctx.manifest.terms.some((t) => t.path === ctx.params.termsPath)
          ? OK
          : { ok: false, redirect: '/not-found', reason: 'unknown_terms_path' };
    case 'planType':
      return () =>
        PLAN_TYPES.has(ctx.params.type ?? '')
          ? OK
          : { ok: false, redirect: '/not-found', reason: 'unknown_plan_type' };
    default:
      return guards[name];
  }
}

/**
 * Runs the named guards in order over the session snapshot (core `runGuards`; first failure wins).
 * `from` is the path + search being entered (carried to /sign-in as `?redirect=`).
 */
export function evaluateGuards(
  names: readonly PortalGuardName[],
  state: GuardState,
  from: string,
  ctx: GuardContext,
): GuardResult {
  return runGuards(
    names.map((n) => portalGuard(n, ctx)),
    state,
    from,
  );
}

/** A same-origin path safe to redirect to after sign-in (`/x`, never `//host` or a URL). */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
