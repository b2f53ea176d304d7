/**
 * Ports for outside services (ARCHITECTURE "adapters") with their sandbox implementations:
 * identity (sandbox LOCAL auth), payments (sandbox card setup) and analytics (console).
 */
export {
  type AnalyticsAdapter,
  type AnalyticsEvent,
  type AnalyticsPayload,
  createConsoleAnalytics,
} from './analytics/index.ts';
export { MASKED_QUERY_KEYS, maskPath, toPayload } from './analytics/payload.ts';
export { createSandboxIdentity } from './identity/sandbox.ts';
export type { IdentityAdapter, RegisterInput } from './identity/types.ts';
export { createSandboxPayments } from './payments/sandbox.ts';
export type {
  CardSetupChallenge,
  CardSetupResult,
  PaymentsAdapter,
  SandboxCardDetails,
} from './payments/types.ts';
export {
  type AdapterPort,
  isShipped,
  SHIPPED_PROVIDERS,
  type ShippedProvider,
} from './shipped.ts';
