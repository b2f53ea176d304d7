/**
 * Card details typed into the sandbox card form (the Stripe adapter takes a Stripe Elements card instead).
 * `number` may contain spaces; `expMonth` 1–12; `expYear` with 4 digits; `cvc` 3–4 digits.
 */
export type SandboxCardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  /** Name on the card. */
  name: string;
};

/** A pending 3-D Secure challenge of a card setup (the bank's "confirm it is you" step). */
export type CardSetupChallenge = {
  /** Challenge id (sandbox `ChallengeID`; Stripe: the SetupIntent's next action). */
  id: string;
  /** Client secret of the setup intent the challenge belongs to (SPEC §7 SetupIntentClientSecret). */
  clientSecret: string;
};

/**
 * Outcome of confirming a card setup. A refused card resolves (it is not an exception, as with
 * `stripe.confirmCardSetup`, which resolves `{ error }`): `message` is the SPEC §8 text from the provider
 * ('card authorization error', 'insufficient funds', 'payment processing error (choose or add another card)'),
 * `code` the provider's code (`card_declined`, `insufficient_funds`, `incorrect_number`, `expired_card`,
 * `authentication_failed`, …) so the caller can show localised text.
 */
export type CardSetupResult =
  | { status: 'succeeded' }
  | { status: 'requires_action'; challenge: CardSetupChallenge }
  | { status: 'failed'; message: string; code?: string };

/**
 * Outcome of confirming a payment intent (top-up, bill payment, add-on purchase) whose client secret the
 * provider's API answered (SPEC §7 ClientSecret). Same shape and rules as `CardSetupResult`: a refused card
 * resolves `failed` with the SPEC §8 text and the provider's code; `requires_action` carries the 3-D Secure
 * challenge, completed with `authenticate` (its `clientSecret` is the payment intent's).
 */
export type CardPaymentResult = CardSetupResult;

/**
 * Payments port (ARCHITECTURE "adapters": payments sandbox | stripe). Adds a card through a setup intent
 * whose client secret comes from POST /customer/{id}/setup-payment-method (SPEC §7 shows a GET). Shaped after Stripe.js
 * `confirmCardSetup` + `handleNextAction`, so a Stripe adapter can implement it with `Card` = its Elements
 * card. Methods reject (api `ApiError`) only when the provider cannot be reached or answers unexpectedly.
 */
export interface PaymentsAdapter<Card = SandboxCardDetails> {
  /** Which implementation this is (manifest `adapters.payments.provider`). */
  readonly provider: string;
  /** Confirms the setup intent with the card; may ask for 3-D Secure (`requires_action`). */
  /**
   * `options.idempotencyKey`: one key per attempt, sent again when the same attempt is retried (timeout,
   * dropped connection), so the provider saves the card once (Stripe's and the sandbox's Idempotency-Key).
   */
  confirmCardSetup(
    clientSecret: string,
    card: Card,
    options?: { idempotencyKey?: string },
  ): Promise<CardSetupResult>;
  /**
   * Confirms a payment intent created by the provider's API for a saved card (the intent already names the
   * card: PaymentMethodID). `options.idempotencyKey` as for `confirmCardSetup`. Stripe: `stripe.confirmCardPayment`
   * (which runs 3-D Secure itself, so it never answers `requires_action`); sandbox: may answer `requires_action`.
   */
  confirmCardPayment(clientSecret: string, options?: { idempotencyKey?: string }): Promise<CardPaymentResult>;
  /** Completes (approve) or abandons (decline) a 3-D Secure challenge. Never answers `requires_action`. */
  authenticate(
    challenge: CardSetupChallenge,
    approve: boolean,
  ): Promise<Exclude<CardSetupResult, { status: 'requires_action' }>>;
}
