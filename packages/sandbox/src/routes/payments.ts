import type { Transaction } from '@electric-sql/pglite';
import { endpoints, type PaymentMethod } from '@telco-portal/api';
import type { SandboxCardErrorCode } from '@telco-portal/api/sandbox-payments';
import { type SandboxSetupIntent, sandboxPaymentsEndpoints } from '@telco-portal/api/sandbox-payments';
import { isCardExpired } from '@telco-portal/core';
import type { Hono } from 'hono';
import { type AuthContext, randomSecret } from '../auth.ts';
import { applyBillPayment } from '../bill-payments.ts';
import { CARD_ERROR_MESSAGES, checkCard } from '../cards.ts';
import type { SandboxDb } from '../db/worker-db.ts';
import { MESSAGES, SandboxError } from '../errors.ts';
import { payOrder } from '../eshop/store.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadProductOfKind } from '../rows.ts';
import { dateToNanos } from '../time.ts';
import { recordTransaction } from '../transactions.ts';
import { applyAddonPayment } from './plans.ts';
import { creditProduct } from './topup.ts';

type Db = SandboxDb | Transaction;

type CardRow = {
  uuid: string;
  rank: number;
  card_type: string;
  card_last4: string;
  token: string;
  exp_month: number;
  exp_year: number;
};

/**
 * What a saved card does when it pays (`payment_methods.payment_outcome`, migrations 009 and 011): pays,
 * asks for 3-D Secure first (4000 0027 6000 3184), or is declined every time (4000 0000 0000 0341).
 */
export type SavedCardOutcome = 'succeeds' | 'requires_3ds' | 'declines';

/** A card being saved; `paymentOutcome` what it does when it pays later. */
type PendingCard = {
  cardType: string;
  last4: string;
  expMonth: number;
  expYear: number;
  paymentOutcome?: SavedCardOutcome;
};

type IntentRow = {
  id: string;
  customer_uuid: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  challenge_id: string | null;
  pending_card: PendingCard | null;
};

type PaymentIntentRow = {
  id: string;
  customer_uuid: string;
  payment_method_uuid: string;
  amount_cents: number;
  purpose: 'top_up' | 'bill_payment' | 'addon' | 'eshop_order';
  product_uuid: string | null;
  status: 'requires_confirmation' | 'requires_action' | 'succeeded';
  challenge_id: string | null;
  addon_availability_uuid: string | null;
  addon_subscribe: boolean | null;
  addon_base_plan: boolean | null;
  order_uuid: string | null;
};

/** What an intent of purpose 'addon' buys (migration 013): the availability, auto-renew, replaces the base plan. */
export type AddonIntent = { availabilityUuid: string; subscribe: boolean; basePlan: boolean };

/**
 * Creates a payment intent of the customer's saved card `cardUuid` (not deleted) for `amountCents` and
 * `purpose` (migration 009) and resolves its client secret. The money moves when the card provider confirms
 * it (`/card-provider/payment_intents/confirm`).
 * @throws SandboxError 404 'card_is_not_found' for a card that is not the customer's live card.
 */
export async function createPaymentIntent(
  db: Db,
  deps: Pick<SandboxDeps, 'now'>,
  input: {
    customerUuid: string;
    cardUuid: string;
    amountCents: number;
    purpose: PaymentIntentRow['purpose'];
    productUuid: string | null;
    /** Purpose 'addon' only: what the payment buys. */
    addon?: AddonIntent;
    /** Purpose 'eshop_order' only: the order paid (migration 014). */
    orderUuid?: string;
  },
): Promise<string> {
  const cards = await listPaymentMethods(db, input.customerUuid);
  if (!cards.some((c) => c.UUID === input.cardUuid)) throw cardNotFound();
  const id = `pi_${randomSecret().slice(0, 24)}`;
  const clientSecret = `${id}_secret_${randomSecret().slice(0, 32)}`;
  await db.query(
    `INSERT INTO payment_intents (id, client_secret, customer_uuid, payment_method_uuid, amount_cents, purpose, product_uuid,
       status, created_at_nanos, addon_availability_uuid, addon_subscribe, addon_base_plan, order_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'requires_confirmation', $8, $9, $10, $11, $12)`,
    [
      id,
      clientSecret,
      input.customerUuid,
      input.cardUuid,
      input.amountCents,
      input.purpose,
      input.productUuid,
      dateToNanos(deps.now()).toString(),
      input.addon?.availabilityUuid ?? null,
      input.addon?.subscribe ?? null,
      input.addon?.basePlan ?? null,
      input.orderUuid ?? null,
    ],
  );
  return clientSecret;
}

const cardToWire = (r: CardRow): PaymentMethod => ({
  UUID: r.uuid,
  Rank: r.rank,
  CardType: r.card_type,
  CardLast4: r.card_last4,
  Token: r.token,
  CardExpiryMonth: r.exp_month,
  CardExpiryYear: r.exp_year,
  DeletedAtNanos: null,
});

/** Saved cards of a customer that are not deleted, default (Rank 1) first (SPEC §3, §9). */
export async function listPaymentMethods(db: Db, customerUuid: string): Promise<PaymentMethod[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT uuid, rank, card_type, card_last4, token, exp_month, exp_year FROM payment_methods
      WHERE customer_uuid = $1 AND deleted_at_nanos IS NULL ORDER BY rank, uuid`,
    [customerUuid],
  );
  return rows.map(cardToWire);
}

/** The customer's default card (Rank 1), which off-session charges use; undefined without a live card. */
export async function defaultCard(db: Db, customerUuid: string): Promise<PaymentMethod | undefined> {
  return (await listPaymentMethods(db, customerUuid))[0];
}

/** 402 'card_is_not_found': a charge to the default card of a customer who has none (SPEC §8 'card is not found'). */
export const noCardToCharge = () => new SandboxError(402, 'card_is_not_found', MESSAGES.cardNotFound);

/** Gives the customer's live cards ranks 1..n in the order of `uuids`. */
async function rerank(tx: Db, uuids: string[]): Promise<void> {
  for (const [index, uuid] of uuids.entries()) {
    await tx.query('UPDATE payment_methods SET rank = $2 WHERE uuid = $1', [uuid, index + 1]);
  }
}

/**
 * How the saved card `uuid` pays (`SavedCardOutcome`), whether it was removed, and whether its expiry month is
 * over at `nowMs` (core `isCardExpired`: valid through the last day of its month); undefined for an unknown card.
 * The one reader of `payment_outcome`: the card provider's confirm, the card add-on purchase and the auto
 * top-up runs. A real card network refuses an expired card whatever the number, so callers check `expired` first.
 */
export async function savedCardPayment(
  db: Db,
  uuid: string,
  nowMs: number,
): Promise<{ outcome: SavedCardOutcome; deleted: boolean; expired: boolean } | undefined> {
  const { rows } = await db.query<{
    outcome: SavedCardOutcome;
    deleted: boolean;
    exp_month: number;
    exp_year: number;
  }>(
    `SELECT payment_outcome AS outcome, deleted_at_nanos IS NOT NULL AS deleted, exp_month, exp_year
       FROM payment_methods WHERE uuid = $1`,
    [uuid],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    outcome: row.outcome,
    deleted: row.deleted,
    expired: isCardExpired(row.exp_month, row.exp_year, nowMs),
  };
}

/** A card network's refusal: 402 with the code and its SPEC §8 text. */
export const cardError = (code: SandboxCardErrorCode) =>
  new SandboxError(402, code, CARD_ERROR_MESSAGES[code]);
const invalidIntent = () =>
  new SandboxError(400, 'setup_intent_invalid', 'This card setup has already finished or is unknown');
const cardNotFound = () => new SandboxError(404, 'card_is_not_found', MESSAGES.cardNotFound);

/**
 * Saved cards (SPEC §7 Payments): setup intents (POST setup-payment-method, Idempotency-Key), delete and
 * set-default, plus the card provider's confirm/authenticate routes that stand in for Stripe.js
 * `confirmCardSetup` and its 3-D Secure challenge (see @telco-portal/api/sandbox-payments for the test-card
 * outcomes and why they exist in both modes).
 */
export function paymentRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.paymentMethods, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return { PaymentMethods: await listPaymentMethods(db, params.id) };
  });

  route(app, deps, endpoints.setupPaymentMethod, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const id = `seti_${randomSecret().slice(0, 24)}`;
    const clientSecret = `${id}_secret_${randomSecret().slice(0, 32)}`;
    await db.query(
      `INSERT INTO setup_intents (id, client_secret, customer_uuid, status, created_at_nanos)
       VALUES ($1, $2, $3, 'requires_payment_method', $4)`,
      [id, clientSecret, params.id, dateToNanos(deps.now()).toString()],
    );
    return { SetupIntentClientSecret: clientSecret };
  });

  // SPEC §5: the only card cannot be removed; a card not on the account is card_is_not_found.
  // SPEC §4: removing the default makes the first remaining card the default.
  route(app, deps, endpoints.deletePaymentMethod, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return db.transaction(async (tx) => {
      const cards = await listPaymentMethods(tx, params.id);
      if (!cards.some((c) => c.UUID === params.cardId)) throw cardNotFound();
      if (cards.length === 1) throw new SandboxError(409, 'only_card', MESSAGES.onlyCard);
      await tx.query('UPDATE payment_methods SET deleted_at_nanos = $2 WHERE uuid = $1', [
        params.cardId,
        dateToNanos(deps.now()).toString(),
      ]);
      await rerank(
        tx,
        cards.filter((c) => c.UUID !== params.cardId).map((c) => c.UUID),
      );
      return { PaymentMethods: await listPaymentMethods(tx, params.id) };
    });
  });

  // SPEC §7 invalid-payment-methods: a card that can no longer be charged (its expiry month has passed, UTC)
  // is removed even when it is the only one; a card still valid must go through deletePaymentMethod.
  route(app, deps, endpoints.deleteInvalidPaymentMethod, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return db.transaction(async (tx) => {
      const cards = await listPaymentMethods(tx, params.id);
      const card = cards.find((c) => c.UUID === params.cardId);
      if (!card) throw cardNotFound();
      const now = deps.now();
      const expired =
        card.CardExpiryYear * 12 + card.CardExpiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (!expired) throw new SandboxError(409, 'card_is_valid', MESSAGES.cardIsValid);
      await tx.query('UPDATE payment_methods SET deleted_at_nanos = $2 WHERE uuid = $1', [
        params.cardId,
        dateToNanos(now).toString(),
      ]);
      await rerank(
        tx,
        cards.filter((c) => c.UUID !== params.cardId).map((c) => c.UUID),
      );
      return { PaymentMethods: await listPaymentMethods(tx, params.id) };
    });
  });

  route(app, deps, endpoints.setDefaultPaymentMethod, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    return db.transaction(async (tx) => {
      const cards = await listPaymentMethods(tx, params.id);
      if (!cards.some((c) => c.UUID === params.cardId)) throw cardNotFound();
      await rerank(tx, [params.cardId, ...cards.filter((c) => c.UUID !== params.cardId).map((c) => c.UUID)]);
      return { PaymentMethods: await listPaymentMethods(tx, params.id) };
    });
  });

  const loadIntent = async (clientSecret: string) =>
    (
      await db.query<IntentRow>(
        'SELECT id, customer_uuid, status, challenge_id, pending_card FROM setup_intents WHERE client_secret = $1',
        [clientSecret],
      )
    ).rows[0];

  /** Saves the card (Rank 1 when it is the customer's first, SPEC §4) and completes the intent. */
  const saveCard = async (intent: IntentRow, card: PendingCard): Promise<SandboxSetupIntent> =>
    db.transaction(async (tx) => {
      const existing = await listPaymentMethods(tx, intent.customer_uuid);
      const uuid = crypto.randomUUID();
      await tx.query(
        `INSERT INTO payment_methods (uuid, customer_uuid, rank, card_type, card_last4, token, exp_month, exp_year,
           payment_outcome)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          uuid,
          intent.customer_uuid,
          existing.length + 1,
          card.cardType,
          card.last4,
          `pm_sandbox_${randomSecret().slice(0, 24)}`,
          card.expMonth,
          card.expYear,
          card.paymentOutcome ?? 'succeeds',
        ],
      );
      await tx.query(
        `UPDATE setup_intents SET status = 'succeeded', challenge_id = NULL, pending_card = NULL, payment_method_uuid = $2
          WHERE id = $1`,
        [intent.id, uuid],
      );
      const saved = (await listPaymentMethods(tx, intent.customer_uuid)).find((c) => c.UUID === uuid)!;
      return { SetupIntentID: intent.id, Status: 'succeeded' as const, PaymentMethod: saved };
    });

  /** The intent of `clientSecret` when it belongs to a customer the caller holds (and may use), else 400. */
  const ownIntent = async (clientSecret: string, auth: AuthContext) => {
    const intent = await loadIntent(clientSecret);
    if (!intent || !auth.customerUUIDs.includes(intent.customer_uuid)) throw invalidIntent();
    assertCustomerAccess(auth, intent.customer_uuid);
    return intent;
  };

  // Card provider (stands in for Stripe.js confirmCardSetup): the client secret AND the token of an identity
  // holding the intent's customer authorise the call. A decline leaves the intent confirmable again (Stripe's
  // requires_payment_method), so the form can retry with another card.
  route(app, deps, sandboxPaymentsEndpoints.confirmCardSetup, async ({ body, auth }) => {
    const intent = await ownIntent(body.ClientSecret, auth);
    if (intent.status === 'succeeded') throw invalidIntent();
    const check = checkCard(
      { number: body.Number, expMonth: body.ExpMonth, expYear: body.ExpYear },
      deps.now(),
    );
    const reset = () =>
      db.query(
        `UPDATE setup_intents SET status = 'requires_payment_method', challenge_id = NULL, pending_card = NULL WHERE id = $1`,
        [intent.id],
      );
    if (!check.ok) {
      await reset();
      throw cardError(check.code);
    }
    const card = {
      cardType: check.cardType,
      last4: check.last4,
      expMonth: body.ExpMonth,
      expYear: body.ExpYear,
    };
    switch (check.outcome) {
      case 'succeeds':
        return saveCard(intent, card);
      case 'charges_decline':
        // Stripe's 0341 card: attaching it succeeds; its payments fail later.
        return saveCard(intent, { ...card, paymentOutcome: 'declines' });
      case 'requires_3ds': {
        const challengeId = `3ds_${randomSecret().slice(0, 24)}`;
        // Stripe's 3184 card authenticates every payment too.
        const pending: PendingCard = { ...card, paymentOutcome: 'requires_3ds' };
        await db.query(
          `UPDATE setup_intents SET status = 'requires_action', challenge_id = $2, pending_card = $3 WHERE id = $1`,
          [intent.id, challengeId, JSON.stringify(pending)],
        );
        return { SetupIntentID: intent.id, Status: 'requires_action' as const, ChallengeID: challengeId };
      }
      case 'insufficient_funds':
        await reset();
        throw cardError('insufficient_funds');
      default:
        await reset();
        throw cardError('card_declined');
    }
  });

  // Card provider: the customer's answer to the 3-D Secure challenge of an intent in requires_action.
  route(app, deps, sandboxPaymentsEndpoints.authenticateCardSetup, async ({ body, auth }) => {
    const intent = await ownIntent(body.ClientSecret, auth);
    if (intent.status !== 'requires_action' || !intent.pending_card) throw invalidIntent();
    if (body.Approve) return saveCard(intent, intent.pending_card);
    await db.query(
      `UPDATE setup_intents SET status = 'requires_payment_method', challenge_id = NULL, pending_card = NULL WHERE id = $1`,
      [intent.id],
    );
    throw cardError('authentication_failed');
  });

  // --- Payment intents (migration 009): confirm a saved card's payment, 3-D Secure when the card asks ----------
  const invalidPayment = () =>
    new SandboxError(400, 'payment_intent_invalid', 'This payment has already finished or is unknown');

  /** The payment intent of `clientSecret` when the caller holds its customer, else 400. */
  const ownPayment = async (clientSecret: string, auth: AuthContext) => {
    const { rows } = await db.query<PaymentIntentRow>(
      `SELECT id, customer_uuid, payment_method_uuid, amount_cents, purpose, product_uuid, status, challenge_id,
              addon_availability_uuid, addon_subscribe, addon_base_plan, order_uuid
         FROM payment_intents WHERE client_secret = $1`,
      [clientSecret],
    );
    const intent = rows[0];
    if (!intent || !auth.customerUUIDs.includes(intent.customer_uuid)) throw invalidPayment();
    assertCustomerAccess(auth, intent.customer_uuid);
    return intent;
  };

  /**
   * Marks the intent succeeded and moves its money, in one transaction: a top-up credits its product; a bill
   * payment pays the outstanding invoices (bill-payments.ts; 400 'amount_over_outstanding' when they were paid
   * meanwhile, and nothing changes); an add-on payment puts the add-on on its product (plans.ts
   * `applyAddonPayment`; 409 'plan_already_owned' when it was bought meanwhile, and nothing changes).
   */
  const applyPayment = (intent: PaymentIntentRow) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string }>(
        'SELECT status FROM payment_intents WHERE id = $1 FOR UPDATE',
        [intent.id],
      );
      if (rows[0]?.status === 'succeeded') throw invalidPayment();
      const now = dateToNanos(deps.now());
      if (intent.purpose === 'top_up' && intent.product_uuid) {
        const product = await loadProductOfKind(tx, intent.customer_uuid, intent.product_uuid, [
          'prepay',
          'payg',
        ]);
        await creditProduct(tx, product, intent.amount_cents, now);
        // The payments history's row, in the transaction that takes the money (issue 10 ledger).
        await recordTransaction(tx, {
          customerUuid: intent.customer_uuid,
          productUuid: product.uuid,
          kind: 'top_up',
          amountCents: intent.amount_cents,
          description: 'Top-up by card',
          createdAtNanos: now,
        });
      }
      if (intent.purpose === 'addon' && intent.product_uuid && intent.addon_availability_uuid) {
        await applyAddonPayment(tx, {
          customerUuid: intent.customer_uuid,
          productUuid: intent.product_uuid,
          paymentMethodUuid: intent.payment_method_uuid,
          amountCents: intent.amount_cents,
          addon: {
            availabilityUuid: intent.addon_availability_uuid,
            subscribe: intent.addon_subscribe === true,
            basePlan: intent.addon_base_plan === true,
          },
          nowNanos: now,
        });
      }
      // An e-shop order (issue 11): paid, its new lines created, its cart closed (eshop/store.ts payOrder).
      if (intent.purpose === 'eshop_order' && intent.order_uuid) await payOrder(tx, intent.order_uuid, now);
      if (intent.purpose === 'bill_payment') {
        await applyBillPayment(tx, {
          customerUuid: intent.customer_uuid,
          productUuid: intent.product_uuid,
          paymentMethodUuid: intent.payment_method_uuid,
          amountCents: intent.amount_cents,
          nowNanos: now,
        });
      }
      await tx.query(
        `UPDATE payment_intents SET status = 'succeeded', challenge_id = NULL, succeeded_at_nanos = $2 WHERE id = $1`,
        [intent.id, now.toString()],
      );
      return { PaymentIntentID: intent.id, Status: 'succeeded' as const, AmountCents: intent.amount_cents };
    });

  // Card provider (stands in for Stripe.js confirmCardPayment): the saved card pays, or asks for 3-D Secure.
  route(app, deps, sandboxPaymentsEndpoints.confirmCardPayment, async ({ body, auth }) => {
    const intent = await ownPayment(body.ClientSecret, auth);
    if (intent.status === 'succeeded') throw invalidPayment();
    const card = await savedCardPayment(db, intent.payment_method_uuid, deps.now().getTime());
    if (!card || card.deleted) throw cardNotFound();
    // Expired since it was saved: the network refuses it (nothing moves; the intent stays confirmable).
    if (card.expired) throw cardError('expired_card');
    // Declined by the bank: nothing moves, and the intent can be confirmed again (requires_payment_method).
    if (card.outcome === 'declines') throw cardError('card_declined');
    if (card.outcome === 'requires_3ds') {
      const challengeId = `3ds_${randomSecret().slice(0, 24)}`;
      await db.query(
        `UPDATE payment_intents SET status = 'requires_action', challenge_id = $2 WHERE id = $1`,
        [intent.id, challengeId],
      );
      return {
        PaymentIntentID: intent.id,
        Status: 'requires_action' as const,
        ChallengeID: challengeId,
        AmountCents: intent.amount_cents,
      };
    }
    return applyPayment(intent);
  });

  // Card provider: the customer's answer to the 3-D Secure challenge of a payment in requires_action. A decline
  // leaves the intent confirmable again (Stripe's requires_payment_method): nothing was charged.
  route(app, deps, sandboxPaymentsEndpoints.authenticateCardPayment, async ({ body, auth }) => {
    const intent = await ownPayment(body.ClientSecret, auth);
    if (intent.status !== 'requires_action') throw invalidPayment();
    if (body.Approve) return applyPayment(intent);
    await db.query(
      `UPDATE payment_intents SET status = 'requires_confirmation', challenge_id = NULL WHERE id = $1`,
      [intent.id],
    );
    throw cardError('authentication_failed');
  });
}
