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
/** `not_charged`: the server answered and did not move money. `unknown`: it may have (no answer was read). */
export type ChargeOutcome = 'not_charged' | 'unknown';

type ErrorLike = { code?: unknown; status?: unknown } | null | undefined;

/** Client codes (API_ERROR_CODES) for "no answer arrived". */
const NO_ANSWER = new Set(['network_error', 'timeout', 'aborted']);
/** Client codes for "an answer arrived that we could not read". */
const UNREADABLE = new Set(['invalid_response', 'no_response_data']);

/**
 * Whether the call that threw `error` may have moved money. A thrown value that is not an API error (a bug,
 * a chunk that failed to load before anything was sent) is `not_charged` only when it carries an HTTP
 * status ≥ 400; otherwise `unknown` (the safe side: the customer is told to check before paying again).
 */
export function chargeOutcomeOf(error: unknown): ChargeOutcome {
  const e = error as ErrorLike;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const status = typeof e?.status === 'number' ? e.status : undefined;
  if (code === 'invalid_request') return 'not_charged'; // refused by the client's own contract check: not sent
  if (code !== undefined && NO_ANSWER.has(code)) return 'unknown';
  if (code !== undefined && UNREADABLE.has(code)) {
    // A 4xx/5xx whose body was unreadable is still a refusal; a 2xx we could not read may be a success.
    return status !== undefined && status >= 400 ? 'not_charged' : 'unknown';
  }
  if (status !== undefined && status >= 400) return 'not_charged';
  return 'unknown';
}

/**
 * Whether the next try of the same action must send the same `Idempotency-Key` (see the module comment).
 * A definite refusal (4xx other than 429) starts a new attempt with a new key.
 */
export function reusesIdempotencyKey(error: unknown): boolean {
  if (chargeOutcomeOf(error) === 'unknown') return true;
  const status = (error as ErrorLike)?.status;
  return typeof status === 'number' && (status >= 500 || status === 429);
}
