/**
 * The voucher code rule (SPEC §5, §9: 13 digits), in its own module so a bundler puts it in the chunk of the
 * one page that uses it (redeem voucher), not in the chunk every form route shares with core's other rules.
 * Re-exported by ./validation.ts.
 */
import * as z from 'zod/mini';
import { VOUCHER_CODE_LENGTH } from './constants.ts';
import { ZOD_CONFIG } from './zod-config.ts';

z.config(ZOD_CONFIG);

/** Voucher code with spaces and hyphens removed ("1234 5678-90123" -> "1234567890123"). */
export function normalizeVoucherCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Voucher code (SPEC §5): exactly 13 digits once spaces and hyphens are removed. */
export const voucherSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => normalizeVoucherCode(v)),
  ),
  z
    .string()
    .check(
      z.regex(new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`), { error: 'core.validation.voucher.invalid' }),
    ),
);
