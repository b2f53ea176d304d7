import type { ApiClient, AuthData } from '@telco-portal/api';
import type { IdentityAdapter, RegisterInput } from './types.ts';

/**
 * The contract name of the password-reset request (POST /v2/:spid/auth/LOCAL/password_reset {Email}).
 * It is not in the api contract yet; until it is, `sendPasswordReset` rejects with an ApiError coded
 * `unsupported_endpoint` instead of sending anything.
 */
export const PASSWORD_RESET_ENDPOINT = 'passwordResetRequest';

const flag = (on: boolean | undefined): 0 | 2 => (on ? 2 : 0);

/**
 * Sandbox identity (manifest `adapters.identity.provider: "sandbox"`): IdentityProvider LOCAL against the
 * provider API — the e-mail is the AuthID and the password the AuthCode (SPEC §7 Auth and profile).
 * Holds no state of its own; the session keeps the Auth data.
 */
export function createSandboxIdentity(client: ApiClient): IdentityAdapter {
  return {
    provider: 'sandbox',
    signInWithPassword(email, password) {
      return client.call('signIn', {
        body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), AuthCode: password, IncludeRoles: true },
      });
    },
    register(input: RegisterInput) {
      const email = input.email.trim();
      return client.call('register', {
        body: {
          IdentityProvider: 'LOCAL',
          AuthID: email,
          AuthCode: input.password,
          IncludeRoles: true,
          Email: email,
          FirstName: input.firstName.trim(),
          LastName: input.lastName.trim(),
          ...(input.mobileNumber ? { MobileNumber: input.mobileNumber.trim() } : {}),
          NotifySpecialOffers: flag(input.notifySpecialOffers),
          NotifyNewsletters: flag(input.notifyNewsletters),
        },
      });
    },
    async sendPasswordReset(email) {
      // Loaded on use: keeps the contract (and zod) out of the first-loaded bundle.
      const { ApiError, endpoints } = await import('@telco-portal/api');
      if (!(PASSWORD_RESET_ENDPOINT in endpoints)) {
        throw new ApiError('password reset is not available', { status: 0, code: 'unsupported_endpoint' });
      }
      const call = client.call as unknown as (name: string, input: unknown) => Promise<unknown>;
      await call(PASSWORD_RESET_ENDPOINT, { body: { Email: email.trim() } });
    },
    refresh(auth: AuthData) {
      return client.call('signIn', {
        body: {
          IdentityProvider: 'JWT_REFRESH',
          AuthID: auth.AuthID,
          AuthCode: auth.JWT,
          IncludeRoles: true,
        },
      });
    },
    async signOut() {
      // LOCAL identities have no provider-side session: the JWT simply stops being sent.
    },
  };
}
