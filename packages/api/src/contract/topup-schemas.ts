import { MIN_CARD_CHARGE_CENTS, TOP_UP_MAX_CENTS } from '@telco-portal/core';
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
 * Body of POST /customer/:uuid/topup (SPEC §7): the prepay/payg product credited, the amount in cents
 * (`Amount`, $1.00–$999.00), and how it is paid: `PaymentMethodType` 'card' with the saved card's UUID as
 * `PaymentMethodID`.
 */
export const topUpRequestSchema = z.object({
  ProductInstanceUUID: idInput,
  Amount: z.number().int().min(MIN_CARD_CHARGE_CENTS).max(TOP_UP_MAX_CENTS),
  PaymentMethodType: z.literal('card'),
  PaymentMethodID: text(LIMITS.code, 1),
});
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/**
 * Answer of POST topup: the client secret of the payment intent to confirm with the card (payments port
 * `confirmCardPayment`); the product is credited when the intent succeeds. 400 'invalid_amount' outside the
 * bounds; 404 'card_is_not_found' for a card not on the account.
 */
export const topUpResponseSchema = z.object({ ClientSecret: z.string().min(1) });
export type TopUpResponse = z.infer<typeof topUpResponseSchema>;
