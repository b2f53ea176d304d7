import type { AuthData } from '@telco-portal/api';

/** Sign-up data (SPEC §5 "Sign-up", §7 Register fields). Names already trimmed by validation. */
export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber?: string;
  /** Sent as NotifySpecialOffers 2 when true, else 0 (SPEC §7). */
  notifySpecialOffers?: boolean;
  /** Sent as NotifyNewsletters 2 when true, else 0 (SPEC §7). */
  notifyNewsletters?: boolean;
};

/**
 * Identity port (ARCHITECTURE "adapters"): signs a person in with the identity provider and exchanges
 * that identity for the provider API's Auth data (POST /v2/{spid}/auth, SPEC §7). Every method rejects
 * with the api package's `ApiError` (SPEC §8 message in `.message`), except `signOut`, which never rejects.
 */
export interface IdentityAdapter {
  /** Which implementation this is (manifest `adapters.identity.provider`). */
  readonly provider: string;
  /** E-mail + password sign-in; resolves Auth data with roles (SPEC §3). */
  signInWithPassword(email: string, password: string): Promise<AuthData>;
  /** Creates the identity and its customer record, then resolves Auth data (SPEC §4 sign-up). */
  register(input: RegisterInput): Promise<AuthData>;
  /**
   * Asks the provider to e-mail a password-reset link (SPEC §1 "recover password"). Resolves whether or
   * not the address has an account (no account enumeration). Sandbox: POST /v2/{spid}/auth/LOCAL/password_reset.
   */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Checks the code of a reset link without using it (Firebase `verifyPasswordResetCode`): resolves the e-mail
   * of the account it resets. Rejects with `ApiError` code 'reset_code_invalid' (unknown, used or expired —
   * the same answer as `confirmPasswordReset`), 429 after too many wrong codes, or a network/server error
   * (which says nothing about the code). Sandbox: POST /v2/{spid}/auth/LOCAL/password_reset/check.
   */
  verifyPasswordResetCode(code: string): Promise<string>;
  /**
   * Sets a new password with the code from the reset link. Rejects with `ApiError` code 'reset_code_invalid'
   * (unknown, used or expired link — 1 hour) or 'invalid_password' (SPEC §5 rule).
   */
  confirmPasswordReset(code: string, password: string): Promise<void>;
  /**
   * Exchanges still-valid Auth data for a fresh JWT (IdentityProvider JWT_REFRESH, SPEC §7) — used when
   * the saved JWT expires within the 5-minute margin (SPEC §9).
   */
  refresh(auth: Pick<AuthData, 'JWT'>): Promise<AuthData>;
  /**
   * Ends the session with the identity provider and the provider API (sandbox: POST /v2/{spid}/auth/logout,
   * which revokes every token of the identity). Reads the stored token synchronously when called, so the
   * caller may clear its session right after calling; never rejects.
   */
  signOut(): Promise<void>;
}
