/**
 * Intl support for te reo Māori (STACK.md gotcha 9): Debian's Chromium ships no ICU data for `mi`, so
 * dates and numbers would silently fall back to English while Node formats them in Māori. When — and
 * only when — mi-NZ is selected and the browser lacks `mi`, the @formatjs polyfills are loaded with a
 * dynamic import (never in the first bundle) and given `mi` and `en` locale data.
 *
 * PluralRules is not polyfilled: CLDR has no plural rules for `mi` (@formatjs/intl-pluralrules ships no
 * `mi` data), and te reo Māori marks plurals with particles, so the native fallback ("other"/"one")
 * is used by the catalogues' `{count, plural, …}` messages.
 */

/** True when the runtime formats dates and numbers in `mi` natively. */
export function hasNativeMaori(): boolean {
  try {
    return (
      Intl.DateTimeFormat.supportedLocalesOf(['mi']).length > 0 &&
      Intl.NumberFormat.supportedLocalesOf(['mi']).length > 0
    );
  } catch {
    return false;
  }
}

let loading: Promise<boolean> | null = null;

/**
 * Loads the Intl polyfills for `locale` if needed. Resolves true when polyfills were installed, false
 * when nothing was needed (en, or native `mi` support).
 */
export function ensureIntlLocale(locale: string): Promise<boolean> {
  if (locale !== 'mi-NZ' || hasNativeMaori()) return Promise.resolve(false);
  loading ??= (async () => {
    const nativeTimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (typeof Intl.getCanonicalLocales !== 'function')
      await import('@formatjs/intl-getcanonicallocales/polyfill.js');
    if (typeof Intl.Locale !== 'function') await import('@formatjs/intl-locale/polyfill.js');
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    await Promise.all([
      import('@formatjs/intl-numberformat/locale-data/en.js'),
      import('@formatjs/intl-numberformat/locale-data/mi.js'),
    ]);
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    await Promise.all([
      import('@formatjs/intl-datetimeformat/locale-data/en.js'),
      import('@formatjs/intl-datetimeformat/locale-data/mi.js'),
      import('@formatjs/intl-datetimeformat/add-golden-tz.js'),
    ]);
    // Keep the user's own time zone (the polyfill defaults to UTC).
    const dtf = Intl.DateTimeFormat as unknown as { __setDefaultTimeZone?: (tz: string) => void };
    if (nativeTimeZone) {
      try {
        dtf.__setDefaultTimeZone?.(nativeTimeZone);
      } catch {
        // Unknown zone in the golden set: the polyfill keeps UTC.
      }
    }
    return true;
  })();
  return loading;
}
