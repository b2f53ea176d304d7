import { defineRoute } from '../define.ts';

/** Auth and profile (SPEC §7): sign-in, registration, sign-out, password change and reset. */

export const signIn = defineRoute({
  name: 'signIn',
  method: 'POST',
  path: '/v2/:spid/auth',
  auth: false,
});
export const register = defineRoute({
  name: 'register',
  method: 'POST',
  path: '/v2/:spid/auth/register',
  auth: false,
});
export const authCheck = defineRoute({
  name: 'authCheck',
  method: 'POST',
  path: '/v2/:spid/auth_check',
  auth: false,
});
export const logout = defineRoute({
  name: 'logout',
  method: 'POST',
  path: '/v2/:spid/auth/logout',
  auth: false,
});
export const changePassword = defineRoute({
  name: 'changePassword',
  method: 'PUT',
  path: '/v2/:spid/auth/LOCAL/:authId',
  auth: true,
});
export const passwordResetRequest = defineRoute({
  name: 'passwordResetRequest',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset',
  auth: false,
});
export const passwordResetCheck = defineRoute({
  name: 'passwordResetCheck',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset/check',
  auth: false,
});
export const passwordResetConfirm = defineRoute({
  name: 'passwordResetConfirm',
  method: 'POST',
  path: '/v2/:spid/auth/LOCAL/password_reset/confirm',
  auth: false,
});
