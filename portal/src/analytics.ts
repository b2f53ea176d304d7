import { type AnalyticsAdapter, createConsoleAnalytics, type ShippedProvider } from '@telco-portal/adapters';
import type { BrandManifest } from '@telco-portal/manifest';
import { createContext, useContext } from 'react';
import { shippedFactory } from './shipped.ts';

const none: AnalyticsAdapter = { track() {} };

/** Analytics ports by provider: exactly `SHIPPED_PROVIDERS.analytics` of @telco-portal/adapters. */
const ANALYTICS: Record<ShippedProvider<'analytics'>, () => AnalyticsAdapter> = {
  none: () => none,
  console: createConsoleAnalytics,
};

/**
 * The analytics adapter of the manifest (`adapters.analytics.provider`): "console" logs events; "none"
 * drops them.
 * @throws Error for a provider this build does not ship ("gtag") — `validate` rejects such a manifest first.
 */
export function createAnalytics(manifest: BrandManifest): AnalyticsAdapter {
  return shippedFactory('analytics', manifest.adapters.analytics.provider, ANALYTICS)();
}

export const AnalyticsContext = createContext<AnalyticsAdapter>(none);
export const useAnalytics = () => useContext(AnalyticsContext);
