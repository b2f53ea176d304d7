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
  readonly provider: string;
  /** `options.idempotencyKey`: one per attempt, the same when that attempt is retried (card saved once). */
  confirmCardSetup(
    clientSecret: string,
    card: BlockCardDetails,
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
};

/** Builds the payments port over the session's api client (the portal passes `createSandboxPayments`). */
export type CreatePayments = (api: ApiClient) => BlockPayments;

/**
 * A `CreatePayments` whose implementation is fetched with a dynamic import on the first card operation, so no
 * payments code weighs on the first-loaded bundle (issue 7; the card blocks load with the account group).
 * Same port: `provider` at once, the methods once `load` resolves. A failed load rejects that call (the
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
