import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12's `defineMessages` types every descriptor as taking no values unless each message's value
 * types are spelt out; our catalogues are checked by the i18n test instead (ids, ICU placeholders), so
 * block messages are used as plain descriptors: `export const messages = untyped(defineMessages({ … }))`.
 * Descriptors carry ids only: the English text lives once, in `src/i18n/en.json` (and the portal's and
 * core's catalogues), which every IntlProvider of a portal, story or test is given.
 */
export function untyped<T extends Record<string, MessageDescriptor>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor & { id: string } } {
  return messages as { readonly [K in keyof T]: MessageDescriptor & { id: string } };
}
