import { defineRoute } from '../define.ts';

/** The customer record and e-mail verification (SPEC §7 auth and profile). */

export const updateCustomer = defineRoute({
  name: 'updateCustomer',
  method: 'PUT',
  path: '/customer/:uuid',
  auth: true,
});
export const sendEmailVerification = defineRoute({
  name: 'sendEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/send',
  auth: true,
});
export const resendEmailVerification = defineRoute({
  name: 'resendEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/resend',
  auth: true,
});
export const confirmEmailVerification = defineRoute({
  name: 'confirmEmailVerification',
  method: 'GET',
  path: '/customer/:uuid/email_verification/confirm',
  auth: false,
});
