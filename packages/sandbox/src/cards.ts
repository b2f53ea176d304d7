import type { SandboxCardErrorCode } from '@telco-portal/api/sandbox-payments';
import cardValidator from 'card-validator';

/**
 * What a Stripe test card number does when a setup intent is confirmed with it (STACK gotcha 12,
 * ARCHITECTURE "Sandbox backend: payments"). Numbers are digits only.
 */
export type TestCardOutcome =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'requires_3ds'
  | 'charges_decline';

/** Stripe test cards the sandbox knows (https://docs.stripe.com/testing). Other valid numbers are declined. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeds', // Visa
  '4000056655665556': 'succeeds', // Visa (debit)
  '5555555555554444': 'succeeds', // Mastercard
  '2223003122003222': 'succeeds', // Mastercard (2-series)
  '378282246310005': 'succeeds', // American Express
  '4000000000000002': 'declined', // generic decline
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'requires_3ds', // always authenticates
  '4000000000000341': 'charges_decline', // saved, but every payment is declined (migration 011)
};

/** SPEC §8 texts of the declines (`err_message`); the code is the Stripe-style `err_code`. */
export const CARD_ERROR_MESSAGES: Record<SandboxCardErrorCode, string> = {
  card_declined: 'card authorization error',
  insufficient_funds: 'insufficient funds',
  incorrect_number: 'card authorization error: the card number is incorrect',
  expired_card: 'card authorization error: the card has expired or expires this month',
  authentication_failed: 'payment processing error (choose or add another card)',
};

export type CardCheck =
  | { ok: true; number: string; cardType: string; last4: string; outcome: TestCardOutcome }
  | { ok: false; code: SandboxCardErrorCode };

/**
 * Checks typed card details the way a card network would in test mode: Luhn and length (card-validator),
 * expiry — a card expiring in the current month or earlier is refused (SPEC §5 "A card about to expire is
 * refused for authorisation") — then the Stripe test-card table. `now` is the sandbox clock (UTC month).
 * `cardType` is the brand's display name ('Visa', 'Mastercard', 'American Express'), as CardType in SPEC §3.
 */
export function checkCard(
  input: { number: string; expMonth: number; expYear: number },
  now: Date,
): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  const validation = cardValidator.number(number);
  if (!/^\d+$/.test(number) || !validation.isValid) return { ok: false, code: 'incorrect_number' };
  const nowMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonthIndex = input.expYear * 12 + (input.expMonth - 1);
  if (cardMonthIndex <= nowMonthIndex) return { ok: false, code: 'expired_card' };
  const outcome = TEST_CARDS[number] ?? 'declined';
  return {
    ok: true,
    number,
    cardType: validation.card?.niceType ?? 'Card',
    last4: number.slice(-4),
    outcome,
  };
}
