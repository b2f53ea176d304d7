/**
 * Intl for te reo Māori where the browser lacks it (STACK.md gotcha 9; issue 7 "te reo Māori without a
 * penalty"). Debian's Chromium ships no ICU data for `mi`, so dates would silently format in English
 * while Node formats them in Māori.
 *
 * - Per API, per browser: `Intl.DateTimeFormat` and `Intl.NumberFormat` are checked separately
 *   (`supportedLocalesOf`); only an API that lacks `mi` loads anything.
 * - Only where needed: nothing loads before the first render. A block that formats dates or numbers asks
 *   for them (`useIntlReady` of @telco-portal/blocks, through `IntlSupportContext`) and shows its loading
 *   state meanwhile; the home page formats none, so a te reo visitor's home page costs no Intl data.
 * - Only what te reo needs, in parallel: each API loads its @formatjs polyfill class, the trimmed `mi`
 *   data and (DateTimeFormat) the Pacific/Auckland rules at once (`Promise.all`), and both APIs load side
 *   by side (intl-loaders.ts, itself fetched on first use). The data is derived from the @formatjs
 *   packages by `pnpm intl-data` (intl-data/derive.ts).
 * - Only for `mi`: the global constructor becomes a dispatcher that builds polyfill instances for locales
 *   only the polyfill has (`mi`, `mi-NZ`) and native ones for everything else, so English formatting stays
 *   native and needs no English data (the old `polyfill-force` replaced Intl for every locale and shipped
 *   `en` data and every time zone: 417.6 KB on the home page).
 *
 * Time zones: the polyfill formats in the browser's own zone when its rules are shipped (Pacific/Auckland,
 * or UTC which needs none); a visitor elsewhere also loads the @formatjs "golden" zone set (as before this
 * change), and a zone not in that set formats in UTC.
 *
 * PluralRules is not polyfilled: @formatjs ships no `mi` plural data (CLDR has none), and te reo Māori
 * marks plurals with particles, so the native fallback ("other"/"one") serves `{count, plural, …}`.
 */
import type { IntlApi, IntlSupport } from '@telco-portal/blocks/session';

export type { IntlApi, IntlSupport };

/** The Intl APIs this module can polyfill, in the order a block usually needs them. */
export const INTL_APIS: readonly IntlApi[] = ['DateTimeFormat', 'NumberFormat'];

/** Languages (first subtag) whose Intl data this module ships: te reo Māori. */
const SHIPPED_LANGUAGES = new Set(['mi']);

/** What the Intl constructors this module deals with have in common. */
export type IntlConstructor = {
  new (locales?: string | string[], options?: object): object;
  supportedLocalesOf(locales: string | string[], options?: object): string[];
  prototype: object;
};

const languageOf = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? '';

/**
 * Whether `intl[api]` lacks `locale` and this module can supply it (feature detection per API: Debian's
 * Chromium lacks `mi` in both; Node has it; once intl-loaders.ts has installed its dispatcher, it has it).
 */
export function lacksLocale(api: IntlApi, locale: string, intl: typeof Intl = Intl): boolean {
  if (!SHIPPED_LANGUAGES.has(languageOf(locale))) return false;
  try {
    return (intl[api] as unknown as IntlConstructor).supportedLocalesOf([locale]).length === 0;
  } catch {
    return true;
  }
}

/**
 * Creates an `IntlSupport` for `intl` (the portal's is `intlSupport`, over the global `Intl`) that loads
 * an API with `load` — by default intl-loaders.ts, fetched with the first load, so the entry bundle
 * carries only this file (every visitor downloads it; only te reo visitors without `mi` need the rest).
 * Each API loads at most once; a failed load is logged and then counts as ready, so the page shows the
 * browser's fallback formatting rather than waiting for ever.
 */
export function createIntlSupport(
  intl: typeof Intl = Intl,
  load: (api: IntlApi) => Promise<void> = (api) =>
    import('./intl-loaders.ts').then((m) => m.loadIntl(intl, api)),
): IntlSupport {
  const loads = new Map<IntlApi, Promise<void>>();
  const failed = new Set<IntlApi>();
  const listeners = new Set<() => void>();
  const settle = (api: IntlApi, error?: unknown) => {
    if (error) {
      console.error(`Intl.${api}: te reo data failed to load`, error);
      failed.add(api);
    }
    for (const listener of listeners) listener();
  };
  const start = (api: IntlApi) => {
    if (!loads.has(api))
      loads.set(
        api,
        load(api).then(
          () => settle(api),
          (error: unknown) => settle(api, error ?? new Error('failed')),
        ),
      );
    return loads.get(api);
  };
  return {
    isReady: (locale, api) => failed.has(api) || !lacksLocale(api, locale, intl),
    load: (locale, apis) =>
      Promise.all(apis.filter((api) => lacksLocale(api, locale, intl)).map(start)).then(() => undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The portal's Intl support (provided to the blocks by `LocaleProvider`). */
export const intlSupport = createIntlSupport();
