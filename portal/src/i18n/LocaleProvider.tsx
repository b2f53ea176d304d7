import {
  IntlSupportContext,
  type Locale,
  LocaleContext,
  type LocaleState,
  RestTextContext,
  readLanguagePreference,
  writeLanguagePreference,
} from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledCatalogue, Messages } from './catalogue.ts';
import { INTL_APIS, intlSupport } from './intl-polyfills.ts';

/**
 * A locale ready to render: its catalogue merged. Intl data the browser lacks (te reo Māori in Chromium)
 * is not part of it: blocks that format dates or numbers load it on first use (`useIntlReady`). `rest`
 * is set when `messages` is only the entry's slice of the catalogue (`SplitMessages`).
 */
export type PreparedLocale = { locale: Locale; messages: Messages; rest?: SplitMessages['rest'] };

/**
 * A catalogue of which only the slice bundled with the entry is at hand (`first`, see
 * i18n/catalogue-split.ts). `rest(block)` loads the rest text block `block` shows (every rest text when
 * `block` is undefined) and merges it into `first`: null when that text is already there, else the
 * promise (the same one for the same block until it settles) of the ids it loaded. The blocks not in
 * `FIRST_BLOCK_TEXT` wait for it (`useRestCatalogue`); nothing else needs it.
 */
export type SplitMessages = {
  first: Messages;
  rest: (block?: string) => Promise<Messages> | null;
};

/**
 * Loads the catalogue of a locale, whole or split (`SplitMessages`). A generated app passes its
 * precompiled catalogues (ICU ASTs, see `CompiledCatalogue`; its bundle has no message parser, see
 * `compiledMessages`). Default: `sourceMessages` of the manifest.
 */
export type MessageLoader = (locale: Locale) => Messages | SplitMessages | Promise<Messages | SplitMessages>;

/** A JSON module as `import()` resolves it. */
type JsonModule = Promise<{ default: unknown }>;

/**
 * The `MessageLoader` of a generated app (its src/messages.ts): the compiled catalogue of `bundled` (the
 * brand's default language) ships split — `first` in the entry; `rest` imports the app's lazy rest loader
 * (`restCatalogue`), which loads the parts of the rest a block shows the first time it renders
 * (catalogue-split.ts, issues 7 and 10) — and every other language loads whole from `onDemand` when chosen.
 * Loaded text stays merged into `first` (switching back needs no load; whole once every part is in).
 */
export function compiledMessages({
  bundled,
  first,
  rest,
  onDemand,
}: {
  bundled: Locale;
  first: unknown;
  rest: () => Promise<{ default: (block: string) => Promise<unknown> }>;
  onDemand: Partial<Record<Locale, () => JsonModule>>;
}): MessageLoader {
  const firstMessages = first as CompiledCatalogue;
  // Per block ('' = all of the rest): the promise of its load, null once merged. A failed load stays failed
  // (the block shows the chunk error, whose answer is a reload).
  const loads = new Map<string, Promise<Messages> | null>();
  const split: SplitMessages = {
    first: firstMessages,
    rest: (block = '') => {
      if (loads.get('') === null) return null;
      let load = loads.get(block);
      if (load === undefined) {
        load = rest()
          .then(({ default: loadRest }) => loadRest(block))
          .then((more) => {
            Object.assign(firstMessages, more);
            loads.set(block, null);
            return more as CompiledCatalogue;
          });
        loads.set(block, load);
      }
      return load;
    },
  };
  return async (locale) => {
    const load = onDemand[locale];
    if (load) return (await load()).default as CompiledCatalogue;
    if (locale !== bundled) throw new Error(`telco-portal: no catalogue for ${locale}`);
    return loads.get('') === null ? firstMessages : split;
  };
}

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
  const loaded = await loadMessages(locale);
  return isSplit(loaded)
    ? { locale, messages: loaded.first, rest: loaded.rest }
    : { locale, messages: loaded };
}

/** A split catalogue (`SplitMessages`); a catalogue's values are messages, never functions. */
function isSplit(loaded: Messages | SplitMessages): loaded is SplitMessages {
  return typeof (loaded as Partial<SplitMessages>).rest === 'function';
}

/**
 * `waitForRest(block)`: null when the current catalogue holds the text of `block` (whole, or its parts of
 * the rest are in), else the promise of that text, merged into the current messages when it resolves.
 */
// Defined by the blocks (session/rest-text.ts), so a shared component can load its own part (`useRestText`).
const RestCatalogueContext = RestTextContext;

/**
 * For block `block` whose text is in the rest of a split catalogue (catalogue-split.ts; undefined: any
 * text of the rest): null when that text is at hand, else a promise to suspend on (React `use`, the same
 * promise on every call until it settles) until it is merged. Starts the load.
 */
export function useRestCatalogue(block?: string): Promise<unknown> | null {
  return useContext(RestCatalogueContext)(block);
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

  // The split loader merges what it loads into the current messages and answers null once a block's text
  // is in; when a load settles the locale state is renewed (same messages), so the block that suspended on
  // it renders again (React does not retry a boundary that first mounted suspended on its own).
  const waitForRest = useCallback(
    (block?: string) => {
      const load = current.rest?.(block) ?? null;
      const renew = () => setCurrent((now) => (now === current ? { ...now } : now));
      load?.then(renew, renew);
      return load;
    },
    [current],
  );

  const value = useMemo<LocaleState>(
    () => ({ locale: current.locale, available, setLocale, pending }),
    [current.locale, available, setLocale, pending],
  );

  return (
    <LocaleContext.Provider value={value}>
      <RestCatalogueContext.Provider value={waitForRest}>
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
      </RestCatalogueContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The Intl locale used to format dates and numbers for a portal language (`en` -> `en-NZ`). */
export function formattingLocale(language: string): string {
  return language === 'en' ? 'en-NZ' : language;
}
