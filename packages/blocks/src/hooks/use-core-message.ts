import { type CoreMessage, coreMessages } from '@telco-portal/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const defaults = coreMessages as Record<string, string>;

/**
 * Returns a function that renders a core `CoreMessage` descriptor (plan details, validation errors) in the
 * active locale: `intl.formatMessage({ id, defaultMessage: coreMessages[id] }, values)`. A plain string
 * that is a core id is looked up too (zod schemas carry ids as their error messages); any other string is
 * returned unchanged.
 */
export function useCoreMessage(): (message: CoreMessage | string | undefined | null) => string {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return '';
      const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
      const defaultMessage = defaults[id];
      if (defaultMessage === undefined) return id;
      return intl.formatMessage({ id, defaultMessage }, values);
    },
    [intl],
  );
}
