import { type AnalyticsAdapter, createConsoleAnalytics } from '@telco-portal/adapters';
import type { BrandManifest } from '@telco-portal/manifest';
import { createContext, useContext } from 'react';

const none: AnalyticsAdapter = { track() {} };

/**
 * The analytics adapter of the manifest (`adapters.analytics.provider`): "console" logs events; "none"
 * drops them. "gtag" has no implementation in this build and drops events with one console warning.
 */
export function createAnalytics(manifest: BrandManifest): AnalyticsAdapter {
  const provider = manifest.adapters?.analytics?.provider ?? 'none';
  if (provider === 'console') return createConsoleAnalytics();
  if (provider === 'gtag')
    console.warn('[telco-portal] analytics provider "gtag" is not available in this build');
  return none;
}

export const AnalyticsContext = createContext<AnalyticsAdapter>(none);
export const useAnalytics = () => useContext(AnalyticsContext);
