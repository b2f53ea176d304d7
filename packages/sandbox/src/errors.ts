import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answered as `{ err_message, err_code, err_number? }` (SPEC §8 — the client reads `err_message`
 * first). `err_number` 1002 tells the client not to log the user out on a 401 (failed sign-in).
 */
export class SandboxError extends Error {
  /** Seconds the client should wait before trying again (sent as `Retry-After` on 429 and 503). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errorNumber?: number,
  ) {
    super(message);
  }

  /** Fields answered next to err_message / err_code (e.g. SPEC §4 changePaymentType's ClientSecret). */
  details?: Record<string, unknown>;
  /** Sets `details` and returns the error. */
  with(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }
  /** Sets `retryAfterSeconds` (whole seconds, at least 1) and returns the error. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  toBody(): { err_message: string; err_code: string; err_number?: number } {
    return {
      ...this.details,
      err_message: this.message,
      err_code: this.code,
      ...(this.errorNumber !== undefined ? { err_number: this.errorNumber } : {}),
    };
  }
}

/** Error numbers the sandbox uses. */
export const ERROR_NUMBERS = {
  /** Missing, malformed or expired token: the client logs out. */
  unauthorized: 1001,
  /** Failed sign-in (bad e-mail or password): the client must NOT log out (SPEC §8). */
  invalidCredentials: 1002,
} as const;

/** SPEC §8 texts. */
export const MESSAGES = {
  invalidCredentials: 'The email address or password is invalid, check your details and try again',
  noAuthToken: 'no auth token',
  notAllowed: 'not allowed',
  somethingWentWrong: 'something went wrong, try later',
  errorOccurred: 'an error occurred',
  incorrectCode: 'The verification code is incorrect',
  noCode: 'No Code',
  noCustomerUuid: 'no customer UUID',
  youDontHavePrepay: "you don't have a prepay product",
  youDontHavePostpay: "you don't have a postpay product",
  /** SPEC §8 'activation link expired' style, for password-reset links (unknown, used or expired code). */
  resetLinkExpired: 'The password reset link has expired or was already used. Ask for a new one.',
  cardNotFound: 'card is not found',
  onlyCard: 'The only card cannot be removed. Add another card first.',
  /** DELETE invalid-payment-methods of a card that has not expired. */
  cardIsValid: 'This card is still valid: remove it from your payment methods instead.',
  /** SPEC §8 'old password is invalid': the current password given to change the password or e-mail. */
  oldPasswordInvalid: 'old password is invalid',
  currentPasswordRequired: 'Enter your current password to change your password or e-mail address',
  /** 429: a rate limit (per account or per address) was reached; `Retry-After` says when to try again. */
  tooManyRequests: 'Too many attempts. Wait a little and try again.',
  /** 503: password hashing is saturated; `Retry-After` says when to try again. */
  busy: 'something went wrong, try later',
  sessionEnded: 'Your session has ended. Sign in again.',
  emailNotVerified: 'not allowed: verify your e-mail address first',
  accountSuspended: 'not allowed: the account is suspended',
  payloadTooLarge: 'The request is too large',
} as const;
