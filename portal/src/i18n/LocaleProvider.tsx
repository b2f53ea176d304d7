import {
  IntlSupportContext,
  type Locale,
  LocaleContext,
  type LocaleState,
  readLanguagePreference,
  writeLanguagePreference,
} from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from './catalogue.ts';
import { INTL_APIS, intlSupport } from './intl-polyfills.ts';

/**
 * A locale ready to render: its catalogue merged. Intl data the browser lacks (te reo Māori in Chromium)
 * is not part of it: blocks that format dates or numbers load it on first use (`useIntlReady`).
 */
export type PreparedLocale = { locale: Locale; messages: Messages };

/**
 * Loads the catalogue of a locale. A generated app passes its precompiled catalogues (ICU ASTs, see
 * `CompiledCatalogue`; its bundle has no message parser). Default: `sourceMessages` of the manifest.
 */
export type MessageLoader = (locale: Locale) => Messages | Promise<Messages>;

/**
 * The source catalogues (core + blocks + portal + manifest `copy`, ICU text parsed at runtime), imported
 * on first use so the text never sits in the first bundle of an app that brings compiled catalogues.
 */
export function sourceMessages(manifest: Pick<BrandManifest, 'copy'>): MessageLoader {
  return (locale) => import('./catalogue.ts').then((m) => m.loadCatalogue(locale, manifest));
}

/**
 * The language to start with: the saved preference (cookie `tp-lang`) when the brand offers it, else
 * the brand default; anything unavailable falls back to English (SPEC §5).
 */
export function initialLocale(manifest: Pick<BrandManifest, 'languages'>): Locale {
  const available = (manifest.languages?.available ?? ['en']) as Locale[];
  const saved = readLanguagePreference();
  if (saved && available.includes(saved as Locale)) return saved as Locale;
  const fallback = manifest.languages?.default as Locale | undefined;
  return fallback && available.includes(fallback) ? fallback : 'en';
}

/**
 * Loads the catalogue for `locale` (from `loadMessages`, default `sourceMessages(manifest)`). Nothing
 * else waits before the first render: Intl data is loaded where a block needs it (intl-polyfills.ts).
 */
export async function prepareLocale(
  locale: Locale,
  manifest: Pick<BrandManifest, 'copy'>,
  loadMessages: MessageLoader = sourceMessages(manifest),
): Promise<PreparedLocale> {
  return { locale, messages: await loadMessages(locale) };
}

/**
 * Loads now every Intl API `locale` lacks in this browser (all at once), instead of on first use — for
 * hosts that render blocks without waiting for them, e.g. Storybook's loaders. Never rejects.
 */
export function preloadIntl(locale: Locale): Promise<void> {
  return intlSupport.load(formattingLocale(locale), INTL_APIS);
}

/**
 * react-intl errors: missing te reo Intl locale data is expected (polyfilled where a block formats); a
 * missing message id is logged — descriptors carry ids only (the text is the catalogues'), so it is a bug.
 */
function onIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
}

type Props = {
  manifest: BrandManifest;
  initial: PreparedLocale;
  /** Where switched-to languages come from (as given to `prepareLocale`); default the source catalogues. */
  loadMessages?: MessageLoader;
  /**
   * Called with the chosen language after it is saved; true = handled elsewhere (the page moves to that
   * language's address), so nothing is swapped here. Default: swap in place.
   */
  onSwitch?: (locale: Locale) => boolean;
  children: ReactNode;
};

/**
 * IntlProvider + the language switch (`useLocale`) + the Intl data loader blocks use (`useIntlReady`).
 * Switching loads the new catalogue first, then swaps (no flash of untranslated text), updates
 * `<html lang>` and saves the choice (cookie `tp-lang`).
 */
export function LocaleProvider({ manifest, initial, loadMessages, onSwitch, children }: Props) {
  const [current, setCurrent] = useState<PreparedLocale>(initial);
  const [pending, setPending] = useState(false);
  const requested = useRef<Locale>(initial.locale);
  const available = useMemo(() => (manifest.languages?.available ?? ['en']) as Locale[], [manifest]);

  useEffect(() => {
    document.documentElement.lang = current.locale;
  }, [current.locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      const locale = available.includes(next) ? next : 'en';
      requested.current = locale;
      writeLanguagePreference(locale);
      setPending(true);
      if (locale !== current.locale && onSwitch?.(locale)) return;
      prepareLocale(locale, manifest, loadMessages)
        .then((prepared) => {
          if (requested.current === locale) setCurrent(prepared);
        })
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          if (requested.current === locale) setPending(false);
        });
    },
    [available, manifest, loadMessages, onSwitch, current.locale],
  );

  const value = useMemo<LocaleState>(
    () => ({ locale: current.locale, available, setLocale, pending }),
    [current.locale, available, setLocale, pending],
  );

  return (
    <LocaleContext.Provider value={value}>
      <IntlSupportContext.Provider value={intlSupport}>
        <IntlProvider
          // Dates, numbers and currency are formatted the New Zealand way ("9 December 2026", NZD):
          // the English catalogue is `en`, its formatting locale `en-NZ`.
          locale={formattingLocale(current.locale)}
          defaultLocale="en"
          messages={current.messages}
          onError={onIntlError}
        >
          {children}
        </IntlProvider>
      </IntlSupportContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The Intl locale used to format dates and numbers for a portal language (`en` -> `en-NZ`). */
export function formattingLocale(language: string): string {
  return language === 'en' ? 'en-NZ' : language;
}
