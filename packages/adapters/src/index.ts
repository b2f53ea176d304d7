/**
 * Ports for outside services (ARCHITECTURE "adapters") with their sandbox implementations:
 * identity (sandbox LOCAL auth) and analytics (console).
 */
export {
  type AnalyticsAdapter,
  type AnalyticsEvent,
  type AnalyticsPayload,
  createConsoleAnalytics,
  maskPath,
  toPayload,
} from './analytics/index.ts';
export { createSandboxIdentity, PASSWORD_RESET_ENDPOINT } from './identity/sandbox.ts';
export type { IdentityAdapter, RegisterInput } from './identity/types.ts';
