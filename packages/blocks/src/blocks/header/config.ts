import * as z from 'zod';

/** Menu entries the header knows how to label (message `header.nav.<id>`). */
export const headerNavIdSchema = z.enum(['home', 'plans', 'profile', 'help', 'terms', 'privacy']);
export type HeaderNavId = z.output<typeof headerNavIdSchema>;

/**
 * Header slice. The portal derives it from the manifest and its route table: only routes that exist and
 * whose feature switches are on become menu items (SPEC §2, §6). Paths are site paths.
 */
export const headerConfigSchema = z.object({
  menu: z.array(z.object({ id: headerNavIdSchema, to: z.string().startsWith('/') })).default([]),
  signInPath: z.string().startsWith('/').nullable().default('/sign-in'),
  signUpPath: z.string().startsWith('/').nullable().default('/sign-up'),
  accountPath: z.string().startsWith('/').nullable().default('/profile'),
  /** Logo URL; the generator serves the manifest's `theme.logo` at /logo.svg. */
  logoSrc: z.string().default('/logo.svg'),
  /**
   * Logo URL for the dark scheme (manifest `theme.logoDark`, served at /logo-dark.svg), shown instead of
   * `logoSrc` whenever the dark scheme is on; null: the one logo serves both.
   */
  logoDarkSrc: z.string().nullable().default(null),
});
export type HeaderConfig = z.output<typeof headerConfigSchema>;
