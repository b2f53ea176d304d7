import type { CoreMessage } from '@telco-portal/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Returns a function that renders a core `CoreMessage` descriptor (plan details, validation errors) in the
 * active locale: `intl.formatMessage({ id }, values)`. The English and te reo Māori text of core's ids is in
 * the portal's merged catalogue (`englishCatalogue`, SPEC §9), so it is not shipped a second time here. A
 * plain string that is a catalogue id is looked up too (zod schemas carry ids as their error messages); any
 * other string is returned unchanged.
 */
export function useCoreMessage(): (message: CoreMessage | string | undefined | null) => string {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return '';
      const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
      if (!Object.hasOwn(intl.messages, id)) return id;
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
