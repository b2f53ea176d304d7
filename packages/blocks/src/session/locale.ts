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

/** The Intl formatters a block can depend on. */
export type IntlApi = 'DateTimeFormat' | 'NumberFormat';

/**
 * Where the Intl data of a locale comes from. The portal runtime provides one that loads the @formatjs
 * polyfill and te reo Māori data on demand where the browser lacks them (Debian's Chromium has no `mi`;
 * portal/src/i18n/intl-polyfills.ts). Without a provider every locale counts as supported natively.
 */
export interface IntlSupport {
  /**
   * True when `Intl[api]` formats `locale` correctly now: natively, once loaded, or after loading failed
   * (then the browser's fallback formatting is used and the failure is logged).
   */
  isReady(locale: string, api: IntlApi): boolean;
  /** Loads what `apis` lack for `locale`, all at once; resolves when done (never rejects). */
  load(locale: string, apis: readonly IntlApi[]): Promise<void>;
  /** Calls `listener` whenever some API becomes ready; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Provided by the portal runtime; without it (Node, unit tests) Intl is native and always ready. */
export const IntlSupportContext = createContext<IntlSupport | null>(null);

/**
 * The portal's loader of the rest of a split catalogue (its LocaleProvider provides it; portal
 * catalogue-split.ts): called with a block's name (`REST_BLOCK_TEXT`) or a shared component's
 * (`COMPONENT_TEXT`), it answers null when that text is at hand, else the promise of its load (the same promise
 * on every call until it settles), after which the text is in the current messages. Without a provider (tests,
 * Storybook: whole catalogues) everything is at hand. Beside the other contexts the portal's entry provides: a
 * shared component calls it with its COMPONENT_TEXT name and suspends on the answer (React `use`), e.g.
 * components/ChallengeDialog.tsx.
 */
export const RestTextContext = createContext<(name?: string) => Promise<unknown> | null>(() => null);
