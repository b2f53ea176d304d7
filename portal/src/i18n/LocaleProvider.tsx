import {
  type Locale,
  LocaleContext,
  type LocaleState,
  readLanguagePreference,
  writeLanguagePreference,
} from '@telco-portal/blocks/session';
import type { BrandManifest } from '@telco-portal/manifest';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import { ensureIntlLocale } from './intl-polyfills.ts';

/** A locale ready to render: its Intl support is loaded and its catalogue merged. */
export type PreparedLocale = { locale: Locale; messages: Catalogue };

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

/** Loads polyfills (mi-NZ without native ICU data only) and the catalogue for `locale`. */
export async function prepareLocale(
  locale: Locale,
  manifest: Pick<BrandManifest, 'copy'>,
): Promise<PreparedLocale> {
  await ensureIntlLocale(locale);
  return { locale, messages: await loadCatalogue(locale, manifest) };
}

/** react-intl reports every id missing from a catalogue; mi-NZ falls back to en by design. */
function onIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

type Props = { manifest: BrandManifest; initial: PreparedLocale; children: ReactNode };

/**
 * IntlProvider + the language switch (`useLocale`). Switching loads the new locale first, then swaps
 * (no flash of untranslated text), updates `<html lang>` and saves the choice (cookie `tp-lang`).
 */
export function LocaleProvider({ manifest, initial, children }: Props) {
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
      prepareLocale(locale, manifest)
        .then((prepared) => {
          if (requested.current === locale) setCurrent(prepared);
        })
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          if (requested.current === locale) setPending(false);
        });
    },
    [available, manifest],
  );

  const value = useMemo<LocaleState>(
    () => ({ locale: current.locale, available, setLocale, pending }),
    [current.locale, available, setLocale, pending],
  );

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={current.locale}
        defaultLocale="en"
        messages={current.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
