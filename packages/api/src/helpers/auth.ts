import * as R from '../contract/routes.ts';
import type { AuthData } from '../contract/schemas.ts';
import type { ApiCall } from '../core.ts';

/**
 * The `auth` helpers of the API client (`ApiClient.auth`), in a module of their own: the portal loads it
 * with the group's first call and bundles only the routes it calls (issue 7: a new endpoint does not grow every
 * route's JS).
 */
export function authHelpers(call: ApiCall, onAuth: (a: AuthData) => AuthData) {
  return {
    /** LOCAL sign-in; stores the returned token. @throws ApiError 401 err_number 1002 on bad credentials. */
    signIn: async (input: { email: string; password: string; includeRoles?: boolean }) =>
      onAuth(
        await call(R.signIn, {
          body: {
            IdentityProvider: 'LOCAL',
            AuthID: input.email,
            AuthCode: input.password,
            IncludeRoles: input.includeRoles ?? true,
          },
        }),
      ),
    /** Exchange a still-valid JWT for a fresh one (IdentityProvider JWT_REFRESH); stores it. */
    refresh: async (jwt: string) =>
      onAuth(
        await call(R.signIn, {
          body: { IdentityProvider: 'JWT_REFRESH', AuthCode: jwt, IncludeRoles: true },
        }),
      ),
    /** Sign-in with another identity provider's credential (FIREBASE/GOOGLE/APPLE/FACEBOOK id token). */
    signInWithProvider: async (input: {
      provider: 'FIREBASE' | 'GOOGLE' | 'APPLE' | 'FACEBOOK';
      authCode?: string;
      authNonce?: string;
      authId?: string;
    }) =>
      onAuth(
        await call(R.signIn, {
          body: {
            IdentityProvider: input.provider,
            ...(input.authId !== undefined ? { AuthID: input.authId } : {}),
            ...(input.authCode !== undefined ? { AuthCode: input.authCode } : {}),
            ...(input.authNonce !== undefined ? { AuthNonce: input.authNonce } : {}),
            IncludeRoles: true,
          },
        }),
      ),
    /**
     * Sign-up (LOCAL): creates identity + customer (EmailVerified false) and sends the verification e-mail.
     * Stores the returned token. @throws ApiError 409 code 'identity_exists', 400 code 'invalid_password'.
     */
    register: async (input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      mobileNumber?: string;
      notifySpecialOffers?: boolean;
      notifyNewsletters?: boolean;
    }) =>
      onAuth(
        await call(R.register, {
          body: {
            IdentityProvider: 'LOCAL',
            AuthID: input.email,
            AuthCode: input.password,
            IncludeRoles: true,
            Email: input.email,
            ...(input.mobileNumber ? { MobileNumber: input.mobileNumber } : {}),
            FirstName: input.firstName.trim(),
            LastName: input.lastName.trim(),
            NotifySpecialOffers: input.notifySpecialOffers ? 2 : 0,
            NotifyNewsletters: input.notifyNewsletters ? 2 : 0,
          },
        }),
      ),
    /** Whether a LOCAL identity with this e-mail exists. */
    exists: async (email: string) =>
      (await call(R.authCheck, { body: { IdentityProvider: 'LOCAL', AuthID: email } })).Exists,
    /**
     * Set a new password on the signed-in LOCAL identity `authId` (its e-mail); `currentPassword` is required
     * (SPEC §5). Ends the identity's other sessions; this client keeps working with the fresh token it gets.
     * @throws ApiError 400 'old_password_invalid' (SPEC §8), 'invalid_password' (SPEC §5), 429 after repeated failures.
     */
    changePassword: (authId: string, password: string, currentPassword: string) =>
      call(R.changePassword, {
        params: { authId },
        body: { Password: password, CurrentPassword: currentPassword },
      }),
    /**
     * Ends every session of the identity of `jwt` on the server (sign-out, ASVS V7). Resolves false when the
     * token was already invalid; never needs a valid session (auth: false), so it cannot trigger a logout loop.
     */
    logout: async (jwt: string) => (await call(R.logout, { body: { JWT: jwt } })).LoggedOut,
    /** E-mails a password-reset link (LOCAL identity); resolves the same whether or not the address has an account. */
    requestPasswordReset: (email: string) => call(R.passwordResetRequest, { body: { Email: email.trim() } }),
    /**
     * Checks the code of a reset link without using it (Firebase `verifyPasswordResetCode`); resolves the
     * e-mail (AuthID) of the account it resets. Needs no sign-in.
     * @throws ApiError 400 code 'reset_code_invalid' (unknown, used or expired code), 429 (too many wrong codes).
     */
    checkPasswordReset: async (code: string) =>
      (await call(R.passwordResetCheck, { body: { Code: code.trim() } })).AuthID,
    /**
     * Sets a new password with the code of the reset link; needs no sign-in and stores no token.
     * @throws ApiError 400 code 'reset_code_invalid' (unknown, used or expired code), 'invalid_password' (SPEC §5).
     */
    confirmPasswordReset: (code: string, password: string) =>
      call(R.passwordResetConfirm, { body: { Code: code, Password: password } }),
  };
}
