import * as z from 'zod';

/** A NZ bank account to pay a bill into by internet banking (SPEC §6 "bank transactions"). */
export const bankTransferSchema = z.strictObject({
  accountName: z.string().min(1).describe('Bank account name shown for bank-transfer payments.'),
  accountNumber: z
    .string()
    .regex(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/, {
      message: 'expected a NZ bank account number like 12-3456-7890123-00',
    })
    .describe('NZ bank account number, BB-bbbb-AAAAAAA-SS(S).'),
});

/**
 * The billing page's brand configuration — the manifest's `billing` slice is this schema. `bankTransfer`: the
 * bank account a customer can pay a bill into, shown while `features.bankTransactions` is on (the manifest then
 * requires it); absent, no bank-transfer details.
 */
export const mobileBillingConfigSchema = z
  .strictObject({
    bankTransfer: bankTransferSchema
      .optional()
      .describe(
        'Bank-transfer details (account name and number) shown on the billing page while features.bankTransactions is true; needed then.',
      ),
  })
  .describe('The billing page (SPEC §2 mobile billing): bank-transfer details.');
export type MobileBillingConfig = z.output<typeof mobileBillingConfigSchema>;
