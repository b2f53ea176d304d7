import type { ApiClient, AuthData } from '@telco-portal/api';
import type { IdentityAdapter, RegisterInput } from './types.ts';

const flag = (on: boolean | undefined): 0 | 2 => (on ? 2 : 0);

/** The auth routes, loaded with the first sign-in (this adapter is created at start-up: issue 7). */
const authRoutes = () => import('@telco-portal/api/routes/auth');

/**
 * Sandbox identity (manifest `adapters.identity.provider: "sandbox"`): IdentityProvider LOCAL against the
 * provider API — the e-mail is the AuthID and the password the AuthCode (SPEC §7 Auth and profile).
 * Holds no state of its own; the session keeps the Auth data.
 */
export function createSandboxIdentity(client: ApiClient): IdentityAdapter {
  return {
    provider: 'sandbox',
    async signInWithPassword(email, password) {
      return client.call((await authRoutes()).signIn, {
        body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), AuthCode: password, IncludeRoles: true },
      });
    },
    async register(input: RegisterInput) {
      const email = input.email.trim();
      return client.call((await authRoutes()).register, {
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
      await client.auth.requestPasswordReset(email);
    },
    verifyPasswordResetCode(code) {
      return client.auth.checkPasswordReset(code);
    },
    async confirmPasswordReset(code, password) {
      await client.auth.confirmPasswordReset(code, password);
    },
    async refresh(auth: Pick<AuthData, 'JWT'>) {
      return client.call((await authRoutes()).signIn, {
        body: {
          IdentityProvider: 'JWT_REFRESH',
          AuthCode: auth.JWT,
          IncludeRoles: true,
        },
      });
    },
    /**
     * Ends the session on the server (POST /v2/{spid}/auth/logout: the identity's token version is bumped, so
     * this token and every other one of the identity stop working — ASVS V7). The token is read
     * synchronously, before the first await, so a caller may clear its store right after calling. Never
     * rejects: sign-out must finish locally even when the server cannot be reached.
     */
    async signOut() {
      const token = client.tokenStore.get();
      if (!token?.jwt) return;
      await client.auth.logout(token.jwt).catch(() => undefined);
    },
  };
}
