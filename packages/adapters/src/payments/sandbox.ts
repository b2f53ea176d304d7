import type { ApiClient } from '@telco-portal/api';
import type { CardSetupResult, PaymentsAdapter, SandboxCardDetails } from './types.ts';

/** HTTP status of a refused card (Stripe's card errors are 402 too). */
const CARD_ERROR_STATUS = 402;

/** Loaded on first use: keeps the sandbox endpoint schemas (and zod) out of the first-loaded bundle. */
const loadEndpoints = () =>
  import('@telco-portal/api/sandbox-payments').then((m) => m.sandboxPaymentsEndpoints);

/** A 402 refusal becomes `{ status: 'failed' }` with the server's SPEC §8 text and code; anything else rethrows. */
async function refusalOf(error: unknown): Promise<Extract<CardSetupResult, { status: 'failed' }>> {
  const { ApiError } = await import('@telco-portal/api/client');
  if (error instanceof ApiError && error.status === CARD_ERROR_STATUS) {
    return {
      status: 'failed',
      message: error.message,
      ...(typeof error.code === 'string' ? { code: error.code } : {}),
    };
  }
  throw error;
}

/**
 * Sandbox payments (manifest `adapters.payments.provider: "sandbox"`): confirms setup intents through the
 * card-provider endpoints `POST /card-provider/setup_intents/confirm` and `/authenticate` (see
 * `@telco-portal/api/sandbox-payments`), called with the session's api client so base URL, timeout and SPEC §8
 * error texts are the same as every other call. Stripe test card numbers decide the outcome.
 */
export function createSandboxPayments(client: ApiClient): PaymentsAdapter<SandboxCardDetails> {
  return {
    provider: 'sandbox',
    async confirmCardSetup(clientSecret, card, options = {}) {
      const endpoints = await loadEndpoints();
      try {
        const intent = await client.call(endpoints.confirmCardSetup, {
          ...(options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
          body: {
            ClientSecret: clientSecret,
            Number: card.number.replace(/[\s-]/g, ''),
            ExpMonth: card.expMonth,
            ExpYear: card.expYear,
            CVC: card.cvc,
            Name: card.name.trim(),
          },
        });
        if (intent.Status === 'requires_action') {
          return {
            status: 'requires_action',
            challenge: { id: intent.ChallengeID ?? intent.SetupIntentID, clientSecret },
          };
        }
        return { status: 'succeeded' };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async confirmCardPayment() {
      // The sandbox has no payment-intent confirmation endpoint in this branch (the top-up work adds it).
      throw new Error('the sandbox card provider cannot confirm payment intents yet');
    },
    async authenticate(challenge, approve) {
      const endpoints = await loadEndpoints();
      try {
        await client.call(endpoints.authenticateCardSetup, {
          body: { ClientSecret: challenge.clientSecret, Approve: approve },
        });
        return { status: 'succeeded' };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}
