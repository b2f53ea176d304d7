import * as z from 'zod';
import { cents, idInput, nanos } from './schemas.ts';

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
