import { useSession } from '@telco-portal/blocks/session';
import { type ComponentType, type ReactNode, Suspense, use, useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { findPortalBlock } from './block-registry.ts';
import { GuardReadError } from './errors.tsx';
import { evaluateGuards, guardRedirectPath, safeRedirect } from './guards.ts';
import { needsRestCatalogue } from './i18n/catalogue-split.ts';
import { useRestCatalogue } from './i18n/LocaleProvider.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { usePortal } from './portal-context.ts';
import { type PortalGuardName, type PortalRoute, PROFILE_GUARDS } from './route-table.ts';

/**
 * Suspends until the parts of a split catalogue's rest that block `name` shows are merged
 * (catalogue-split.ts); at once when they are in or the catalogue is whole.
 */
function RestCatalogue({ name, children }: { name: string; children: ReactNode }) {
  const pending = useRestCatalogue(name);
  if (pending) use(pending);
  return children;
}

/** Attribute of `<html>` naming the last route block that mounted (client render) or hydrated (prerendered page). */
export const BLOCK_READY_ATTRIBUTE = 'data-block-ready';

/**
 * Marks `<html data-block-ready="<block>">` once the block beside it has committed on the client: on a
 * prerendered page that is when its code has loaded and it hydrated, the moment it starts to respond. The
 * checks that measure what a visitor gets (scripts/measure-js.ts `settled`) wait for it; renders nothing.
 */
function BlockReady({ name }: { name: string }) {
  useEffect(() => {
    document.documentElement.setAttribute(BLOCK_READY_ATTRIBUTE, name);
  }, [name]);
  return null;
}

/**
 * Renders a registry block lazily (its own chunk) with its manifest slice as `config`. A block whose text
 * is not in the entry's slice of the catalogue (catalogue-split.ts) also waits for its parts of the rest,
 * loaded in parallel with its chunk.
 */
export function BlockView({ name, config }: { name: string; config?: unknown }) {
  const definition = findPortalBlock(name);
  if (!definition) throw new Error(`telco-portal: no block named "${name}"`);
  const Component = definition.component as unknown as ComponentType<{ config?: unknown }>;
  const block = (
    <>
      <Component config={config} />
      <BlockReady name={name} />
    </>
  );
  if (!needsRestCatalogue(name)) return <Suspense fallback={<PageSkeleton />}>{block}</Suspense>;
  // Start the chunk now, not after the catalogue: the module loader shares the request with React.lazy.
  definition.load().catch(() => undefined);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RestCatalogue name={name}>{block}</RestCatalogue>
    </Suspense>
  );
}

/**
 * Runs a route's guard chain (SPEC §2 "Guard behaviour") against the session snapshot. While the
 * session is loading it shows a skeleton. Failures redirect (replace) to the target route of the route
 * table, carrying the referrer in `state.from`; a not-found result renders the not-found block in place; a
 * signed-in user leaving a guests-only page goes to its `?redirect=` target when that is a safe
 * same-origin path. A guard that needs a record whose read failed shows that error with a retry instead
 * (`evaluateGuards`: failed is not absent).
 */
export function GuardGate({ guards, children }: { guards: readonly PortalGuardName[]; children: ReactNode }) {
  const session = useSession();
  const { manifest, table } = usePortal();
  const location = useLocation();
  const params = useParams();
  // Whether this page was entered signed out: a guests-only page whose own form then signs the user in
  // forwards them instead of sending them home, so the form's navigation never races the guard.
  const enteredSignedOut = useRef<boolean | null>(null);
  if (enteredSignedOut.current === null && session.guardState) {
    enteredSignedOut.current = !session.guardState.signedIn;
  }
  if (guards.length === 0) return children;
  const state = session.guardState;
  if (!state) return <PageSkeleton />;
  const from = `${location.pathname}${location.search}`;
  const result = evaluateGuards(guards, state, from, { manifest, params }, session.guardReadErrors);
  if (result.ok) return children;
  if ('readFailed' in result) {
    return (
      <GuardReadError
        error={result.error}
        retrying={session.guardReadsRetrying}
        onRetry={() => void session.retryGuardReads()}
      />
    );
  }
  if (result.redirect === 'not-found') return <BlockView name="not-found" />;
  let target = guardRedirectPath(result, table);
  if (result.reason === 'signed_in') {
    // Signed in by this page's own form (the gate mounted signed out): on to the `?redirect=` target or the account area, whose guard
    // chain picks select-account / verify / suspended / no-payment-methods. Otherwise SPEC §2: home.
    const requested = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    target = requested ?? (enteredSignedOut.current ? (table.path('profile') ?? target) : target);
  }
  return <Navigate to={target} replace state={{ from }} />;
}

/** One route of the table: its guards (the profile chain runs once in the profile layout), then the block. */
export function RouteView({ route }: { route: PortalRoute }) {
  return (
    <GuardGate guards={route.guards.filter((g) => route.layout !== 'profile' || !PROFILE_GUARDS.includes(g))}>
      <BlockView name={route.block} config={route.config} />
    </GuardGate>
  );
}
