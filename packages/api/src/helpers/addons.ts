import type * as z from 'zod';
import type {
  changeAddonAutoRenewRequestSchema,
  changePlanRequestSchema,
  postpayAddonRequestSchema,
  prepayAddonRequestSchema,
} from '../contract/plans-schemas.ts';
import * as R from '../contract/routes.ts';
import type { ApiCall } from '../core.ts';

/** A prepay add-on purchase: the customer, the product, the availability bought and the SPEC §7 body. */
export type PrepayPurchase = {
  customerUUID: string;
  productUUID: string;
  availabilityUUID: string;
  body: z.input<typeof prepayAddonRequestSchema>;
};

/**
 * (Its own module, loaded with the group's first call: issue 7.)
 * Add-ons and plan changes (SPEC §7 "Add-ons, activation, vouchers, SIM"; §4; §5). The money-moving calls
 * take an `idempotencyKey` (required by the server): make one per attempt and reuse it on retries.
 */
export function addonHelpers(call: ApiCall) {
  return {
    /**
     * Buys a prepay add-on or plan (from credit when `PAYG`, else the default card: see helpers/prepay-purchase.ts
     * `buyPrepayByCard`).
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
