import { signIn } from './contract/routes/auth.ts';
import type { AuthData } from './contract/schemas.ts';
import type { ApiCall } from './core.ts';
import type { StoredToken } from './token-store.ts';

// The core's JWT refresh request, in a module only the core loads (by `import()`, with the first refresh): see
// `refresh` in ./core.ts.

/**
 * Exchanges `jwt` for a fresh token (`IdentityProvider: JWT_REFRESH`, SPEC §4) through `call`.
 * @throws ApiError as `call` (e.g. 401 when the token is no longer accepted).
 */
export async function refreshWithJwt(call: ApiCall, jwt: string): Promise<StoredToken> {
  const auth: AuthData = await call(signIn, {
    body: { IdentityProvider: 'JWT_REFRESH', AuthCode: jwt, IncludeRoles: true },
  });
  return { jwt: auth.JWT, expiry: auth.JWTExpiry };
}
