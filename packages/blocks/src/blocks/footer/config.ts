import * as z from 'zod';

/**
 * The footer block's brand configuration — the manifest's `footer` slice is this schema. The footer also
 * links to the terms and privacy pages (SPEC §2) and to the brand's outer "About" link when it has one.
 */
export const footerConfigSchema = z
  .strictObject({
    copyright: z
      .string()
      .min(1)
      .describe(
        'Footer copyright; "{year}" is replaced with the current year (SPEC §9), e.g. "© {year} Harbour Mobile".',
      ),
  })
  .describe('Footer of every public page: copyright, legal links and the outer About link.');
export type FooterConfig = z.output<typeof footerConfigSchema>;
export type FooterConfigInput = z.input<typeof footerConfigSchema>;

export { formatCopyright } from './copyright.ts';
