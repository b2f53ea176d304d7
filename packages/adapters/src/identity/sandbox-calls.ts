import type { ApiClient, AuthData } from '@telco-portal/api';
import { register as registerRoute, signIn } from '@telco-portal/api/routes/auth';
import type { RegisterInput } from './types.ts';

// The sandbox identity's requests on the auth routes, loaded by ./sandbox.ts with the first sign-in (see there).

const flag = (on: boolean | undefined): 0 | 2 => (on ? 2 : 0);

/** IdentityProvider LOCAL sign-in (SPEC §7): the e-mail is the AuthID. @throws ApiError as `client.call`. */
export function signInWithPassword(client: ApiClient, email: string, password: string): Promise<AuthData> {
  return client.call(signIn, {
    body: { IdentityProvider: 'LOCAL', AuthID: email.trim(), AuthCode: password, IncludeRoles: true },
  });
}

/** LOCAL registration (SPEC §7): the e-mail is the AuthID and the Email. @throws ApiError as `client.call`. */
export function register(client: ApiClient, input: RegisterInput): Promise<AuthData> {
  const email = input.email.trim();
  return client.call(registerRoute, {
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
}

/** A fresh JWT for `jwt` (IdentityProvider JWT_REFRESH). @throws ApiError as `client.call`. */
export function refresh(client: ApiClient, jwt: string): Promise<AuthData> {
  return client.call(signIn, {
    body: { IdentityProvider: 'JWT_REFRESH', AuthCode: jwt, IncludeRoles: true },
  });
}
