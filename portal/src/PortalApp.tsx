import { createSandboxIdentity, type ShippedProvider } from '@telco-portal/adapters';
import type { ApiClient, RetryOptions } from '@telco-portal/api';
import {
  type BrandInfo,
  BrandProvider,
  type CreatePayments,
  type Locale,
  lazyPayments,
  PaymentsContext,
  type RouteLinks,
  RouteLinksContext,
  type SessionEvent,
  type SessionIdentity,
  SessionProvider,
  useShowPlansFlag,
} from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AnalyticsContext, createAnalytics } from './analytics.ts';
import { hasBlock } from './block-registry.ts';
import { brandInfo, routeTableFor, sessionConfig } from './brand.ts';
import { ErrorDialogProvider } from './errors.tsx';
import { LocaleProvider, type MessageLoader, type PreparedLocale } from './i18n/LocaleProvider.tsx';
import { PortalContext } from './portal-context.ts';
import { routeDefs, subscribeRouteDefs } from './route-table.ts';
import { shippedFactory } from './shipped.ts';

/**
 * SWR defaults: 5 s de-duplication, no revalidation on focus (balances and prices must not jump while
 * the user reads them), at most 2 retries. Blocks may override per hook.
 */
export const swrDefaults: SWRConfiguration = {
  dedupingInterval: 5_000,
  revalidateOnFocus: false,
  errorRetryCount: 2,
};

/**
 * Identity ports by provider: exactly the providers `SHIPPED_PROVIDERS.identity` of @telco-portal/adapters
 * lists (adding one there without an implementation here does not compile).
 */
const IDENTITY: Record<ShippedProvider<'identity'>, (api: ApiClient) => SessionIdentity> = {
  sandbox: createSandboxIdentity,
};
/** The identity port for the manifest (SPEC §1 sign-in). @throws Error for a provider not shipped. */
export function identityFor(manifest: BrandManifest): (api: ApiClient) => SessionIdentity {
  return shippedFactory('identity', manifest.adapters.identity.provider, IDENTITY);
}

/**
 * The payments port for the manifest (SPEC §7 setup-payment-method, card confirmation): `provider` at once, the
 * adapter (portal payments.ts, typed against `SHIPPED_PROVIDERS.payments`) fetched on the first card operation
 * (`lazyPayments`), so only the card screens load it, never the first page (issue 7). A provider this build does
 * not ship rejects that first operation (`validate` refuses such a manifest first).
 */
export function paymentsFor(manifest: BrandManifest): CreatePayments {
  const config = manifest.adapters.payments;
  return lazyPayments(config.provider, () => import('./payments.ts').then((m) => m.paymentsFactory(config)));
}

export type PortalProvidersProps = {
  manifest: BrandManifest;
  locale: PreparedLocale;
  /** Catalogues of the languages switched to later (`mountPortal`'s `messages`); default the sources. */
  messages?: MessageLoader;
  /** fetch for the API client (tests bind the sandbox's `app.fetch`). */
  fetch?: typeof fetch;
  /** The API client's retry policy (SessionProvider `retry`; Storybook: no backoff wait). */
  retry?: RetryOptions | false;
  /**
   * Check every API request and answer against the contract's zod schemas (default true: development, tests,
   * Storybook). A production build passes false: the lean client trusts the API and no zod reaches the browser
   * (issue 7 "a lean render path"); the API checks requests on its side.
   */
  validateApi?: boolean;
  /**
   * Called when the visitor picks another language, after the choice is saved; returning true means it is
   * handled (`mountPortal` loads that language's address) and the catalogue is not swapped in place.
   */
  onSwitchLocale?: (locale: Locale) => boolean;
  /** SWR provider for tests (a fresh cache per test): `() => new Map()`. */
  swrProvider?: SWRConfiguration['provider'];
  /**
   * More SWR settings over `swrDefaults`: the prerendered page's data as `fallback` (serialised key → data,
   * `mountPortal` reads it from the page), the build's data-collecting middleware as `use` (prerender.tsx).
   */
  swr?: SWRConfiguration;
  /** Overrides of what blocks show of the brand (Storybook serves the logo elsewhere). */
  brand?: Partial<BrandInfo>;
  children: ReactNode;
};

/**
 * Every provider of the runtime: the manifest and route table (portal), intl + language switch, analytics,
 * SWR, session, the brand and route links blocks read, payments, error modal.
 */
export function PortalProviders({
  manifest,
  locale,
  messages,
  fetch,
  retry,
  validateApi,
  onSwitchLocale,
  swrProvider,
  swr: swrExtra,
  brand: brandOverrides,
  children,
}: PortalProvidersProps) {
  const analytics = useMemo(() => createAnalytics(manifest), [manifest]);
  const createIdentity = useMemo(() => identityFor(manifest), [manifest]);
  const createPayments = useMemo(() => paymentsFor(manifest), [manifest]);
  // The lazy areas' routes join the table when they load (lazy-routes-loader.ts): links follow.
  const defs = useSyncExternalStore(subscribeRouteDefs, routeDefs, routeDefs);
  const table = routeTableFor(manifest, hasBlock, defs);
  const portal = useMemo(() => ({ manifest, table }), [manifest, table]);
  const brand = useMemo(() => ({ ...brandInfo(manifest), ...brandOverrides }), [manifest, brandOverrides]);
  const config = useMemo(() => sessionConfig(manifest), [manifest]);
  const showPlansStored = useShowPlansFlag();
  const links = useMemo<RouteLinks>(
    () => ({ href: (target, params) => table.href(target, params, { showPlansStored }) }),
    [table, showPlansStored],
  );
  const swr = useMemo(
    () => ({ ...swrDefaults, ...swrExtra, ...(swrProvider ? { provider: swrProvider } : {}) }),
    [swrProvider, swrExtra],
  );
  const onEvent = (event: SessionEvent) => analytics.track(event);
  return (
    <PortalContext.Provider value={portal}>
      <LocaleProvider
        manifest={manifest}
        initial={locale}
        loadMessages={messages}
        {...(onSwitchLocale ? { onSwitch: onSwitchLocale } : {})}
      >
        <AnalyticsContext.Provider value={analytics}>
          <SWRConfig value={swr}>
            <SessionProvider
              config={config}
              createIdentity={createIdentity}
              fetch={fetch}
              {...(retry !== undefined ? { retry } : {})}
              {...(validateApi !== undefined ? { validateApi } : {})}
              onEvent={onEvent}
            >
              <BrandProvider brand={brand}>
                <RouteLinksContext.Provider value={links}>
                  <PaymentsContext.Provider value={createPayments}>
                    <ErrorDialogProvider>{children}</ErrorDialogProvider>
                  </PaymentsContext.Provider>
                </RouteLinksContext.Provider>
              </BrandProvider>
            </SessionProvider>
          </SWRConfig>
        </AnalyticsContext.Provider>
      </LocaleProvider>
    </PortalContext.Provider>
  );
}
