import type { Language } from '@telco-portal/core';
import { createContext, useContext } from 'react';

/** Interface languages (SPEC §9: en, the default and fallback, and mi-NZ) — core's `LANGUAGES`. */
export type Locale = Language;

export type LocaleState = {
  /** The language shown now (also `<html lang>`). */
  locale: Locale;
  /** Languages the brand offers (manifest `languages.available`), in switcher order. */
  available: readonly Locale[];
  /** Switches language; persisted (cookie `tp-lang`) so it survives a reload and logout. */
  setLocale(locale: Locale): void;
  /** True while Intl polyfills / catalogues for the requested language are loading. */
  pending: boolean;
};

export const LocaleContext = createContext<LocaleState | null>(null);
LocaleContext.displayName = 'LocaleContext';

/**
 * The interface language and its switch (provided by the portal runtime).
 * @throws Error "`useLocale` must be used within `LocaleContext`".
 */
export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('`useLocale` must be used within `LocaleContext`');
  return value;
}
