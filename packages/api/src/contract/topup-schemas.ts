import {
  AUTO_TOP_UP_AMOUNT_MAX_DOLLARS,
  AUTO_TOP_UP_AMOUNT_MIN_DOLLARS,
  AUTO_TOP_UP_DAYS_MAX,
  AUTO_TOP_UP_DAYS_MIN,
  MIN_CARD_CHARGE_CENTS,
  TOP_UP_MAX_CENTS,
} from '@telco-portal/core';
import * as z from 'zod';
import { cents, idInput, LIMITS, nanos, text } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Vouchers and top-ups (SPEC §5, §7 "Add-ons, activation, vouchers, SIM"; issue 10). Amounts are integer
// cents, times nanoseconds as decimal strings (SPEC §3, §9).

/** A voucher code: exactly 13 digits (SPEC §5, §9). */
export const voucherCode = z
  .string()
  .max(13)
  .regex(/^\d{13}$/, 'expected a 13-digit voucher code');

/** Path of check_voucher / redeem_voucher: customer, the mobile product credited, the code. */
export const voucherParams = z.object({ id: idInput, product: idInput, code: voucherCode });

/**
 * Answer of POST check_voucher: the voucher can be redeemed on this product. `AmountCents` is the credit it
 * adds (cents). A voucher that is unknown, already used or not for this product is 400
 * 'redemption_check_error' ('Redemption check Error', SPEC §5).
 */
export const voucherCheckSchema = z.object({ Code: voucherCode, AmountCents: cents });
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;

/**
 * Answer of POST redeem_voucher: the credit added (`AmountCents`) and the product's balance after it
 * (`CreditCents`, cents; `CurrencyCreditExpiresAtNanos`, nanos: one year after the redemption, SPEC §9).
 * A voucher that cannot be redeemed is 400 'redemption_error' ('Redemption Error', SPEC §5).
 */
export const voucherRedemptionSchema = z.object({
  Code: voucherCode,
  AmountCents: cents,
  CreditCents: cents,
  CurrencyCreditExpiresAtNanos: nanos,
});
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;

/**
 * How a top-up is paid (SPEC §3 payment options, §5): `card` — a saved card, `PaymentMethodID` its UUID;
 * `billing_route` — charged to the account that pays for this one, `PaymentMethodID` the UUID of a 'parent'
 * billing route of the customer with RemainingSpendLimit left (SPEC §5: offered only above 0).
 */
export const TOP_UP_PAYMENT_METHOD_TYPES = ['card', 'billing_route'] as const;
export type TopUpPaymentMethodType = (typeof TOP_UP_PAYMENT_METHOD_TYPES)[number];

/**
 * Body of POST /customer/:uuid/topup (SPEC §7): the prepay/payg product credited, the amount in cents
 * (`Amount`, $1.00–$999.00), and how it is paid (`PaymentMethodType`, `PaymentMethodID`: see
 * TOP_UP_PAYMENT_METHOD_TYPES).
 */
export const topUpRequestSchema = z.object({
  ProductInstanceUUID: idInput,
  Amount: z.number().int().min(MIN_CARD_CHARGE_CENTS).max(TOP_UP_MAX_CENTS),
  PaymentMethodType: z.enum(TOP_UP_PAYMENT_METHOD_TYPES),
  PaymentMethodID: text(LIMITS.code, 1),
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/**
 * Answer of POST topup. With a card: the client secret of the payment intent to confirm with the card
 * (payments port `confirmCardPayment`); the product is credited when the intent succeeds. With a billing
 * route: `Status: 'completed'` — the product is already credited (`CreditCents`, cents, and
 * `CurrencyCreditExpiresAtNanos`, nanos: one year on, SPEC §9), the route's RemainingSpendLimit lowered by
 * the amount and the amount added to the paying account's open bill. Errors: 400 'invalid_amount' outside the
 * bounds; 400 'spend_limit_over' ('spend limit over', SPEC §8) when the amount is more than the route has
 * left; 404 'card_is_not_found' / 'billing_route_not_found' for a card or a parent route not on the account.
 */
export const topUpResponseSchema = z.union([
  z.object({ ClientSecret: z.string().min(1) }),
  z.object({ Status: z.literal('completed'), CreditCents: cents, CurrencyCreditExpiresAtNanos: nanos }),
]);
export type TopUpResponse = z.infer<typeof topUpResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Auto top-up (SPEC §3 per-user preference document "top-up-auto", §5, §9; issue 10). The record keeps the
// document's own field names (amount in whole dollars, days, status, type); the facts the provider adds when
// it runs the record (next and last run) are read-only.

/** Path of the auto top-up record: the customer and its prepay/payg mobile product. */
export const autoTopUpParams = z.object({ id: idInput, product: idInput });

/** How a run of an auto top-up ended: paid, declined by the bank, the bank asked for 3-D Secure (a run is off-session and cannot answer it), or no saved card. */
export const AUTO_TOP_UP_RUN_OUTCOMES = [
  'succeeded',
  'card_declined',
  'authentication_required',
  'no_card',
] as const;
export type AutoTopUpRunOutcome = (typeof AUTO_TOP_UP_RUN_OUTCOMES)[number];

/**
 * Body of PUT top-up-auto (SPEC §3, §5): `status` on or off; `amount` whole dollars and `days` the interval.
 * On: amount 1–999 and days 1–99 (SPEC §5). Off: the values are kept for the next time it is switched on, 0
 * allowed (SPEC §9 defaults amount 0, days 0). `type` is 'EVERY_DAY' (SPEC §9, the only type).
 */
export const autoTopUpRequestSchema = z
  .object({
    amount: z.number().int().min(0).max(AUTO_TOP_UP_AMOUNT_MAX_DOLLARS),
    days: z.number().int().min(0).max(AUTO_TOP_UP_DAYS_MAX),
    status: z.boolean(),
    type: z.literal('EVERY_DAY'),
  })
  .refine(
    (r) => !r.status || (r.amount >= AUTO_TOP_UP_AMOUNT_MIN_DOLLARS && r.days >= AUTO_TOP_UP_DAYS_MIN),
    {
      message: `an auto top-up that is on needs amount ${AUTO_TOP_UP_AMOUNT_MIN_DOLLARS}-${AUTO_TOP_UP_AMOUNT_MAX_DOLLARS} and days ${AUTO_TOP_UP_DAYS_MIN}-${AUTO_TOP_UP_DAYS_MAX}`,
      path: ['status'],
    },
  );
export type AutoTopUpRequest = z.infer<typeof autoTopUpRequestSchema>;

/**
 * The auto top-up record of a product (GET and PUT top-up-auto): the SPEC §3 fields, and
 * - `nextRunAtNanos`: when it next charges the default card (nanos), null when off;
 * - `lastRun`: the latest run (`atNanos`, `amountCents` cents, `outcome`), null before the first.
 * A product without a record answers the SPEC §9 defaults (amount 0, days 0, off, EVERY_DAY).
 */
export const autoTopUpSchema = z.object({
  amount: z.number().int().min(0).max(AUTO_TOP_UP_AMOUNT_MAX_DOLLARS),
  days: z.number().int().min(0).max(AUTO_TOP_UP_DAYS_MAX),
  status: z.boolean(),
  type: z.literal('EVERY_DAY'),
  nextRunAtNanos: nanos.nullable(),
  lastRun: z
    .object({ atNanos: nanos, amountCents: cents, outcome: z.enum(AUTO_TOP_UP_RUN_OUTCOMES) })
    .nullable(),
});
export type AutoTopUp = z.infer<typeof autoTopUpSchema>;
