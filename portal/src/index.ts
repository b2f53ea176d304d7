/**
 * @telco-portal/portal — the runtime that turns a validated brand manifest into a React app: route table
 * (SPEC §2), guard chain, layouts, i18n (en + mi-NZ), providers (intl, SWR, session, analytics, errors).
 */
export { AnalyticsContext, createAnalytics, useAnalytics } from './analytics.ts';
export { allBlocks, findPortalBlock, hasBlock } from './block-registry.ts';
export { ErrorDialogProvider, errorText, isChunkLoadError, RouteError } from './errors.tsx';
export { evaluateGuards, type GuardContext, safeRedirect } from './guards.ts';
export { type Catalogue, englishCatalogue, loadCatalogue, maoriCatalogue } from './i18n/catalogue.ts';
export { ensureIntlLocale, hasNativeMaori } from './i18n/intl-polyfills.ts';
export { initialLocale, LocaleProvider, type PreparedLocale, prepareLocale } from './i18n/LocaleProvider.tsx';
export { type MountOptions, mountPortal } from './mount.tsx';
export { identityFor, PortalProviders, type PortalProvidersProps, swrDefaults } from './PortalApp.tsx';
export {
  buildRouteTable,
  type PortalGuardName,
  type PortalRedirect,
  type PortalRoute,
  PROFILE_GUARDS,
  type ProfileTabLink,
  type RouteTable,
} from './route-table.ts';
export { buildRoutes, createPortalRouter } from './router.tsx';
