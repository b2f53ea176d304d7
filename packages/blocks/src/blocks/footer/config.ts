import * as z from 'zod';

/**
 * Footer slice: manifest `footer.copyright` ("{year}" replaced by the current year, SPEC §9) and the
 * legal links the portal registered (terms, privacy).
 */
export const footerConfigSchema = z.object({
  copyright: z.string().min(1),
  termsPath: z.string().startsWith('/').nullable().default(null),
  privacyPath: z.string().startsWith('/').nullable().default(null),
});
export type FooterConfig = z.output<typeof footerConfigSchema>;
export type FooterConfigInput = z.input<typeof footerConfigSchema>;

export { formatCopyright } from './copyright.ts';
