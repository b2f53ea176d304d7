import type { ApiClient } from '@telco-portal/api';
import { describe, expect, it } from 'vitest';
import { paymentsFor } from './PortalApp.tsx';
import { paymentsFactory } from './payments.ts';

const api = {} as ApiClient;

describe('given the manifest payments section (ARCHITECTURE "payments (sandbox | stripe)")', () => {
  it('gives the sandbox adapter for provider "sandbox"', async () => {
    const port = (await paymentsFactory({ provider: 'sandbox' }))(api);
    expect(port.provider).toBe('sandbox');
    expect(port.stripe).toBeUndefined();
  });

  it('gives the Stripe adapter with the publishable key for provider "stripe": one port, one Stripe.js instance', async () => {
    const create = await paymentsFactory({ provider: 'stripe', publishableKey: 'pk_test_abc123' });
    const port = create(api);
    expect(port.provider).toBe('stripe');
    expect(typeof port.stripe).toBe('function');
    expect(create(api)).toBe(port);
  });

  it('refuses provider "stripe" without its key, and a provider this build does not ship', async () => {
    await expect(paymentsFactory({ provider: 'stripe' })).rejects.toThrow(/needs a publishableKey/);
    expect(() => paymentsFactory({ provider: 'paypal' as 'sandbox' })).toThrow(
      'telco-portal: payments provider "paypal" is not available in this build',
    );
  });

  it('names the provider at once and loads the adapter on the first card operation (paymentsFor)', async () => {
    const manifest = { adapters: { payments: { provider: 'stripe', publishableKey: 'pk_test_abc123' } } };
    const port = paymentsFor(manifest as Parameters<typeof paymentsFor>[0])(api);
    expect(port.provider).toBe('stripe');
    const loaded = await port.load?.();
    expect(loaded?.provider).toBe('stripe');
    expect(typeof loaded?.stripe).toBe('function');
  });
});
