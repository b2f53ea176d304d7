import * as z from 'zod';
import { defineEndpoint } from './contract/define.ts';
import { LIMITS, paymentMethodSchema, text } from './contract/schemas.ts';

/**
 * The sandbox's CARD PROVIDER: endpoints that stand in for Stripe.js `confirmCardSetup` and its 3-D Secure
 * challenge (ARCHITECTURE "Sandbox backend: payments", STACK gotcha 12). They are NOT part of the provider
 * API: they are not in `endpoints`, a portal with the Stripe adapter never calls them, and only
 * `@telco-portal/sandbox` implements them. Kept here so the sandbox and the sandbox payments adapter share
 * one schema.
 *
 * Like Stripe's API they are part of the payments service, not sandbox debugging tools: they exist in both
 * sandbox modes (a portal with `payments.provider: "sandbox"` needs them to save a card) and live under
 * `/card-provider/`, outside the development-only `/sandbox/` routes. They are authorised as a real
 * provider would: the setup intent's client secret AND the Bearer token of an identity holding the
 * intent's customer (an unknown secret or another customer's intent is 400 'setup_intent_invalid'), and
 * the account must be active (verified e-mail, not suspended). Both honour an `Idempotency-Key`.
 *
 * Outcomes by Stripe test card number (spaces ignored):
 * - 4242 4242 4242 4242 (and the other Stripe "succeeds" cards) → `succeeded`, the card is saved;
 * - 4000 0000 0000 0002 → 402 `card_declined` 'card authorization error' (SPEC §8);
 * - 4000 0000 0000 9995 → 402 `insufficient_funds` 'insufficient funds' (SPEC §8);
 * - 4000 0027 6000 3184 → `requires_action` with a `ChallengeID`; then `authenticate` approves (card saved)
 *   or declines (402 `authentication_failed`, SPEC §8 'payment processing error (choose or add another card)');
 * - a number failing the Luhn check → 402 `incorrect_number`; an expired card or one expiring this month
 *   → 402 `expired_card` (SPEC §5 "A card about to expire is refused for authorisation");
 * - any other number → 402 `card_declined` (like Stripe test mode with a non-test card).
 * A used, unknown or failed client secret → 400 `setup_intent_invalid`.
 */

/** Card details typed into the sandbox card form. `ExpYear` has 4 digits; `ExpMonth` 1–12. */
export const sandboxConfirmCardSetupRequestSchema = z.object({
  ClientSecret: text(LIMITS.code, 1),
  Number: text(LIMITS.cardNumber, 1),
  ExpMonth: z.number().int().min(1).max(12),
  ExpYear: z.number().int().min(2000).max(2100),
  CVC: z
    .string()
    .max(4)
    .regex(/^\d{3,4}$/, 'expected 3 or 4 digits'),
  Name: text(LIMITS.name),
});
export type SandboxConfirmCardSetupRequest = z.infer<typeof sandboxConfirmCardSetupRequestSchema>;

/** 3-D Secure answer of the sandbox challenge: approve (card saved) or decline (setup fails). */
export const sandboxAuthenticateSetupRequestSchema = z.object({
  ClientSecret: text(LIMITS.code, 1),
  Approve: z.boolean(),
});

/**
 * A setup intent after confirmation. `Status` uses Stripe's names: `succeeded` carries the saved
 * `PaymentMethod` (SPEC §3; Rank 1 when it is the customer's first card, SPEC §4); `requires_action`
 * carries the `ChallengeID` of the sandbox 3-D Secure challenge.
 */
export const sandboxSetupIntentSchema = z.object({
  SetupIntentID: z.string(),
  Status: z.enum(['succeeded', 'requires_action']),
  ChallengeID: z.string().optional(),
  PaymentMethod: paymentMethodSchema.optional(),
});
export type SandboxSetupIntent = z.infer<typeof sandboxSetupIntentSchema>;

/**
 * Payment intents (top-ups, bill payments): the provider API created the intent for a saved card and answered
 * its client secret; the card provider confirms it. Outcomes by the saved card (the test number it was saved
 * with): a card saved with 4000 0027 6000 3184 asks for 3-D Secure on every payment (`requires_action` +
 * `ChallengeID`, then `authenticateCardPayment`), other saved cards succeed. A used, unknown or another
 * customer's client secret is 400 'payment_intent_invalid'.
 */
export const sandboxConfirmCardPaymentRequestSchema = z.object({ ClientSecret: text(LIMITS.code, 1) });

/** 3-D Secure answer for a payment intent in requires_action: approve (paid) or decline (402, not paid). */
export const sandboxAuthenticatePaymentRequestSchema = sandboxAuthenticateSetupRequestSchema;

/** A payment intent after confirmation (`succeeded`: the money moved; `requires_action`: 3-D Secure first). */
export const sandboxPaymentIntentSchema = z.object({
  PaymentIntentID: z.string(),
  Status: z.enum(['succeeded', 'requires_action']),
  ChallengeID: z.string().optional(),
  /** Cents charged. */
  AmountCents: z.number().int().nonnegative(),
});
export type SandboxPaymentIntent = z.infer<typeof sandboxPaymentIntentSchema>;

/** Error codes of declined setups (HTTP 402), as `err_code` / `ApiError.code`. */
export const SANDBOX_CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'incorrect_number',
  'expired_card',
  'authentication_failed',
] as const;
export type SandboxCardErrorCode = (typeof SANDBOX_CARD_ERROR_CODES)[number];

export const sandboxPaymentsEndpoints = {
  confirmCardSetup: defineEndpoint({
    name: 'sandboxConfirmCardSetup',
    summary:
      'Sandbox card provider: confirm a setup intent with card details (stands in for Stripe.js confirmCardSetup).',
    method: 'POST',
    path: '/card-provider/setup_intents/confirm',
    body: sandboxConfirmCardSetupRequestSchema,
    response: sandboxSetupIntentSchema,
    auth: true,
    requiresActiveAccount: true,
    idempotency: 'optional',
  }),
  authenticateCardSetup: defineEndpoint({
    name: 'sandboxAuthenticateCardSetup',
    summary: 'Sandbox card provider: answer the 3-D Secure challenge of a setup intent in requires_action.',
    method: 'POST',
    path: '/card-provider/setup_intents/authenticate',
    body: sandboxAuthenticateSetupRequestSchema,
    response: sandboxSetupIntentSchema,
    auth: true,
    requiresActiveAccount: true,
    idempotency: 'optional',
  }),
  confirmCardPayment: defineEndpoint({
    name: 'sandboxConfirmCardPayment',
    summary:
      'Sandbox card provider: confirm a payment intent of a saved card (stands in for Stripe.js confirmCardPayment).',
    method: 'POST',
    path: '/card-provider/payment_intents/confirm',
    body: sandboxConfirmCardPaymentRequestSchema,
    response: sandboxPaymentIntentSchema,
    auth: true,
    requiresActiveAccount: true,
    idempotency: 'optional',
  }),
  authenticateCardPayment: defineEndpoint({
    name: 'sandboxAuthenticateCardPayment',
    summary: 'Sandbox card provider: answer the 3-D Secure challenge of a payment intent in requires_action.',
    method: 'POST',
    path: '/card-provider/payment_intents/authenticate',
    body: sandboxAuthenticatePaymentRequestSchema,
    response: sandboxPaymentIntentSchema,
    auth: true,
    requiresActiveAccount: true,
    idempotency: 'optional',
  }),
} as const;
