import type { ShippedProvider } from '@telco-portal/adapters/shipped';
import type { CreatePayments } from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';

/** The manifest's payments section (`adapters.payments`: provider and, for Stripe, the publishable key). */
export type PaymentsConfig = BrandManifest['adapters']['payments'];

/**
 * Payments ports by provider: exactly `SHIPPED_PROVIDERS.payments` of @telco-portal/adapters (a provider listed
 * there without a factory here does not compile). Each fetches its adapter with a dynamic import.
 */
const PAYMENTS: Record<ShippedProvider<'payments'>, (config: PaymentsConfig) => Promise<CreatePayments>> = {
  sandbox: async () => (await import('@telco-portal/adapters/payments/sandbox')).createSandboxPayments,
  stripe: async ({ publishableKey }) => {
    // The manifest schema requires the key with provider "stripe"; a hand-built manifest may still lack it.
    if (!publishableKey) throw new Error('telco-portal: payments provider "stripe" needs a publishableKey');
    const { createStripePayments } = await import('@telco-portal/adapters/payments/stripe');
    // One Stripe.js instance per portal: the card form's Elements and the confirmations share it.
    const port = createStripePayments(publishableKey);
    return () => port;
  },
};

/**
 * The payments factory of the manifest's provider (ARCHITECTURE "payments (sandbox | stripe)"): loaded by
 * `paymentsFor` (PortalApp.tsx) with the first card operation, so neither this map nor any adapter weighs on the
 * first page (issue 7), and a sandbox brand never downloads Stripe's adapter.
 * @throws Error for a provider this build does not ship (`validate` refuses such a manifest first) or a Stripe
 * section without its publishable key.
 */
export function paymentsFactory(config: PaymentsConfig): Promise<CreatePayments> {
  // shippedFactory's check (shipped.ts), written out: importing it from the entry chunk would add an export to
  // the entry and renumber every chunk's imports of it (bytes on every lazy route, issue 7 budgets).
  const create = Object.hasOwn(PAYMENTS, config.provider) ? PAYMENTS[config.provider] : undefined;
  if (!create) {
    throw new Error(`telco-portal: payments provider "${config.provider}" is not available in this build`);
  }
  return create(config);
}
