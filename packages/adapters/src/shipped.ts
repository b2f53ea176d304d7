/**
 * Which provider of each port this build ships (ARCHITECTURE "Real services"), per port of the manifest's
 * `adapters` section. The single source for both sides:
 * - the portal builds its adapter factories typed against it (a provider listed here without an
 *   implementation does not compile);
 * - `validate` rejects a manifest naming a provider that is not listed (generator/src/checks/adapters.ts).
 *
 * The issue that adds a real adapter (Stripe, Firebase…) adds its name to one list here and its factory to
 * the portal. Ports whose screens are not built yet (helpdesk, maps) ship no provider; a manifest that
 * leaves them at their defaults is fine, naming one is a reserved setting (validate warns).
 *
 * Pure data: no imports (`@telco-portal/adapters/shipped` is safe for Node tools).
 */
export const SHIPPED_PROVIDERS = {
  /** Sign-in, sign-up: LOCAL e-mail + password against the provider API. */
  identity: ['sandbox'],
  /** Card capture and ClientSecret confirmation: the sandbox card form, or Stripe Elements (`publishableKey`). */
  payments: ['sandbox', 'stripe'],
  /** "none" drops events; "console" logs them (development). */
  analytics: ['none', 'console'],
  /** No help-centre screen yet. */
  helpdesk: [],
  /** No outage/coverage map screen yet. */
  maps: [],
  /** "none": no error reporting. */
  errorReporting: ['none'],
} as const satisfies Record<string, readonly string[]>;

export type AdapterPort = keyof typeof SHIPPED_PROVIDERS;
export type ShippedProvider<P extends AdapterPort> = (typeof SHIPPED_PROVIDERS)[P][number];

/** Whether `provider` of `port` ships in this build. */
export function isShipped(port: AdapterPort, provider: string): boolean {
  return (SHIPPED_PROVIDERS[port] as readonly string[]).includes(provider);
}
