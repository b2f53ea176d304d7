import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createStripePayments, StripeUnavailableError } from './stripe.ts';

/**
 * A faithful fake of the Stripe.js calls the adapter makes (STACK gotcha 12: Stripe.js cannot load here).
 * Answers follow Stripe's documented shapes: `{ setupIntent }` / `{ paymentIntent }` or `{ error }` with
 * `type`, `code`, `decline_code`, as Stripe test cards produce them (https://docs.stripe.com/testing).
 */
type Behaviour =
  | 'succeeds'
  | 'card_declined'
  | 'insufficient_funds'
  | 'incorrect_number'
  | 'requires_3ds'
  | 'network';

function fakeStripe(behaviour: Behaviour, threeDs: 'approve' | 'cancel' | 'network' = 'approve') {
  const state = { status: 'requires_payment_method' as string };
  const cardError = (code: string, decline_code?: string) => ({
    error: {
      type: 'card_error',
      code,
      ...(decline_code ? { decline_code } : {}),
      message: 'Your card was declined.',
    },
  });
  const networkError = {
    error: { type: 'api_connection_error', message: 'Failed to fetch' },
  };
  const confirm = (kind: 'setupIntent' | 'paymentIntent', id: string) => {
    if (state.status === 'succeeded') {
      return {
        error: {
          type: 'invalid_request_error',
          code: `${kind === 'setupIntent' ? 'setup' : 'payment'}_intent_unexpected_state`,
        },
      };
    }
    switch (behaviour) {
      case 'succeeds':
        state.status = 'succeeded';
        return { [kind]: { id, status: 'succeeded' } };
      case 'card_declined':
        return cardError('card_declined', 'generic_decline');
      case 'insufficient_funds':
        return cardError('card_declined', 'insufficient_funds');
      case 'incorrect_number':
        return cardError('incorrect_number');
      case 'requires_3ds':
        state.status = 'requires_action';
        return { [kind]: { id, status: 'requires_action' } };
      case 'network':
        return networkError;
    }
  };
  const stripe = {
    confirmCardSetup: vi.fn(async (_secret: string, _data: unknown, _options: unknown) =>
      confirm('setupIntent', 'seti_1'),
    ),
    confirmCardPayment: vi.fn(async (_secret: string) => {
      // Stripe's confirmCardPayment runs 3-D Secure itself (handleActions defaults to true).
      const first = confirm('paymentIntent', 'pi_1');
      if (behaviour !== 'requires_3ds') return first;
      return threeDs === 'approve'
        ? { paymentIntent: { id: 'pi_1', status: 'succeeded' } }
        : {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message: 'We are unable to authenticate your payment method.',
            },
          };
    }),
    handleNextAction: vi.fn(async ({ clientSecret }: { clientSecret: string }) => {
      if (threeDs === 'network') return networkError;
      const kind = clientSecret.startsWith('seti_') ? 'setupIntent' : 'paymentIntent';
      if (threeDs === 'approve') {
        state.status = 'succeeded';
        return { [kind]: { id: 'x', status: 'succeeded' } };
      }
      state.status = 'requires_payment_method';
      return {
        error: {
          type: 'invalid_request_error',
          code: `${kind === 'setupIntent' ? 'setup' : 'payment'}_intent_authentication_failure`,
          message: 'We are unable to authenticate your payment method.',
        },
      };
    }),
    retrieveSetupIntent: vi.fn(async () => ({ setupIntent: { id: 'seti_1', status: state.status } })),
    retrievePaymentIntent: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: state.status } })),
  };
  return stripe;
}

const element = { elementType: 'card' } as unknown as StripeCardElement;
const card = { element, name: ' Mere Parata ' };
const setupSecret = 'seti_1_secret_abc';
const paymentSecret = 'pi_1_secret_abc';

function adapter(fake: ReturnType<typeof fakeStripe>) {
  const load = vi.fn(async (_key: string) => fake as unknown as Stripe);
  return { payments: createStripePayments('pk_test_abc123', load), load };
}

describe('createStripePayments', () => {
  it('confirms a setup intent with the Elements card, without letting Stripe run 3-D Secure', async () => {
    const fake = fakeStripe('succeeds');
    const { payments, load } = adapter(fake);
    expect(payments.provider).toBe('stripe');
    expect(load).not.toHaveBeenCalled(); // Stripe.js loads on the first card operation only
    await expect(payments.confirmCardSetup(setupSecret, card)).resolves.toEqual({ status: 'succeeded' });
    expect(load).toHaveBeenCalledWith('pk_test_abc123');
    expect(fake.confirmCardSetup).toHaveBeenCalledWith(
      setupSecret,
      { payment_method: { card: element, billing_details: { name: 'Mere Parata' } } },
      { handleActions: false },
    );
  });

  it('hands the card form the Stripe.js instance it confirms with (Elements must come from it), loaded once', async () => {
    const fake = fakeStripe('succeeds');
    const { payments, load } = adapter(fake);
    const instance = await payments.stripe();
    expect(instance).toBe(fake);
    await payments.confirmCardSetup(setupSecret, card);
    await expect(payments.stripe()).resolves.toBe(fake);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects stripe() with StripeUnavailableError when Stripe.js cannot load, and tries again next time', async () => {
    const fake = fakeStripe('succeeds');
    const load = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(fake as unknown as Stripe);
    const payments = createStripePayments('pk_test_abc123', load);
    await expect(payments.stripe()).rejects.toBeInstanceOf(StripeUnavailableError);
    await expect(payments.stripe()).resolves.toBe(fake);
  });

  it('answers a retried confirmation of an intent that already succeeded as succeeded', async () => {
    const fake = fakeStripe('succeeds');
    const { payments, load } = adapter(fake);
    await payments.confirmCardSetup(setupSecret, card);
    await expect(payments.confirmCardSetup(setupSecret, card)).resolves.toEqual({ status: 'succeeded' });
    expect(fake.retrieveSetupIntent).toHaveBeenCalledWith(setupSecret);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['card_declined', 'card authorization error', 'card_declined'],
    ['insufficient_funds', 'insufficient funds', 'insufficient_funds'],
    ['incorrect_number', 'card authorization error: the card number is incorrect', 'incorrect_number'],
  ] as const)('resolves a %s refusal with the SPEC §8 text and code', async (behaviour, message, code) => {
    const { payments } = adapter(fakeStripe(behaviour));
    await expect(payments.confirmCardSetup(setupSecret, card)).resolves.toEqual({
      status: 'failed',
      message,
      code,
    });
  });

  it('turns authentication_required into a 3-D Secure challenge completed by handleNextAction', async () => {
    const fake = fakeStripe('requires_3ds', 'approve');
    const { payments } = adapter(fake);
    const result = await payments.confirmCardSetup(setupSecret, card);
    expect(result).toEqual({
      status: 'requires_action',
      challenge: { id: 'seti_1', clientSecret: setupSecret },
    });
    if (result.status !== 'requires_action') throw new Error('unreachable');
    await expect(payments.authenticate(result.challenge, true)).resolves.toEqual({ status: 'succeeded' });
    expect(fake.handleNextAction).toHaveBeenCalledWith({ clientSecret: setupSecret });
  });

  it("reports a 3-D Secure step the customer cancelled in Stripe's modal as authentication_failed", async () => {
    const fake = fakeStripe('requires_3ds', 'cancel');
    const { payments } = adapter(fake);
    const result = await payments.confirmCardSetup(setupSecret, card);
    if (result.status !== 'requires_action') throw new Error('expected a challenge');
    await expect(payments.authenticate(result.challenge, true)).resolves.toEqual({
      status: 'failed',
      message: 'payment processing error (choose or add another card)',
      code: 'authentication_failed',
    });
  });

  it("declining in the portal's dialog abandons the challenge without opening Stripe's modal", async () => {
    const fake = fakeStripe('requires_3ds');
    const { payments } = adapter(fake);
    const result = await payments.confirmCardSetup(setupSecret, card);
    if (result.status !== 'requires_action') throw new Error('expected a challenge');
    await expect(payments.authenticate(result.challenge, false)).resolves.toMatchObject({
      status: 'failed',
      code: 'authentication_cancelled',
    });
    expect(fake.handleNextAction).not.toHaveBeenCalled();
  });

  it('rejects (not a refusal) when Stripe cannot be reached', async () => {
    const { payments } = adapter(fakeStripe('network'));
    const error = await payments.confirmCardSetup(setupSecret, card).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeUnavailableError);
    expect(error).toMatchObject({ type: 'api_connection_error', message: 'Failed to fetch' });
    await expect(payments.confirmCardPayment(paymentSecret)).rejects.toBeInstanceOf(StripeUnavailableError);
  });

  it('rejects a network failure during 3-D Secure', async () => {
    const fake = fakeStripe('requires_3ds', 'network');
    const { payments } = adapter(fake);
    const result = await payments.confirmCardSetup(setupSecret, card);
    if (result.status !== 'requires_action') throw new Error('expected a challenge');
    await expect(payments.authenticate(result.challenge, true)).rejects.toBeInstanceOf(
      StripeUnavailableError,
    );
  });

  it('retries loading Stripe.js after a failed load', async () => {
    const fake = fakeStripe('succeeds');
    const load = vi
      .fn<(key: string) => Promise<Stripe | null>>()
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake as unknown as Stripe);
    const payments = createStripePayments('pk_test_abc123', load);
    await expect(payments.confirmCardSetup(setupSecret, card)).rejects.toThrow('Failed to load Stripe.js');
    await expect(payments.confirmCardSetup(setupSecret, card)).resolves.toEqual({ status: 'succeeded' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when loadStripe answers null (no window, e.g. server rendering)', async () => {
    const payments = createStripePayments('pk_test_abc123', async () => null);
    await expect(payments.confirmCardPayment(paymentSecret)).rejects.toBeInstanceOf(StripeUnavailableError);
  });

  describe('confirmCardPayment', () => {
    it('confirms a payment intent for the saved card', async () => {
      const fake = fakeStripe('succeeds');
      const { payments } = adapter(fake);
      await expect(payments.confirmCardPayment(paymentSecret)).resolves.toEqual({ status: 'succeeded' });
      expect(fake.confirmCardPayment).toHaveBeenCalledWith(paymentSecret);
      // A retry after success (lost answer) is answered from the intent.
      await expect(payments.confirmCardPayment(paymentSecret)).resolves.toEqual({ status: 'succeeded' });
      expect(fake.retrievePaymentIntent).toHaveBeenCalledWith(paymentSecret);
    });

    it('resolves declines with the SPEC §8 text', async () => {
      const { payments } = adapter(fakeStripe('insufficient_funds'));
      await expect(payments.confirmCardPayment(paymentSecret)).resolves.toEqual({
        status: 'failed',
        message: 'insufficient funds',
        code: 'insufficient_funds',
      });
    });

    it('never answers requires_action: Stripe runs 3-D Secure itself (approved, then cancelled)', async () => {
      const approved = adapter(fakeStripe('requires_3ds', 'approve')).payments;
      await expect(approved.confirmCardPayment(paymentSecret)).resolves.toEqual({ status: 'succeeded' });
      const cancelled = adapter(fakeStripe('requires_3ds', 'cancel')).payments;
      await expect(cancelled.confirmCardPayment(paymentSecret)).resolves.toEqual({
        status: 'failed',
        message: 'payment processing error (choose or add another card)',
        code: 'authentication_failed',
      });
    });
  });
});
