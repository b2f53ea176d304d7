import { PREPAY_RETRY_WINDOW_MS } from '@telco-portal/core';
import type { AddonPurchaseResponse } from '../contract/plans-schemas.ts';
import { ApiError } from '../errors.ts';
import type { PrepayPurchase } from './addons.ts';

/**
 * (Its own module, not in the `addons` helper group: only the card add-on purchase needs it, a part of the plans
 * tab loaded when the customer buys, so the plans tab's routes do not carry it. Import
 * `@telco-portal/api/helpers/prepay-purchase`.)
 */

/** How long to wait between two asks of a purchase answered pending_payment without a ClientSecret, ms. */
export const PREPAY_POLL_INTERVAL_MS = 1_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Buys a prepay add-on with the default card up to its payment (SPEC §4; `input.body.PAYG` false) through
 * `buyPrepay` (the `addons` helper group's, or any function with its shape): resolves the purchase answer with the
 * `ClientSecret` to confirm with the payments port (`confirmCardPayment`), or a 'completed' one (nothing to pay).
 * An answer 'pending_payment' without a ClientSecret is asked again every `PREPAY_POLL_INTERVAL_MS` (1 s), each
 * time with a new Idempotency-Key (the same key would replay the same answer; an ask never charges, only a
 * confirmation does), until `PREPAY_RETRY_WINDOW_MS` (10 s, SPEC §9) have passed since the first (asks at 0 s,
 * 1 s, … 10 s; the purchase fails on the answer of the one at 10 s). `idempotencyKey` is the first ask's (reuse it
 * when retrying the same attempt).
 * @throws ApiError 402 'payment_is_failed' ('payment is failed', SPEC §8) when no ClientSecret came within 10 s
 * (status 402: no payment was made, as none was confirmed); ApiError 402 'changePaymentType' whose `body` is a
 * `ChangePaymentType` (SPEC §4: the card token, client secret, amount and last 4 digits); the other errors of
 * `buyPrepay` (402 'card_is_not_found' | 'expired_card', 404, 409); the signal's reason when `options.signal` aborts
 * a wait.
 */
export async function buyPrepayByCard(
  buyPrepay: (input: PrepayPurchase, idempotencyKey: string) => Promise<AddonPurchaseResponse>,
  input: PrepayPurchase,
  idempotencyKey: string,
  options: { signal?: AbortSignal } = {},
): Promise<AddonPurchaseResponse> {
  const started = Date.now();
  let answer = await buyPrepay(input, idempotencyKey);
  while (answer.Status === 'pending_payment' && !answer.ClientSecret) {
    if (Date.now() - started >= PREPAY_RETRY_WINDOW_MS) {
      throw new ApiError('payment is failed', { status: 402, code: 'payment_is_failed', body: answer });
    }
    await wait(PREPAY_POLL_INTERVAL_MS, options.signal);
    answer = await buyPrepay(input, crypto.randomUUID());
  }
  return answer;
}
