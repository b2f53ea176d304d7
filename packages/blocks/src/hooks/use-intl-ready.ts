import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import { type IntlApi, type IntlSupport, IntlSupportContext } from '../session/locale.ts';

/** Native Intl only: every locale is ready (Node, unit tests, a host without the portal runtime). */
const nativeIntlSupport: IntlSupport = {
  isReady: () => true,
  load: () => Promise.resolve(),
  subscribe: () => () => {},
};

/**
 * Whether the Intl formatters `apis` are ready for the current react-intl locale (issue 7: te reo Māori
 * without a penalty). A block that formats dates or numbers calls it and shows its loading state until it
 * is true, so te reo never flashes English month names; the data starts loading on first use, in parallel
 * with the block's own data, and only pages that format anything pay for it (the home page does not).
 * Formatting before this is true in a browser without `mi` gives the browser's fallback (English) text.
 */
export function useIntlReady(...apis: IntlApi[]): boolean {
  const support = useContext(IntlSupportContext) ?? nativeIntlSupport;
  const { locale } = useIntl();
  const key = apis.join(' ');
  const snapshot = () => key.split(' ').every((api) => support.isReady(locale, api as IntlApi));
  const ready = useSyncExternalStore(support.subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!ready) void support.load(locale, key.split(' ') as IntlApi[]);
  }, [ready, support, locale, key]);
  return ready;
}
