import { PREPAY_RETRY_WINDOW_MS } from '@telco-portal/core';
import type * as z from 'zod';
import type {
  AddonPurchaseResponse,
  changeAddonAutoRenewRequestSchema,
  changePlanRequestSchema,
  postpayAddonRequestSchema,
  prepayAddonRequestSchema,
} from '../contract/plans-schemas.ts';
import * as R from '../contract/routes.ts';
import type { ApiCall } from '../core.ts';
import { ApiError } from '../errors.ts';

/** How long to wait between two asks of a purchase answered pending_payment without a ClientSecret, ms. */
export const PREPAY_POLL_INTERVAL_MS = 1_000;

type PrepayPurchase = {
  customerUUID: string;
  productUUID: string;
  availabilityUUID: string;
  body: z.input<typeof prepayAddonRequestSchema>;
};

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
 * (Its own module, loaded with the group's first call: issue 7.)
 * Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; §4; §5). The money-moving calls
 * take an `idempotencyKey` (required by the server): make one per attempt and reuse it on retries.
 */
export function addonHelpers(call: ApiCall) {
  return {
    /**
     * Buys a prepay add-on or plan (from credit when `PAYG`, else the default card: see `buyPrepayByCard`).
     * @throws ApiError 402 'not_enough_balance' | 'card_is_not_found' | 'expired_card' | 'changePaymentType',
     * 404 'addon_available_product_not_found', 409 'plan_already_owned'.
     */
    buyPrepay: (input: PrepayPurchase, idempotencyKey: string) =>
      call(R.buyPrepayAddon, {
        params: {
          uuid: input.customerUUID,
          productUuid: input.productUUID,
          availabilityUuid: input.availabilityUUID,
        },
        body: input.body,
        idempotencyKey,
      }),
    /**
     * Buys a prepay add-on with the default card up to its payment (SPEC §4; `body.PAYG` false): resolves the
     * purchase answer with the `ClientSecret` to confirm with the payments port (`confirmCardPayment`), or a
     * 'completed' one (nothing to pay). An answer 'pending_payment' without a ClientSecret is asked again every
     * `PREPAY_POLL_INTERVAL_MS` (1 s), each time with a new Idempotency-Key (the same key would replay the same
     * answer; an ask never charges, only a confirmation does) until `PREPAY_RETRY_WINDOW_MS` (10 s, SPEC §9) have
     * passed since the first (asks at 0 s, 1 s, … 10 s; the purchase fails on the answer of the one at 10 s).
     * `idempotencyKey` is the first ask's (reuse it when retrying the same attempt).
     * @throws ApiError 402 'payment_is_failed' ('payment is failed', SPEC §8) when no ClientSecret came within 10 s
     * (status 402: no payment was made, as the card was never confirmed); ApiError 402 'changePaymentType' whose
     * `body` is a `ChangePaymentType` (SPEC §4: the card token, client secret, amount and last 4 digits); the
     * other errors of `buyPrepay`; the signal's reason when `options.signal` aborts.
     */
    buyPrepayByCard: async (
      input: PrepayPurchase,
      idempotencyKey: string,
      options: { signal?: AbortSignal } = {},
    ): Promise<AddonPurchaseResponse> => {
      const ask = (key: string) =>
        call(R.buyPrepayAddon, {
          params: {
            uuid: input.customerUUID,
            productUuid: input.productUUID,
            availabilityUuid: input.availabilityUUID,
          },
          body: input.body,
          idempotencyKey: key,
          ...(options.signal ? { signal: options.signal } : {}),
        });
      const started = Date.now();
      let answer = await ask(idempotencyKey);
      while (answer.Status === 'pending_payment' && !answer.ClientSecret) {
        if (Date.now() - started >= PREPAY_RETRY_WINDOW_MS) {
          throw new ApiError('payment is failed', { status: 402, code: 'payment_is_failed', body: answer });
        }
        await wait(PREPAY_POLL_INTERVAL_MS, options.signal);
        answer = await ask(crypto.randomUUID());
      }
      return answer;
    },
    /** Removes a running add-on; resolves the product's running add-ons. @throws ApiError 404, 409. */
    removePrepay: async (customerUUID: string, productUUID: string, addonUUID: string) =>
      (
        await call(R.removePrepayAddon, {
          params: { uuid: customerUUID, productUuid: productUUID, addonUuid: addonUUID },
        })
      ).AddOns,
    /** Buys a postpay add-on (on the bill). @throws ApiError 404, 409 'plan_already_owned'. */
    buyPostpay: (body: z.input<typeof postpayAddonRequestSchema>, idempotencyKey: string) =>
      call(R.buyPostpayAddon, { body, idempotencyKey }),
    /** Auto-renew on/off; resolves the running add-ons. @throws ApiError 409 'not_allowed'. */
    setAutoRenew: async (body: z.input<typeof changeAddonAutoRenewRequestSchema>) =>
      (await call(R.changeAddonAutoRenew, { body })).AddOns,
    /**
     * Changes the base plan now or at the next billing date.
     * @throws ApiError 404 'plan_not_found', 409 'same_plan' | 'plan_change_limit'.
     */
    changePlan: (body: z.input<typeof changePlanRequestSchema>, idempotencyKey: string) =>
      call(R.changePlan, { body, idempotencyKey }),
    /** Scheduled and recent plan changes of a product, newest first. */
    planChanges: async (customerUUID: string, productUUID: string) =>
      (await call(R.planChanges, { params: { uuid: customerUUID, productUuid: productUUID } })).PlanChanges,
  };
}
