import { coreMessages, coreMessagesMi } from '@telco-portal/core';

import en from '../i18n/en.json' with { type: 'json' };
import mi from '../i18n/mi-NZ.json' with { type: 'json' };

/**
 * The catalogues block tests render with: core + blocks, per language (id -> ICU text). Descriptors carry
 * ids only, so these are the only source of the text a test sees.
 */
export const catalogues = {
  en: { ...coreMessages, ...en } as Record<string, string>,
  'mi-NZ': { ...coreMessagesMi, ...mi } as Record<string, string>,
};

/**
 * react-intl's error handler in block tests: a message id missing from the catalogues throws (it would
 * render as the bare id); missing te reo Intl locale data is expected in Node and ignored.
 * @throws the MISSING_TRANSLATION error.
 */
export function onIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') throw error;
}
