/**
 * Session layer (provided by the portal runtime): `SessionProvider`, `useSession()`, the brand context
 * (`useBrand()`), route links (`useRouteHref()`), the stored show-plans flag and the storage keys the portal
 * uses. SPEC §4 sign-in, start-up auto-login, logout.
 */

export { isChunkLoadError } from '../hooks/chunk-error.ts';
export { knownErrorMessage, useErrorText } from '../hooks/use-error-text.ts';
export type { BrandInfo } from './brand.ts';
export { BrandContext, SessionContext, useBrand, useSession } from './contexts.ts';
export { customerIdsFromAuth } from './customer-ids.ts';
export { ErrorDialogContext, type ShowError, useShowError } from './error-dialog.ts';
export {
  type LinkParams,
  type LinkTarget,
  type RouteLinks,
  RouteLinksContext,
  useRouteHref,
  useRouteLinks,
} from './links.ts';
export {
  type IntlApi,
  type IntlSupport,
  IntlSupportContext,
  type Locale,
  LocaleContext,
  type LocaleState,
  RestTextContext,
  useLocale,
} from './locale.ts';
export {
  type BlockCardChallenge,
  type BlockCardDetails,
  type BlockCardSetupResult,
  type BlockPayments,
  type BlockStripeCard,
  type CreatePayments,
  lazyPayments,
  PaymentsContext,
  usePayments,
} from './payments.ts';
export {
  createRequestActivity,
  type RequestActivity,
  type RequestActivitySnapshot,
  testTimeoutMs,
} from './request-activity.ts';
export {
  BrandProvider,
  type SessionEvent,
  SessionProvider,
  type SessionProviderProps,
} from './SessionProvider.tsx';
export {
  applyShowPlansQuery,
  readShowPlansFlag,
  SHOW_PLANS_QUERY,
  useShowPlansFlag,
  writeShowPlansFlag,
} from './show-plans.ts';
export {
  AUTH_KEY,
  CUSTOMER_KEY,
  clearSavedValues,
  isJwtValid,
  JWT_VALIDITY_MARGIN_SECONDS,
  LANGUAGE_COOKIE,
  productKey,
  readLanguagePreference,
  readSavedAuth,
  type SessionAuth,
  SHOW_PLANS_KEY,
  STORAGE_PREFIX,
  toSessionAuth,
  writeLanguagePreference,
} from './storage.ts';
export type { Session, SessionConfig, SessionIdentity, SessionStatus, SignUpInput } from './types.ts';
export { type GuardData, type GuardReadErrors, sessionKeys } from './use-guard-data.ts';
