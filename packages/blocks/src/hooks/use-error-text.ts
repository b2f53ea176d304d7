import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { commonMessages } from './messages.ts';

type ErrorLike = { message?: unknown; code?: unknown; status?: unknown };

/** Server/client texts of SPEC §8 (lower-cased, trimmed of final punctuation) and their localised messages. */
const knownTexts: Array<[RegExp, MessageDescriptor]> = [
  [/^the email address or password is invalid/, commonMessages.invalidCredentials],
  [/^(invalid (credentials|email or password)|wrong password)/, commonMessages.invalidCredentials],
  [/^network error/, commonMessages.networkError],
  [/^(request timed out|timeout|timout)/, commonMessages.timeout],
  [/^an error occurred/, commonMessages.errorOccurred],
  [/^something went wrong/, commonMessages.tryLater],
  [
    /activation link (has )?expired|link (has )?expired|secret (has )?expired/,
    commonMessages.activationExpired,
  ],
  [/^no auth token/, commonMessages.noAuthToken],
  [/^unknown error/, commonMessages.unknown],
];

const knownCodes: Record<string, MessageDescriptor> = {
  network_error: commonMessages.networkError,
  timeout: commonMessages.timeout,
  no_auth_token: commonMessages.noAuthToken,
};

/**
 * The localised descriptor for a known SPEC §8 error (by the ApiError `code`, then by its message text),
 * or `null` when the message is not one we know.
 */
export function knownErrorMessage(error: unknown): MessageDescriptor | null {
  const e = (error ?? {}) as ErrorLike;
  if (typeof e.code === 'string' && knownCodes[e.code]) return knownCodes[e.code] ?? null;
  const text = typeof e.message === 'string' ? e.message.trim().toLowerCase() : '';
  for (const [pattern, descriptor] of knownTexts) if (pattern.test(text)) return descriptor;
  return null;
}

/**
 * Returns a function giving the text to show for an error (SPEC §8): a known message localised, else the
 * server's own text (the ApiError message, already extracted in SPEC §8 order), else 'Unknown error'.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error) => {
      const known = knownErrorMessage(error);
      if (known) return intl.formatMessage(known);
      const message = (error as ErrorLike | null)?.message;
      return typeof message === 'string' && message ? message : intl.formatMessage(commonMessages.unknown);
    },
    [intl],
  );
}
