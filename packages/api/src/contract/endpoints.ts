import * as z from 'zod';
import { defineEndpoint } from './define.ts';
import * as s from './schemas.ts';

/**
 * The API contract: one entry per endpoint (SPEC §7). Paths are relative to the base `/api`.
 * The sandbox implements exactly these; the client calls exactly these. See API.md.
 */
export const endpoints = {
  // --- Auth and profile (SPEC §7) -----------------------------------------------------------------
  signIn: defineEndpoint({
    name: 'signIn',
    summary: 'Exchange an identity (LOCAL e-mail + password, JWT_REFRESH, social) for Auth data.',
    method: 'POST',
    path: '/v2/:spid/auth',
    body: s.authRequestSchema,
    response: s.authDataSchema,
    auth: false,
  }),
  register: defineEndpoint({
    name: 'register',
    summary:
      'Create a LOCAL identity + one customer (EmailVerified false), send the verification e-mail. Path chosen here (SPEC §7 gives none).',
    method: 'POST',
    path: '/v2/:spid/auth/register',
    body: s.registerRequestSchema,
    response: s.authDataSchema,
    auth: false,
  }),
  authCheck: defineEndpoint({
    name: 'authCheck',
    summary: 'Whether an identity (provider + AuthID) exists.',
    method: 'POST',
    path: '/v2/:spid/auth_check',
    body: s.authCheckRequestSchema,
    response: s.authCheckResponseSchema,
    auth: false,
  }),
  logout: defineEndpoint({
    name: 'logout',
    summary:
      'End every session of the identity of a JWT (token version bumped; ASVS V7). Path chosen here (SPEC §4 logout names no server call). 200 also for an already invalid token (RFC 7009), so sign-out never fails.',
    method: 'POST',
    path: '/v2/:spid/auth/logout',
    body: s.logoutRequestSchema,
    response: s.logoutResponseSchema,
    auth: false,
  }),
  changePassword: defineEndpoint({
    name: 'changePassword',
    summary:
      "Set a new password on the signed-in LOCAL identity (SPEC §5 rules; CurrentPassword required, 400 'old_password_invalid'). Ends the identity's other sessions.",
    method: 'PUT',
    path: '/v2/:spid/auth/LOCAL/:authId',
    params: z.object({ authId: s.text(s.LIMITS.email, 1) }),
    body: s.changePasswordRequestSchema,
    response: s.changePasswordResponseSchema,
    auth: true,
  }),
  passwordResetRequest: defineEndpoint({
    name: 'passwordResetRequest',
    summary:
      'E-mail a password-reset link for a LOCAL identity; always 200 { Sent: true } (no account enumeration). Path chosen here: SPEC §7 names password reset only as an identity operation.',
    method: 'POST',
    path: '/v2/:spid/auth/LOCAL/password_reset',
    body: s.passwordResetRequestSchema,
    response: s.passwordResetRequestedSchema,
    auth: false,
  }),
  passwordResetCheck: defineEndpoint({
    name: 'passwordResetCheck',
    summary:
      "Check the code of a reset link without using it (Firebase verifyPasswordResetCode): 200 with the AuthID (e-mail) it resets; 400 'reset_code_invalid' (same SPEC §8 text as passwordResetConfirm) for an unknown, used, superseded or expired code; a wrong code counts against the same per-address limit (429 + Retry-After). Path chosen here.",
    method: 'POST',
    path: '/v2/:spid/auth/LOCAL/password_reset/check',
    body: s.passwordResetCheckSchema,
    response: s.passwordResetCheckedSchema,
    auth: false,
  }),
  passwordResetConfirm: defineEndpoint({
    name: 'passwordResetConfirm',
    summary:
      "Set a new password with the code of the reset link (valid 1 hour, once). 400 'reset_code_invalid' (SPEC §8 'activation link expired' style) for an unknown, used or expired code; 400 'invalid_password' for a password failing SPEC §5. Path chosen here (identity operation in SPEC §7).",
    method: 'POST',
    path: '/v2/:spid/auth/LOCAL/password_reset/confirm',
    body: s.passwordResetConfirmSchema,
    response: s.changePasswordResponseSchema,
    auth: false,
  }),
  getCustomer: defineEndpoint({
    name: 'getCustomer',
    method: 'GET',
    path: '/customer/:uuid',
    params: s.uuidParams,
    response: s.customerSchema,
    auth: true,
  }),
  updateCustomer: defineEndpoint({
    name: 'updateCustomer',
    summary:
      "Update names, ExternalRef5, Email (a new Email resets EmailVerified, needs CurrentPassword and ends the holders' other sessions). Allowed while unverified (to correct a mistyped address), not while suspended (403 'account_suspended').",
    method: 'PUT',
    path: '/customer/:uuid',
    params: s.uuidParams,
    body: s.customerUpdateSchema,
    response: s.customerSchema,
    auth: true,
  }),
  sendEmailVerification: defineEndpoint({
    name: 'sendEmailVerification',
    method: 'GET',
    path: '/customer/:uuid/email_verification/send',
    params: s.uuidParams,
    response: s.emailVerificationSentSchema,
    auth: true,
  }),
  resendEmailVerification: defineEndpoint({
    name: 'resendEmailVerification',
    method: 'GET',
    path: '/customer/:uuid/email_verification/resend',
    params: s.uuidParams,
    response: s.emailVerificationSentSchema,
    auth: true,
  }),
  confirmEmailVerification: defineEndpoint({
    name: 'confirmEmailVerification',
    summary: 'Confirm an e-mail with the secret from the link; no auth (the secret proves it).',
    method: 'GET',
    path: '/customer/:uuid/email_verification/confirm',
    params: s.uuidParams,
    query: s.emailVerificationConfirmQuerySchema,
    response: s.emailVerificationConfirmedSchema,
    auth: false,
  }),

  // --- Plans and catalogue (SPEC §7) --------------------------------------------------------------
  postpayPlans: defineEndpoint({
    name: 'postpayPlans',
    method: 'GET',
    path: '/v1/:spid/postpay_mobile_plans',
    response: s.postpayPlansResponseSchema,
    auth: false,
    list: true,
    emptyResponse: { PostpayMobilePlans: [] },
  }),
  prepayPlans: defineEndpoint({
    name: 'prepayPlans',
    summary: 'Prepay and payg plans and add-ons; a 404 carrying a list is tolerated.',
    method: 'GET',
    path: '/v3/:spid/prepay_mobile_plans',
    response: s.prepayPlansResponseSchema,
    auth: false,
    list: true,
    emptyResponse: { PrepayAddons: [] },
  }),
  catalogEntries: defineEndpoint({
    name: 'catalogEntries',
    summary: 'Catalogue search by product types; anonymous allowed (CustomerInfo optional).',
    method: 'POST',
    path: '/catalog/v2/entries',
    body: s.catalogEntriesRequestSchema,
    response: s.catalogEntriesResponseSchema,
    auth: false,
    list: true,
    emptyResponse: { Entries: [], Prices: [] },
  }),

  // --- Mobile products (REST stand-in for the data store customers/{id}/mobiles) -------------------
  mobileProducts: defineEndpoint({
    name: 'mobileProducts',
    summary:
      'All mobile products of a customer. REST stand-in for the data-store collection customers/{id}/mobiles.',
    method: 'GET',
    path: '/v3/:spid/customer/:uuid/mobile_products',
    params: s.uuidParams,
    response: s.mobileProductsResponseSchema,
    auth: true,
    list: true,
    emptyResponse: { MobileProducts: [] },
  }),
  prepayProduct: defineEndpoint({
    name: 'prepayProduct',
    method: 'GET',
    path: '/v3/:spid/customer/:customerUuid/mobileprepay/:productUuid',
    params: z.object({ customerUuid: s.idInput, productUuid: s.idInput }),
    response: s.prepayProductSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  postpayProduct: defineEndpoint({
    name: 'postpayProduct',
    method: 'GET',
    path: '/v1/:spid/customer/:customerUuid/postpay_mobile/:productUuid',
    params: z.object({ customerUuid: s.idInput, productUuid: s.idInput }),
    response: s.postpayProductSchema,
    auth: true,
    requiresActiveAccount: true,
  }),

  // --- Balances and usage (SPEC §7 Payments, balance, invoices) -----------------------------------
  prepayBalance: defineEndpoint({
    name: 'prepayBalance',
    method: 'GET',
    path: '/customers/:uuid/products/mobile/prepay/:productId/balance',
    params: z.object({ uuid: s.idInput, productId: s.idInput }),
    response: s.prepayBalanceSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  postpayBalance: defineEndpoint({
    name: 'postpayBalance',
    method: 'POST',
    path: '/postpay/balance',
    body: s.postpayBalanceRequestSchema,
    response: s.postpayBalanceSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  customerAccount: defineEndpoint({
    name: 'customerAccount',
    summary: 'Balance (cents) and current/next billing cycles (nanos).',
    method: 'GET',
    path: '/customer/:id/account',
    params: s.idParams,
    response: s.customerAccountSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  usageHistogram: defineEndpoint({
    name: 'usageHistogram',
    method: 'POST',
    path: '/v2/:spid/usage/data/histogram',
    body: s.usageHistogramRequestSchema,
    response: s.usageHistogramResponseSchema,
    auth: true,
    requiresActiveAccount: true,
  }),

  // --- Guard data (REST stand-ins; SPEC §2 guards, §3 payment method and billing route) ------------
  paymentMethods: defineEndpoint({
    name: 'paymentMethods',
    summary:
      'Saved cards, not deleted, by Rank. REST stand-in for the data-store collection payment_methods.',
    method: 'GET',
    path: '/customer/:id/payment-methods',
    params: s.idParams,
    response: s.paymentMethodsResponseSchema,
    auth: true,
    list: true,
    emptyResponse: { PaymentMethods: [] },
  }),
  setupPaymentMethod: defineEndpoint({
    name: 'setupPaymentMethod',
    summary:
      'Start adding a card (SPEC §7): a setup intent whose SetupIntentClientSecret the payments adapter confirms (Stripe confirmCardSetup, or the sandbox card form). A POST (SPEC §7 shows a GET) so automatic GET retries never create intents; an Idempotency-Key returns the same intent again.',
    method: 'POST',
    path: '/customer/:id/setup-payment-method',
    params: s.idParams,
    response: s.setupPaymentMethodResponseSchema,
    auth: true,
    idempotency: 'optional',
    requiresActiveAccount: true,
  }),
  deletePaymentMethod: defineEndpoint({
    name: 'deletePaymentMethod',
    summary:
      "Remove a saved card (SPEC §7). The only card cannot be removed (409 'only_card', SPEC §5); a card not on the account is 404 'card_is_not_found' (SPEC §8). Removing the default makes the first remaining card default (SPEC §4). Answers the remaining cards.",
    method: 'DELETE',
    path: '/customer/:id/payment-methods/:cardId',
    params: s.paymentMethodParams,
    response: s.paymentMethodsResponseSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  setDefaultPaymentMethod: defineEndpoint({
    name: 'setDefaultPaymentMethod',
    summary:
      "Make a card the default (SPEC §7 PUT { Rank: 1 }); the others keep their order after it. 404 'card_is_not_found' (SPEC §8). Answers all cards.",
    method: 'PUT',
    path: '/customer/:id/payment-methods/:cardId',
    params: s.paymentMethodParams,
    body: s.setDefaultPaymentMethodRequestSchema,
    response: s.paymentMethodsResponseSchema,
    auth: true,
    requiresActiveAccount: true,
  }),
  billingRoutes: defineEndpoint({
    name: 'billingRoutes',
    method: 'GET',
    path: '/customers/:id/billing-routes',
    params: s.idParams,
    response: s.billingRoutesResponseSchema,
    auth: true,
    list: true,
    emptyResponse: { BillingRoutes: [] },
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
