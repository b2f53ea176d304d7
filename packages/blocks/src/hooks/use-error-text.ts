import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

import { isChunkLoadError } from './chunk-error.ts';
import { commonMessages } from './messages.ts';

export { isChunkLoadError };

type ErrorLike = { message?: unknown; code?: unknown; status?: unknown };

/** Server/client texts of SPEC §8 (lower-cased, trimmed of final punctuation) and their localised messages. */
const knownTexts: Array<[RegExp, MessageDescriptor]> = [
  [/^the email address or password is invalid/, commonMessages.invalidCredentials],
  [/^(invalid (credentials|email or password)|wrong password)/, commonMessages.invalidCredentials],
  [
    /^network error|^failed to fetch$|^networkerror when attempting|^load failed$/,
    commonMessages.networkError,
  ],
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

/** By the ApiError `code` (client codes of `API_ERROR_CODES` and the server's `err_code`). */
const knownCodes: Record<string, MessageDescriptor> = {
  network_error: commonMessages.networkError,
  timeout: commonMessages.timeout,
  no_auth_token: commonMessages.noAuthToken,
  aborted: commonMessages.cancelled,
  // A body that is not JSON, does not match the contract, or is empty: the server failed us (SPEC §8
  // "something went wrong, try later"), never the developer text naming the endpoint and zod issues.
  invalid_response: commonMessages.tryLater,
  no_response_data: commonMessages.tryLater,
  invalid_request: commonMessages.errorOccurred,
  too_many_requests: commonMessages.tooManyRequests,
  busy: commonMessages.tryLater,
  session_ended: commonMessages.sessionEnded,
  session_expired: commonMessages.sessionEnded,
  unauthorized: commonMessages.sessionEnded,
};

/**
 * The localised descriptor for a known SPEC §8 error (by the ApiError `code`, then its status, then its
 * message text), or `null` when the message is not one we know.
 */
export function knownErrorMessage(error: unknown): MessageDescriptor | null {
  const e = (error ?? {}) as ErrorLike;
  // Own keys only: a server code such as 'constructor' is not Object.prototype's (formatMessage threw on it).
  if (typeof e.code === 'string' && Object.hasOwn(knownCodes, e.code)) return knownCodes[e.code] ?? null;
  if (e.status === 429) return commonMessages.tooManyRequests;
  if (isChunkLoadError(error)) return commonMessages.loadError;
  const text = typeof e.message === 'string' ? e.message.trim().toLowerCase() : '';
  for (const [pattern, descriptor] of knownTexts) if (pattern.test(text)) return descriptor;
  return null;
}

/**
 * The server's own SPEC §8 text may be shown as is only when it came in an HTTP 4xx answer (an ApiError,
 * status 400–499) or as a plain `{ message }` a port resolved with (e.g. a card refusal). A 5xx, a failure
 * without an answer, a program error (TypeError, `Error('…')`) or a package's developer message
 * ("@telco-portal/api: …") is never shown: the customer reads "Something went wrong, try again later."
 */
function showableServerText(error: unknown): string | null {
  const e = (error ?? {}) as ErrorLike;
  const message = typeof e.message === 'string' ? e.message.trim() : '';
  if (!message || /^@?telco-portal[/:]/.test(message)) return null;
  if (typeof e.status === 'number') return e.status >= 400 && e.status < 500 ? message : null;
  return error instanceof Error ? null : message;
}

/**
 * Returns a function giving the text a customer sees for an error (SPEC §8), in their language: the block's
 * `own` text for the error's API `code` (e.g. the e-shop's 'unknown_sim_type', top-up's 'spend_limit_over'),
 * else a known message localised (`knownErrorMessage`), else the server's 4xx text (already extracted in SPEC §8
 * order), else "Something went wrong, try again later." — never a developer string.
 */
export function useErrorText(own?: Readonly<Record<string, MessageDescriptor>>): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error) => {
      const code = String((error as ErrorLike | null)?.code);
      const known = (own && Object.hasOwn(own, code) ? own[code] : null) ?? knownErrorMessage(error);
      if (known) return intl.formatMessage(known);
      return showableServerText(error) ?? intl.formatMessage(commonMessages.tryLater);
    },
    [intl, own],
  );
}

// --- Money attempts (issue 10): see money-attempt.ts. Here, in the chunk every block that moves money already
// loads, so the rule adds no chunk of its own to the card routes (issue 7 budgets).

/** `not_charged`: the server answered and did not move money. `unknown`: it may have (no answer was read). */
export type ChargeOutcome = 'not_charged' | 'unknown';

/** The HTTP status of an answer that was read (ApiError `status`), else 0: no answer, or not an API error. */
const statusOf = (error: unknown) => {
  const status = (error as ErrorLike | null | undefined)?.status;
  return typeof status === 'number' ? status : 0;
};

/**
 * Whether the call that threw `error` may have moved money: an answer with an HTTP status ≥ 400 is a refusal
 * (a 4xx/5xx whose body was unreadable too); no answer (status 0: network error, timeout, aborted; or not an
 * API error) or a 2xx whose body could not be read (`invalid_response`, `no_response_data`) may be a success,
 * so `unknown` (the safe side: the customer is told to check before paying again). A request the client's own
 * contract check refused (`invalid_request`) was never sent.
 */
export function chargeOutcomeOf(error: unknown): ChargeOutcome {
  if ((error as ErrorLike | null | undefined)?.code === 'invalid_request') return 'not_charged';
  return statusOf(error) >= 400 ? 'not_charged' : 'unknown';
}

/**
 * Whether the next try of the same action must send the same `Idempotency-Key` (see money-attempt.ts): while
 * the outcome is unknown, and after a 5xx or 429 (not stored by the server: the retry runs again, once). A
 * definite refusal (another 4xx) starts a new attempt with a new key.
 */
export function reusesIdempotencyKey(error: unknown): boolean {
  const status = statusOf(error);
  return chargeOutcomeOf(error) === 'unknown' || status >= 500 || status === 429;
}
