import { useIntl } from 'react-intl';

import type en from './i18n/en.json';

/** Ids of the demo text used by the primitive stories (src/i18n/{en,mi-NZ}.json). */
export type StoryTextId = keyof typeof en;

/**
 * Demo text in the story's locale. Primitives hold no strings of their own (the caller localises), so
 * their stories take text from this small catalogue, merged into the portal's catalogue by the preview.
 */
export function useText(): (id: StoryTextId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** `useText` as a component, for JSX children. */
export function Text({ id, values }: { id: StoryTextId; values?: Record<string, string | number> }) {
  return <>{useText()(id, values)}</>;
}
