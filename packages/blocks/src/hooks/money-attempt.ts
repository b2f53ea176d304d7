/**
 * What a failed money-moving call means for the customer (issue 10 "No double charge" and "Faults"; SPEC §8;
 * API.md "Idempotency"). Every money POST (top-up, bill payment, add-on purchase, plan change, voucher redeem,
 * card setup) carries an `Idempotency-Key`; this module decides, from the error the API client threw
 * (`ApiError`: `status` 0 when no answer arrived, `code` the client or server code), two things once for every
 * block:
 *
 * - whether the customer may have been charged (`chargeOutcomeOf`): an answer the server sent and we read
 *   (4xx, 5xx) means it did not do it; no answer (dropped connection, timeout, the caller gave up) or a 2xx
 *   answer we could not read (bad JSON, a body that breaks the contract, an empty body) means it may have;
 * - whether a retry must reuse the same key (`reusesIdempotencyKey`): always when the outcome is unknown (the
 *   server replays its first answer instead of charging again), and after a 5xx or 429 (the sandbox and
 *   Stripe do not store those answers, so the retry runs again — with the same key it still runs once).
 */

// The implementation lives in use-error-text.ts (one chunk with the error texts every money block loads).
export { type ChargeOutcome, chargeOutcomeOf, reusesIdempotencyKey } from './use-error-text.ts';
