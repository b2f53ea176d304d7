import type { ApiClient, AuthData } from '@telco-portal/api';
import type { IdentityAdapter, RegisterInput } from './types.ts';

/**
 * The requests that use the auth routes (./sandbox-calls.ts), loaded with the first sign-in (this adapter is
 * created at start-up: issue 7). A module only this `import()` loads keeps its export names in its chunk; an
 * `import()` of the routes area module itself needs a namespace object from Rolldown's runtime helper, which then
 * leaves the React chunk for a chunk of its own that every chunk imports (issue 10).
 */
const calls = () => import('./sandbox-calls.ts');

/**
 * Sandbox identity (manifest `adapters.identity.provider: "sandbox"`): IdentityProvider LOCAL against the
 * provider API — the e-mail is the AuthID and the password the AuthCode (SPEC §7 Auth and profile).
 * Holds no state of its own; the session keeps the Auth data.
 */
export function createSandboxIdentity(client: ApiClient): IdentityAdapter {
  return {
    provider: 'sandbox',
    async signInWithPassword(email, password) {
      return (await calls()).signInWithPassword(client, email, password);
    },
    async register(input: RegisterInput) {
      return (await calls()).register(client, input);
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
      return (await calls()).refresh(client, auth.JWT);
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
