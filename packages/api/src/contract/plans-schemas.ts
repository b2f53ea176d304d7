import * as z from 'zod';
import { cents, idInput, nanos, productAddonSchema } from './schemas.ts';

/**
 * Wire schemas of the add-on and plan-change calls (SPEC §7 "Add-ons, activation, vouchers, SIM";
 * SPEC §4 prepay add-on purchase and plan change; SPEC §5 plan-change rules). Field names as SPEC §7
 * gives them (`isBasePlan` lower-case, as the provider sends it). Money in integer cents; times in
 * nanoseconds as decimal strings.
 */

/** Path of POST/DELETE /customer/{uuid}/prepay_addon/{productUuid}/{availabilityUuid | addonUuid}. */
export const prepayAddonParams = z.object({ uuid: idInput, productUuid: idInput, availabilityUuid: idInput });
export const removePrepayAddonParams = z.object({ uuid: idInput, productUuid: idInput, addonUuid: idInput });

/**
 * SPEC §7 POST prepay_addon body. `PAYG`: pay from the product's credit instead of the default card.
 * `AuthorizeOnly`: only authorise the card (onboarding of a fully paid plan). `Subscribe`: auto-renew.
 */
export const prepayAddonRequestSchema = z.object({
  Subscribe: z.boolean(),
  PAYG: z.boolean(),
  AuthorizeOnly: z.boolean(),
  isBasePlan: z.boolean(),
});
export type PrepayAddonRequest = z.infer<typeof prepayAddonRequestSchema>;

/**
 * Answer of an add-on purchase (prepay and postpay). `Status` 'completed': paid, the add-on is on the
 * product (`AddOns`, every running add-on of the product). 'pending_payment' (SPEC §4, a prepay purchase with
 * the default card): nothing is paid or added yet (`ChargedCents` 0, `AddOns` as before); confirm the card
 * payment with `ClientSecret` (payments port `confirmCardPayment`), the add-on lands when it succeeds. Without a
 * `ClientSecret` the provider has not made the payment yet: ask again (a new Idempotency-Key each time) until
 * `PREPAY_RETRY_WINDOW_MS` (10 s, SPEC §9) pass, then the purchase failed (`buyPrepayByCard`).
 * `ChargedCents`: what was taken (credit), integer cents.
 */
export const addonPurchaseResponseSchema = z.object({
  Status: z.enum(['completed', 'pending_payment']),
  ClientSecret: z.string().min(1).optional(),
  ChargedCents: cents,
  AddOns: z.array(productAddonSchema),
});
export type AddonPurchaseResponse = z.infer<typeof addonPurchaseResponseSchema>;

/** `err_code` of SPEC §4's refusal of a payment that needs a different payment type (HTTP 402). */
export const CHANGE_PAYMENT_TYPE = 'changePaymentType';

/**
 * The fields of a 402 `changePaymentType` refusal of a prepay add-on card purchase (SPEC §4: "rejected with reason
 * changePaymentType plus card token, client secret, amount and last 4 digits"), next to `err_message` (SPEC §8
 * 'payment processing error (choose or add another card)') and `err_code`: the refused card's `Token` and
 * `CardLast4`, the payment's `ClientSecret` and its `AmountCents` (integer cents).
 */
export const changePaymentTypeSchema = z.object({
  err_code: z.literal(CHANGE_PAYMENT_TYPE),
  err_message: z.string(),
  ClientSecret: z.string().min(1),
  Token: z.string(),
  AmountCents: cents,
  CardLast4: z.string(),
});
export type ChangePaymentType = z.infer<typeof changePaymentTypeSchema>;

/** Running add-ons of a product after a removal or an auto-renew change. */
export const productAddonsResponseSchema = z.object({ AddOns: z.array(productAddonSchema) });

/** SPEC §7 POST /postpay/addon body. */
export const postpayAddonRequestSchema = z.object({
  AddonAvailabilityUUID: idInput,
  AddonCatalogEntryUUID: idInput,
  CustomerUUID: idInput,
  ProductInstanceUUID: idInput,
  Subscribe: z.boolean(),
});

/** SPEC §7 POST /update/change-addon-auto-renew body. */
export const changeAddonAutoRenewRequestSchema = z.object({
  MobileAddonUUID: idInput,
  MobileUUID: idInput,
  CustomerUUID: idInput,
  AutoRenew: z.boolean(),
});

/**
 * SPEC §7 POST /eshop/customer/change-plan body. `ChangeNow` true: the new plan replaces `OldAddonUUID`
 * at once; false: at the next billing date (one month ahead, SPEC §9).
 */
export const changePlanRequestSchema = z.object({
  NewAddonAutoRenew: z.boolean(),
  ChangeNow: z.boolean(),
  NewAddonAvailabilityUUID: idInput,
  OldAddonUUID: idInput,
  CustomerUUID: idInput,
  MobileUUID: idInput,
});
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** A plan change of a product: done now ('completed') or waiting for its date ('scheduled'). */
export const planChangeSchema = z.object({
  UUID: z.string(),
  MobileUUID: z.string(),
  OldAddonUUID: z.string(),
  NewCatalogEntryUUID: z.string(),
  NewAvailabilityUUID: z.string(),
  NewPlanName: z.string(),
  Status: z.enum(['completed', 'scheduled']),
  RequestedAtNanos: nanos,
  EffectiveAtNanos: nanos,
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** Answer of change-plan: the change, and the product's running add-ons afterwards. */
export const changePlanResponseSchema = z.object({
  PlanChange: planChangeSchema,
  AddOns: z.array(productAddonSchema),
});

export const planChangesParams = z.object({ uuid: idInput, productUuid: idInput });
/** Plan changes of a product in the last month and still scheduled ones, newest first. */
export const planChangesResponseSchema = z.object({ PlanChanges: z.array(planChangeSchema) });
