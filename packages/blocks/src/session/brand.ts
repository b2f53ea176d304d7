import type { LocalizedText } from '@telco-portal/core';
import type { PublicLayout } from '../layouts.ts';

/**
 * What blocks show of the brand (SPEC §1 branding), mapped from the manifest by the portal runtime:
 * blocks never read the manifest itself.
 */
export type BrandInfo = {
  /** Brand name in titles and the header's home link, e.g. "Harbour Mobile". */
  name: string;
  /** URL of the logo (the generated app serves the manifest's `theme.logo` at /logo.<ext>). */
  logoSrc: string;
  /**
   * URL of the logo for the dark scheme (manifest `theme.logoDark`, served at /logo-dark.<ext>), shown
   * instead of `logoSrc` while the dark scheme is on; null: the one logo serves both.
   */
  logoDarkSrc: string | null;
  /** Public layout family (manifest `theme.layout`). */
  layout: PublicLayout;
  /** Terms documents (manifest `terms`): URL segment and title; the first is shown at /terms (SPEC §2). */
  terms: ReadonlyArray<{ path: string; title: LocalizedText }>;
  /** Privacy page title (manifest `privacy.title`). */
  privacy: { title: LocalizedText };
  /** External "About" page (manifest `outerAboutLink`, SPEC §2), or null when the brand has none. */
  aboutUrl: string | null;
  /** Where the rendered legal documents live: `<base>/legal/terms/<path>.json`, `<base>/legal/privacy.json` ('' = site root). */
  documentsBaseUrl: string;
};
