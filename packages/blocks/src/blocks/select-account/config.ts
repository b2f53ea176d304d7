import * as z from 'zod';

/** The select-account block's brand configuration — the manifest's `selectAccount` slice is this schema. */
export const selectAccountConfigSchema = z
  .strictObject({
    showMobileNumber: z
      .boolean()
      .default(true)
      .describe(
        "Show each account's default mobile number on the choose-an-account page (one extra request per account). Default: true.",
      ),
  })
  .describe('Choose-an-account page for people who hold several customer accounts (SPEC §2 select-account).');
export type SelectAccountConfig = z.output<typeof selectAccountConfigSchema>;
