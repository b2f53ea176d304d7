/**
 * @telco-portal/portal — the runtime that turns a validated brand manifest into a React app: route table
 * (SPEC §2), guard chain, layouts, i18n (en + mi-NZ), providers (intl, SWR, session, analytics, errors).
 */

export type { Locale } from '@telco-portal/blocks/session';
export { AnalyticsContext, createAnalytics, useAnalytics } from './analytics.ts';
export { allBlocks, findPortalBlock, hasBlock } from './block-registry.ts';
export { brandInfo, routeTableFor, sessionConfig } from './brand.ts';
export { ErrorDialogProvider, errorText, isChunkLoadError, RouteError } from './errors.tsx';
export { evaluateGuards, type GuardContext, guardRedirectPath, safeRedirect } from './guards.ts';
export {
  type Catalogue,
  type CompiledCatalogue,
  englishCatalogue,
  layerMaoriCatalogue,
  loadCatalogue,
  type MaoriSources,
  type Messages,
  maoriCatalogue,
} from './i18n/catalogue.ts';
export {
  COMPONENT_TEXT,
  FIRST_BLOCK_TEXT,
  isRestMessage,
  needsRestCatalogue,
  REST_BLOCK_TEXT,
  restPartOf,
  restPartsFor,
  splitCatalogue,
  splitRestCatalogue,
} from './i18n/catalogue-split.ts';
export { installDispatcher, loadIntl } from './i18n/intl-loaders.ts';
export {
  createIntlSupport,
  INTL_APIS,
  type IntlApi,
  type IntlSupport,
  intlSupport,
  lacksLocale,
} from './i18n/intl-polyfills.ts';
export {
  compiledMessages,
  formattingLocale,
  initialLocale,
  LocaleProvider,
  type MessageLoader,
  type PreparedLocale,
  preloadIntl,
  prepareLocale,
  type SplitMessages,
  sourceMessages,
  useRestCatalogue,
} from './i18n/LocaleProvider.tsx';
export { type RestLoader, restCatalogue } from './i18n/rest-catalogue.ts';
export { loadLazyRoutes } from './lazy-routes-loader.ts';
export { type MountOptions, mountPortal } from './mount.tsx';
export {
  identityFor,
  PortalProviders,
  type PortalProvidersProps,
  paymentsFor,
  swrDefaults,
} from './PortalApp.tsx';
export { PortalContext, type PortalContextValue, usePortal } from './portal-context.ts';
export {
  ACCOUNT_PATH_PREFIX,
  buildRouteTable,
  ESHOP_PATH_PREFIX,
  isLazyAreaPath,
  type LazyArea,
  type LinkState,
  lazyAreasOf,
  lazyRoutesRegistered,
  MAIN_MENU,
  type PortalGuardName,
  type PortalRedirect,
  type PortalRoute,
  PROFILE_GUARDS,
  PROFILE_TAB_ROUTES,
  type ProfileTabLink,
  PUBLIC_ROUTES,
  type RouteDef,
  type RouteId,
  type RouteTable,
  registerLazyRoutes,
  routeDefs,
  subscribeRouteDefs,
} from './route-table.ts';
export { buildRoutes, createPortalRouter } from './router.tsx';
