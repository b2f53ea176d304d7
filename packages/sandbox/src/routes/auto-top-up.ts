import type { Transaction } from '@electric-sql/pglite';
import { type AutoTopUp, type AutoTopUpRunOutcome, endpoints } from '@telco-portal/api';
import { AUTO_TOP_UP_DEFAULTS } from '@telco-portal/core';
import type { Hono } from 'hono';
import type { SandboxDb } from '../db/worker-db.ts';
import { assertCustomerAccess, route, type SandboxDeps } from '../route.ts';
import { loadProductOfKind } from '../rows.ts';
import { dateToNanos, daysToNanos, NANOS_PER_MS } from '../time.ts';
import { recordTransaction } from '../transactions.ts';
import { defaultCard, noCardToCharge, savedCardPayment } from './payments.ts';
import { creditProduct } from './topup.ts';

type Db = SandboxDb | Transaction;

/**
 * Most runs of one record that one call of `runDueAutoTopUps` makes: the provider runs a record on its schedule,
 * the sandbox only when the customer's money is read, so a sandbox left alone for months (a persisted data
 * directory, a demo laptop closed) would otherwise make hundreds of charges in one read. 31 covers a month of a
 * daily record. Slots older than the latest 31 are dropped (not charged, not recorded) and the schedule goes on
 * from there.
 */
export const AUTO_TOP_UP_CATCH_UP_MAX = 31;

/** The ledger description of a run that paid (migration 008 `transactions.description`). */
export const AUTO_TOP_UP_DESCRIPTION = 'Auto top-up';

/** A row of `auto_top_ups` (migration 012); nanos as decimal strings. */
type AutoTopUpRow = {
  customer_uuid: string;
  mobile_product_uuid: string;
  amount: number;
  days: number;
  status: boolean;
  type: 'EVERY_DAY';
  next_run: string | null;
  last_run_at: string | null;
  last_run_amount_cents: number | null;
  last_run_outcome: AutoTopUpRunOutcome | null;
};

const COLUMNS = `customer_uuid, mobile_product_uuid, amount, days, status, type, next_run_at_nanos::text AS next_run,
  last_run_at_nanos::text AS last_run_at, last_run_amount_cents, last_run_outcome`;

/** The wire record (contract `autoTopUpSchema`); no row reads as the SPEC §9 defaults, never run. */
function toWire(row: AutoTopUpRow | undefined): AutoTopUp {
  if (!row) return { ...AUTO_TOP_UP_DEFAULTS, nextRunAtNanos: null, lastRun: null };
  return {
    amount: row.amount,
    days: row.days,
    status: row.status,
    type: row.type,
    nextRunAtNanos: row.next_run,
    lastRun:
      row.last_run_at !== null && row.last_run_outcome !== null && row.last_run_amount_cents !== null
        ? { atNanos: row.last_run_at, amountCents: row.last_run_amount_cents, outcome: row.last_run_outcome }
        : null,
  };
}

async function loadRecord(
  db: Db,
  customerUuid: string,
  productUuid: string,
  lock = false,
): Promise<AutoTopUpRow | undefined> {
  const { rows } = await db.query<AutoTopUpRow>(
    `SELECT ${COLUMNS} FROM auto_top_ups WHERE customer_uuid = $1 AND mobile_product_uuid = $2${lock ? ' FOR UPDATE' : ''}`,
    [customerUuid, productUuid],
  );
  return rows[0];
}

/**
 * Charges the customer's default card (Rank 1) off-session for one run at `runAt` (nanos): no live card is
 * 'no_card'; a card expired by then, or one its bank refuses (4000 0000 0000 0341), is 'card_declined'; a card
 * that asks for 3-D Secure (4000 0027 6000 3184) is 'authentication_required' — nobody is there to answer the
 * challenge, so nothing is charged.
 */
async function chargeDefaultCard(tx: Db, customerUuid: string, runAt: bigint): Promise<AutoTopUpRunOutcome> {
  const card = await defaultCard(tx, customerUuid);
  if (!card) return 'no_card';
  const payment = await savedCardPayment(tx, card.UUID, Number(runAt / NANOS_PER_MS));
  if (payment?.expired) return 'card_declined';
  switch (payment?.outcome) {
    case 'succeeds':
      return 'succeeded';
    case 'requires_3ds':
      return 'authentication_required';
    default:
      return 'card_declined';
  }
}

/**
 * Makes the due run of one record, in one transaction (the credit, the ledger row and the schedule move
 * together), and resolves whether it ran. Re-reads the record under its row lock, so a run that another read made
 * meanwhile is not made twice. The run's time is its scheduled slot (`next_run_at_nanos`), not `now`; a slot older
 * than the latest `AUTO_TOP_UP_CATCH_UP_MAX` before `now` is skipped to the oldest of them. A run that fails
 * leaves the record on and moves the schedule like one that paid: the next slot tries again (the customer may have
 * replaced the card by then), as the provider's schedule would; switching off is the customer's choice, not ours.
 */
async function runOnce(db: SandboxDb, customerUuid: string, productUuid: string, now: bigint) {
  return db.transaction(async (tx) => {
    const record = await loadRecord(tx, customerUuid, productUuid, true);
    if (!record?.status || record.next_run === null || BigInt(record.next_run) > now) return false;
    // The product must still be the customer's prepay/payg product; if not, the record waits (nothing runs).
    const product = await loadProductOfKind(tx, customerUuid, productUuid, ['prepay', 'payg']).catch(
      () => null,
    );
    if (!product) return false;
    const period = daysToNanos(record.days);
    let runAt = BigInt(record.next_run);
    const missed = (now - runAt) / period;
    if (missed >= BigInt(AUTO_TOP_UP_CATCH_UP_MAX)) {
      runAt += (missed - BigInt(AUTO_TOP_UP_CATCH_UP_MAX - 1)) * period;
    }
    const amountCents = record.amount * 100;
    const outcome = await chargeDefaultCard(tx, customerUuid, runAt);
    if (outcome === 'succeeded') {
      await creditProduct(tx, product, amountCents, runAt);
      await recordTransaction(tx, {
        customerUuid,
        productUuid,
        kind: 'top_up',
        amountCents,
        description: AUTO_TOP_UP_DESCRIPTION,
        createdAtNanos: runAt,
      });
    }
    await tx.query(
      `UPDATE auto_top_ups SET next_run_at_nanos = $3, last_run_at_nanos = $4, last_run_amount_cents = $5,
         last_run_outcome = $6 WHERE customer_uuid = $1 AND mobile_product_uuid = $2`,
      [customerUuid, productUuid, (runAt + period).toString(), runAt.toString(), amountCents, outcome],
    );
    return true;
  });
}

/**
 * Makes the customer's due auto top-up runs (issue 10; SPEC §3 "top-up-auto"): the provider runs each record on
 * its schedule, the sandbox lazily when the customer's money is read (GET top-up-auto, the prepay product and
 * balance, the transactions). For every record that is on and whose `next_run_at_nanos` ≤ now, each due slot is
 * run in order — at most `AUTO_TOP_UP_CATCH_UP_MAX` per record per call (older slots are dropped) — and the next
 * run moves `days` on per run. A run that pays credits the product (`creditProduct`, cents = amount × 100) and
 * writes a 'top_up' ledger row 'Auto top-up' at the slot's time; one that fails ('card_declined',
 * 'authentication_required', 'no_card') charges nothing and keeps the record on. Each run is its own transaction.
 * Cheap when nothing is due: one query on the partial index `auto_top_ups_due`.
 * @returns how many runs were made.
 */
export async function runDueAutoTopUps(
  db: SandboxDb,
  deps: Pick<SandboxDeps, 'now'>,
  customerUuid: string,
): Promise<number> {
  const now = dateToNanos(deps.now());
  const { rows } = await db.query<{ product: string }>(
    `SELECT mobile_product_uuid::text AS product FROM auto_top_ups
      WHERE customer_uuid = $1 AND status AND next_run_at_nanos <= $2::bigint
      ORDER BY next_run_at_nanos, mobile_product_uuid`,
    [customerUuid, now.toString()],
  );
  let runs = 0;
  for (const { product } of rows) {
    for (let i = 0; i < AUTO_TOP_UP_CATCH_UP_MAX; i++) {
      if (!(await runOnce(db, customerUuid, product, now))) break;
      runs += 1;
    }
  }
  return runs;
}

/**
 * Auto top-up (issue 10; SPEC §3 preference document "top-up-auto", §5, §9): GET and PUT
 * /customer/:id/top-up-auto/:product on the customer's prepay/payg product (404 'no_prepay_product' otherwise).
 * Both make the due runs first (`runDueAutoTopUps`): PUT too, so a change never rewrites a run that was due under
 * the old record (the provider would already have made it).
 * PUT (body checked by the contract: on = $1–999 every 1–99 days): switching on without a live saved card is 402
 * 'card_is_not_found'; the next run is now + days when the record goes from off to on or its days change while on,
 * unchanged when only the amount changes, null when off. Off keeps the values sent; the last run is kept.
 */
export function autoTopUpRoutes(app: Hono, deps: SandboxDeps) {
  const { db } = deps;

  route(app, deps, endpoints.autoTopUp, async ({ params, auth }) => {
    assertCustomerAccess(auth, params.id);
    const product = await loadProductOfKind(db, params.id, params.product, ['prepay', 'payg']);
    await runDueAutoTopUps(db, deps, params.id);
    return toWire(await loadRecord(db, params.id, product.uuid));
  });

  route(app, deps, endpoints.setAutoTopUp, async ({ params, body, auth }) => {
    assertCustomerAccess(auth, params.id);
    const product = await loadProductOfKind(db, params.id, params.product, ['prepay', 'payg']);
    await runDueAutoTopUps(db, deps, params.id);
    return db.transaction(async (tx) => {
      if (body.status && !(await defaultCard(tx, params.id))) throw noCardToCharge();
      const now = dateToNanos(deps.now());
      const existing = await loadRecord(tx, params.id, product.uuid, true);
      let nextRun: string | null = null;
      if (body.status) {
        // Only the amount changed on a record that is on: the schedule stays.
        const kept = existing?.status && existing.days === body.days ? existing.next_run : null;
        nextRun = kept ?? (now + daysToNanos(body.days)).toString();
      }
      const { rows } = await tx.query<AutoTopUpRow>(
        `INSERT INTO auto_top_ups (customer_uuid, mobile_product_uuid, amount, days, status, type, next_run_at_nanos,
           updated_at_nanos)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (customer_uuid, mobile_product_uuid) DO UPDATE SET amount = EXCLUDED.amount,
           days = EXCLUDED.days, status = EXCLUDED.status, type = EXCLUDED.type,
           next_run_at_nanos = EXCLUDED.next_run_at_nanos, updated_at_nanos = EXCLUDED.updated_at_nanos
         RETURNING ${COLUMNS}`,
        [params.id, product.uuid, body.amount, body.days, body.status, body.type, nextRun, now.toString()],
      );
      return toWire(rows[0]);
    });
  });
}
