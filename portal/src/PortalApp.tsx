import { createSandboxIdentity, createSandboxPayments } from '@telco-portal/adapters';
import type { ApiClient } from '@telco-portal/api';
import {
  type CreatePayments,
  PaymentsContext,
  type SessionEvent,
  SessionProvider,
} from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { type ReactNode, useMemo } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AnalyticsContext, createAnalytics } from './analytics.ts';
import { ErrorDialogProvider } from './errors.tsx';
import { LocaleProvider, type MessageLoader, type PreparedLocale } from './i18n/LocaleProvider.tsx';

/**
 * SWR defaults: 5 s de-duplication, no revalidation on focus (balances and prices must not jump while
 * the user reads them), at most 2 retries. Blocks may override per hook.
 */
export const swrDefaults: SWRConfiguration = {
  dedupingInterval: 5_000,
  revalidateOnFocus: false,
  errorRetryCount: 2,
};

/** The identity port for the manifest (SPEC §1 sign-in). Only the sandbox identity exists in this build. */
export function identityFor(
  manifest: BrandManifest,
): (api: ApiClient) => ReturnType<typeof createSandboxIdentity> {
  const provider = manifest.adapters?.identity?.provider ?? 'sandbox';
  if (provider !== 'sandbox') {
    throw new Error(
      `telco-portal: identity provider "${provider}" is not available in this build; use "sandbox"`,
    );
  }
  return createSandboxIdentity;
}

/**
 * The payments port for the manifest (SPEC §7 setup-payment-method, card confirmation). Only the sandbox card
 * form exists in this build; a "stripe" manifest fails loudly instead of showing a form that cannot work.
 */
export function paymentsFor(manifest: BrandManifest): CreatePayments {
  const provider = manifest.adapters?.payments?.provider ?? 'sandbox';
  if (provider !== 'sandbox') {
    throw new Error(
      `telco-portal: payments provider "${provider}" is not available in this build; use "sandbox"`,
    );
  }
  return createSandboxPayments;
}

export type PortalProvidersProps = {
  manifest: BrandManifest;
  locale: PreparedLocale;
  /** Catalogues of the languages switched to later (`mountPortal`'s `messages`); default the sources. */
  messages?: MessageLoader;
  /** fetch for the API client (tests bind the sandbox's `app.fetch`). */
  fetch?: typeof fetch;
  /** SWR provider for tests (a fresh cache per test): `() => new Map()`. */
  swrProvider?: SWRConfiguration['provider'];
  children: ReactNode;
};

/** Every provider of the runtime: intl + language switch, analytics, SWR, session + brand, payments, error modal. */
export function PortalProviders({
  manifest,
  locale,
  messages,
  fetch,
  swrProvider,
  children,
}: PortalProvidersProps) {
  const analytics = useMemo(() => createAnalytics(manifest), [manifest]);
  const createIdentity = useMemo(() => identityFor(manifest), [manifest]);
  const createPayments = useMemo(() => paymentsFor(manifest), [manifest]);
  const swr = useMemo(
    () => ({ ...swrDefaults, ...(swrProvider ? { provider: swrProvider } : {}) }),
    [swrProvider],
  );
  const onEvent = (event: SessionEvent) => analytics.track(event);
  return (
    <LocaleProvider manifest={manifest} initial={locale} loadMessages={messages}>
      <AnalyticsContext.Provider value={analytics}>
        <SWRConfig value={swr}>
          <SessionProvider
            manifest={manifest}
            createIdentity={createIdentity}
            fetch={fetch}
            onEvent={onEvent}
          >
            <PaymentsContext.Provider value={createPayments}>
              <ErrorDialogProvider>{children}</ErrorDialogProvider>
            </PaymentsContext.Provider>
          </SessionProvider>
        </SWRConfig>
      </AnalyticsContext.Provider>
    </LocaleProvider>
  );
}
