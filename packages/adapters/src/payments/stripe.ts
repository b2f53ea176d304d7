import type { Stripe, StripeCardElement, StripeCardNumberElement, StripeError } from '@stripe/stripe-js';
import { loadStripeScript } from './stripe-script.ts';
import type { CardSetupResult, PaymentsAdapter } from './types.ts';

type Failed = Extract<CardSetupResult, { status: 'failed' }>;
type Final = Exclude<CardSetupResult, { status: 'requires_action' }>;

/** SPEC §8 texts of card refusals, by the port's code (the same texts the sandbox card provider answers). */
const REFUSALS = {
  card_declined: 'card authorization error',
  insufficient_funds: 'insufficient funds',
  incorrect_number: 'card authorization error: the card number is incorrect',
  expired_card: 'card authorization error: the card has expired or expires this month',
  authentication_failed: 'payment processing error (choose or add another card)',
} as const;

/** Stripe error codes (`error.code`) that mean the 3-D Secure step failed or was cancelled. */
const AUTHENTICATION_CODES = new Set([
  'setup_intent_authentication_failure',
  'payment_intent_authentication_failure',
]);

/** Stripe error codes of a card number Stripe rejects before asking the bank. */
const NUMBER_CODES = new Set(['incorrect_number', 'invalid_number']);

/**
 * Stripe's answer when the provider cannot be reached or answers unexpectedly (not a card refusal): the port's
 * methods reject with it (PaymentsAdapter: "reject only when the provider cannot be reached"). `type` and `code`
 * are Stripe's (`api_connection_error`, `rate_limit_error`, …).
 */
export class StripeUnavailableError extends Error {
  override readonly name = 'StripeUnavailableError';
  constructor(
    message: string,
    readonly type?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A Stripe.js error as the port's result: card errors (`type: "card_error"`) and 3-D Secure failures resolve
 * `failed` with the SPEC §8 text and the port's code; anything else (network, rate limit, invalid request)
 * rejects with `StripeUnavailableError`.
 */
function refusalOf(error: StripeError): Failed {
  const code = error.code ?? '';
  if (AUTHENTICATION_CODES.has(code)) {
    return { status: 'failed', message: REFUSALS.authentication_failed, code: 'authentication_failed' };
  }
  if (error.type === 'card_error' || error.type === 'validation_error') {
    if (error.decline_code === 'insufficient_funds' || code === 'insufficient_funds') {
      return { status: 'failed', message: REFUSALS.insufficient_funds, code: 'insufficient_funds' };
    }
    if (NUMBER_CODES.has(code)) {
      return { status: 'failed', message: REFUSALS.incorrect_number, code: 'incorrect_number' };
    }
    if (code === 'expired_card' || code === 'invalid_expiry_year' || code === 'invalid_expiry_month') {
      return { status: 'failed', message: REFUSALS.expired_card, code: 'expired_card' };
    }
    return { status: 'failed', message: REFUSALS.card_declined, code: 'card_declined' };
  }
  throw new StripeUnavailableError(error.message ?? 'payment provider unavailable', error.type, error.code);
}

/** An intent's status after Stripe handled it: `succeeded` (or `processing`, settled by webhook) or a refusal. */
function finalOf(status: string | undefined): Final {
  if (status === 'succeeded' || status === 'processing') return { status: 'succeeded' };
  // requires_payment_method after a 3-D Secure step: the bank refused or the customer closed Stripe's modal.
  return { status: 'failed', message: REFUSALS.authentication_failed, code: 'authentication_failed' };
}

/**
 * The card the Stripe adapter takes: the mounted Elements card (the one-line `card` Element, or the
 * `cardNumber` Element of split fields: Stripe reads the expiry and CVC Elements of the same Elements group)
 * and the name on the card (billing details).
 */
export type StripeCard = { element: StripeCardElement | StripeCardNumberElement; name: string };

/**
 * The Stripe payments port: the payments port plus `stripe()`, the Stripe.js instance it confirms with (the
 * card form mounts its Elements from it: Stripe confirms a card only with an Element of its own instance).
 * `stripe()` rejects with `StripeUnavailableError` when Stripe.js cannot be loaded (SPEC §8 card payment
 * provider loading error), and is tried again on the next call.
 */
export type StripePayments = PaymentsAdapter<StripeCard> & { stripe(): Promise<Stripe> };

/** Loads Stripe.js for a publishable key (`loadStripe` of @stripe/stripe-js; tests pass a fake). */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/**
 * The default loader, on first use only (Stripe.js loads when a card is taken): Stripe.js added through the
 * portal's `telco-portal-stripe` Trusted Types policy (stripe-script.ts), then `loadStripe` of
 * `@stripe/stripe-js/pure`, which finds `window.Stripe` and injects no script of its own (the CSP would refuse it).
 */
const defaultLoad: LoadStripe = async (key) => {
  const [{ loadStripe }] = await Promise.all([import('@stripe/stripe-js/pure'), loadStripeScript()]);
  return loadStripe(key);
};

/**
 * Stripe payments (manifest `adapters.payments.provider: "stripe"`, ARCHITECTURE "Real services"): card setup
 * with the Elements card (`stripe.confirmCardSetup`), 3-D Secure with `stripe.handleNextAction`, payments with
 * `stripe.confirmCardPayment` (SPEC §7 ClientSecret). Stripe.js is loaded from js.stripe.com on the first call
 * (`loadStripe`, injectable) and reused; a failed load rejects that call and is tried again on the next one.
 *
 * `options.idempotencyKey` is not sent (Stripe.js takes none: a client secret confirms its intent once). A retried
 * confirmation of an intent that already succeeded (`*_unexpected_state`) is answered from the intent itself.
 */
export function createStripePayments(
  publishableKey: string,
  loadStripe: LoadStripe = defaultLoad,
): StripePayments {
  let loading: Promise<Stripe> | null = null;
  const stripe = () => {
    loading ??= loadStripe(publishableKey).then(
      (s) => {
        if (!s) throw new StripeUnavailableError('Stripe.js is not available');
        return s;
      },
      (error: unknown) => {
        throw new StripeUnavailableError(error instanceof Error ? error.message : 'Stripe.js failed to load');
      },
    );
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  return {
    provider: 'stripe',
    stripe,
    async confirmCardSetup(clientSecret, card) {
      const s = await stripe();
      const { setupIntent, error } = await s.confirmCardSetup(
        clientSecret,
        { payment_method: { card: card.element, billing_details: { name: card.name.trim() } } },
        { handleActions: false },
      );
      if (error) {
        if (error.code === 'setup_intent_unexpected_state') {
          const again = await s.retrieveSetupIntent(clientSecret);
          if (again.setupIntent?.status === 'succeeded') return { status: 'succeeded' };
        }
        return refusalOf(error);
      }
      if (setupIntent.status === 'requires_action') {
        return { status: 'requires_action', challenge: { id: setupIntent.id, clientSecret } };
      }
      return finalOf(setupIntent.status);
    },
    async confirmCardPayment(clientSecret) {
      const s = await stripe();
      const { paymentIntent, error } = await s.confirmCardPayment(clientSecret);
      if (error) {
        if (error.code === 'payment_intent_unexpected_state') {
          const again = await s.retrievePaymentIntent(clientSecret);
          if (again.paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
        }
        return refusalOf(error);
      }
      return finalOf(paymentIntent.status);
    },
    async authenticate(challenge, approve) {
      // Declining in our dialog abandons the intent without opening Stripe's 3-D Secure modal.
      if (!approve) {
        return {
          status: 'failed',
          message: REFUSALS.authentication_failed,
          code: 'authentication_cancelled',
        };
      }
      const s = await stripe();
      const result = await s.handleNextAction({ clientSecret: challenge.clientSecret });
      if (result.error) return refusalOf(result.error);
      const intent = 'setupIntent' in result ? result.setupIntent : result.paymentIntent;
      return finalOf(intent?.status);
    },
  };
}
