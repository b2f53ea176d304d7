import type { Stripe, StripeCardElement, StripeCardNumberElement } from '@stripe/stripe-js';
import type { ApiClient } from '@telco-portal/api';
import { createContext, useContext, useMemo } from 'react';
import { useSession } from './contexts.ts';

/** Card details of the sandbox card form (`SandboxCardDetails` of @telco-portal/adapters). `expYear` 4 digits. */
export type BlockCardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

/**
 * The card of the Stripe card form (`StripeCard` of @telco-portal/adapters' Stripe adapter): the mounted
 * `cardNumber` Element (Stripe reads the expiry and CVC Elements of its group) or a one-line `card` Element,
 * and the name on the card.
 */
export type BlockStripeCard = { element: StripeCardElement | StripeCardNumberElement; name: string };

/** A pending 3-D Secure challenge (`CardSetupChallenge` of @telco-portal/adapters). */
export type BlockCardChallenge = { id: string; clientSecret: string };

/** Outcome of a card setup (`CardSetupResult` of @telco-portal/adapters); `failed` carries SPEC §8 text + code. */
export type BlockCardSetupResult =
  | { status: 'succeeded' }
  | { status: 'requires_action'; challenge: BlockCardChallenge }
  | { status: 'failed'; message: string; code?: string };

/**
 * The part of the payments port (`PaymentsAdapter` of @telco-portal/adapters) the card blocks need.
 * Declared here so blocks does not import adapters (ARCHITECTURE: blocks -> ui, api, core); the sandbox
 * payments adapter satisfies it structurally. Methods reject only when the provider cannot be reached.
 */
export type BlockPayments = {
  /** The manifest's `adapters.payments.provider`: `sandbox` (the sandbox card form) or `stripe` (Stripe Elements). */
  readonly provider: string;
  /**
   * `card`: the sandbox form's details, or the Stripe form's Elements card (provider `stripe`).
   * `options.idempotencyKey`: one per attempt, the same when that attempt is retried (card saved once).
   */
  confirmCardSetup(
    clientSecret: string,
    card: BlockCardDetails | BlockStripeCard,
    options?: { idempotencyKey?: string },
  ): Promise<BlockCardSetupResult>;
  /** Confirms a payment intent of a saved card (top-up, bill payment); same outcomes as a setup. */
  confirmCardPayment(
    clientSecret: string,
    options?: { idempotencyKey?: string },
  ): Promise<BlockCardSetupResult>;
  authenticate(
    challenge: BlockCardChallenge,
    approve: boolean,
  ): Promise<Exclude<BlockCardSetupResult, { status: 'requires_action' }>>;
  /**
   * Provider `stripe` only: the Stripe.js instance the port confirms with, which the card form mounts its
   * Elements from (`StripePayments.stripe` of @telco-portal/adapters). Rejects when Stripe.js cannot load.
   */
  stripe?: () => Promise<Stripe>;
  /**
   * The provider's own port, loaded (`lazyPayments` fetches it on first use): what a block needs beyond the
   * common methods, e.g. `(await payments.load()).stripe`. Absent on a port that is not lazy (it is its own).
   */
  load?: () => Promise<BlockPayments>;
};

/** Builds the payments port over the session's api client (the portal passes `createSandboxPayments`). */
export type CreatePayments = (api: ApiClient) => BlockPayments;

/**
 * A `CreatePayments` whose implementation is fetched with a dynamic import on the first card operation, so no
 * payments code weighs on the first-loaded bundle (issue 7; the card blocks load with the account group).
 * Same port: `provider` at once, the methods once `load` resolves (the loaded port itself: the port's `load`). A failed load rejects that call (the
 * block shows its SPEC §8 error) and is tried again on the next one.
 */
export function lazyPayments(provider: string, load: () => Promise<CreatePayments>): CreatePayments {
  let loading: Promise<CreatePayments> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return (api) => {
    let port: BlockPayments | null = null;
    const real = async () => {
      port ??= (await loaded())(api);
      return port;
    };
    return {
      provider,
      confirmCardSetup: async (...args) => (await real()).confirmCardSetup(...args),
      confirmCardPayment: async (...args) => (await real()).confirmCardPayment(...args),
      authenticate: async (...args) => (await real()).authenticate(...args),
      load: real,
    };
  };
}

export const PaymentsContext = createContext<CreatePayments | null>(null);
PaymentsContext.displayName = 'PaymentsContext';

/**
 * The payments port for the manifest's `adapters.payments.provider`, bound to the session's api client.
 * @throws Error "`usePayments` must be used within `PaymentsContext`" when the portal provides none.
 */
export function usePayments(): BlockPayments {
  const create = useContext(PaymentsContext);
  const { api } = useSession();
  if (!create) throw new Error('`usePayments` must be used within `PaymentsContext`');
  return useMemo(() => create(api), [create, api]);
}
